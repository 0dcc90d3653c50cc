import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { messages } from '../messages';
import { isValidUserTypeCombination } from '../rules/user-types';
import { id, optionalText, requiredText } from './common';
import { role, user, type UserTypeName } from './users';

const email = lazySchema(() =>
  z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), 'Email must be a valid email address'),
);

const userTypes = lazySchema(() =>
  z
    .array(
      z.union([z.string(), z.object({ type: z.string() }).transform((t) => t.type)], {
        error: messages.invalidUserTypes,
      }),
      { error: messages.invalidUserTypes },
    )
    .max(3, messages.invalidUserTypes)
    .refine(isValidUserTypeCombination, messages.invalidUserTypes)
    .transform((types) => types as UserTypeName[]),
);

export const registerBody = lazySchema(() =>
  z.strictObject({
    username: requiredText('Username', 100),
    password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
    role: role.default('user'),
    short_name: optionalText(100),
    email,
    userTypes: userTypes.optional(),
  }),
);
export type RegisterBody = z.input<typeof registerBody>;

export const userUpdateBody = lazySchema(() =>
  z.strictObject({
    username: requiredText('Username', 100),
    /** Empty or missing keeps the current password. */
    password: z.string().max(200).nullish(),
    /** Missing keeps the current role (an admin is never demoted by leaving it out). */
    role: role.optional(),
    short_name: optionalText(100),
    email,
    /** Missing keeps the current types; an empty list removes them. */
    userTypes: userTypes.optional(),
    user_id: id.optional(),
    /** Read-only here (the row carries it): the link is changed with PUT /users/{id}/player. */
    player_id: z.number().nullish(),
  }),
);
export type UserUpdateBody = z.input<typeof userUpdateBody>;

export const playerAccountMessages = {
  notPlayerType: 'Only users of type Player can be linked to a player',
  playerTaken: 'This player is already linked to another account',
  noPlayer: (playerId: number) => `Player ${playerId} does not exist`,
} as const;

/** PUT /users/{id}/player: links a Player account to its player record; null removes the link. */
export const playerAccountBody = lazySchema(() => z.strictObject({ player_id: id.nullable() }));
export type PlayerAccountBody = z.infer<typeof playerAccountBody>;

export const coach = lazySchema(() =>
  z.object({ user_id: z.number(), short_name: z.string().nullable(), username: z.string() }),
);
export type Coach = z.infer<typeof coach>;

export const parentPlayerBody = lazySchema(() => z.strictObject({ parent_user_id: id, player_id: id }));
export type ParentPlayerBody = z.infer<typeof parentPlayerBody>;

export const linkedPlayer = lazySchema(() =>
  z.object({
    parent_user_id: z.number(),
    player_id: z.number(),
    player_name: z.string(),
    player_short_name: z.string().nullable(),
    team_name: z.string(),
  }),
);
export type LinkedPlayer = z.infer<typeof linkedPlayer>;

/** A child linked to a parent, as the admin's user list names them. */
export const parentChild = lazySchema(() =>
  z.object({ player_id: z.number(), player_name: z.string(), player_short_name: z.string().nullable() }),
);
export type ParentChild = z.infer<typeof parentChild>;

/** A row of the user list (admins only): the user and the players linked to them as a parent. */
export const listedUser = lazySchema(() => user.extend({ children: z.array(parentChild) }));
export type ListedUser = z.infer<typeof listedUser>;
