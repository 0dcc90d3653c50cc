export * from './catalogues';
export * from './languages';
export * from './translate';
