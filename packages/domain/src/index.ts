import './zod-messages';
export * from './constants';
export * from './messages';
export * from './schemas/auth';
export * from './schemas/users';
export * from './rules/user-types';
export * from './rules/backoff';
