import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { messages } from '../messages';
import { isValidUserTypeCombination } from '../rules/user-types';
import { id, optionalText, requiredText } from './common';
import { role, type UserTypeName } from './users';

const email = lazySchema(() => z
  .string()
  .trim()
  .max(200)
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), 'Email must be a valid email address'));

const userTypes = lazySchema(() => z
  .array(z.union([z.string(), z.object({ type: z.string() }).transform((t) => t.type)], { error: messages.invalidUserTypes }), { error: messages.invalidUserTypes })
  .max(3, messages.invalidUserTypes)
  .refine(isValidUserTypeCombination, messages.invalidUserTypes)
  .transform((types) => types as UserTypeName[]));

export const registerBody = lazySchema(() => z.strictObject({
  username: requiredText('Username', 100),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
  role: role.default('user'),
  short_name: optionalText(100),
  email,
  userTypes: userTypes.optional(),
}));
export type RegisterBody = z.input<typeof registerBody>;

export const userUpdateBody = lazySchema(() => z.strictObject({
  username: requiredText('Username', 100),
  /** Empty or missing keeps the current password. */
  password: z.string().max(200).nullish(),
  role: role.default('user'),
  short_name: optionalText(100),
  email,
  userTypes: userTypes.default([]),
  user_id: id.optional(),
}));
export type UserUpdateBody = z.input<typeof userUpdateBody>;

export const coach = lazySchema(() => z.object({ user_id: z.number(), short_name: z.string().nullable(), username: z.string() }));
export type Coach = z.infer<typeof coach>;

export const parentPlayerBody = lazySchema(() => z.strictObject({ parent_user_id: id, player_id: id }));
export type ParentPlayerBody = z.infer<typeof parentPlayerBody>;

export const linkedPlayer = lazySchema(() => z.object({ parent_user_id: z.number(), player_id: z.number(), player_name: z.string(), player_short_name: z.string().nullable(), team_name: z.string() }));
export type LinkedPlayer = z.infer<typeof linkedPlayer>;
