import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { messages } from '../messages';
import { isValidUserTypeCombination } from '../rules/user-types';
import { id, optionalText, requiredText, sentBack } from './common';
import { role, user, userTypeName } from './users';
import { accountMessages, optionalEmail as email } from './account';
import { PASSWORD_MIN_LENGTH, passwordMessages } from '../rules/password-policy';
import { msg } from '../i18n/translate';

const userTypes = lazySchema(() =>
  z
    .array(
      z.union([userTypeName, z.object({ type: userTypeName }).transform((t) => t.type)], {
        error: messages.invalidUserTypes,
      }),
      { error: messages.invalidUserTypes },
    )
    .max(3, messages.invalidUserTypes)
    .refine(isValidUserTypeCombination, messages.invalidUserTypes),
);

export const registerBody = lazySchema(() =>
  z
    .strictObject({
      username: requiredText('Username', 100),
      /** Required unless `invite` is true; then it must be left out. */
      password: z.string({ error: passwordMessages.required }).max(200, passwordMessages.tooLong).optional(),
      role: role.default('user'),
      short_name: optionalText(100),
      email,
      userTypes: userTypes.optional(),
      /** Email an invitation to choose a password instead of setting one (email set up, an email given). */
      invite: z.boolean().optional(),
      /** A Player account created straight onto its player record (user types must then be Player). */
      player_id: id.optional(),
      /** The head of coaching (decision 127); a coach only. */
      head_of_coaching: z.boolean().optional(),
      /** The Club Welfare Officer (decision 130); an adult's account, not a Player's. */
      welfare_officer: z.boolean().optional(),
      /** The treasurer (decision 133); an adult's account, not a Player's. */
      treasurer: z.boolean().optional(),
    })
    .superRefine((body, ctx) => {
      if (body.invite) {
        if (body.password)
          ctx.addIssue({ code: 'custom', path: ['password'], message: accountMessages.passwordOrInvitation });
        if (!body.email)
          ctx.addIssue({ code: 'custom', path: ['email'], message: accountMessages.emailRequiredForInvitation });
      } else if (!body.password) {
        ctx.addIssue({ code: 'custom', path: ['password'], message: passwordMessages.required });
      } else if (body.password.length < PASSWORD_MIN_LENGTH) {
        ctx.addIssue({ code: 'custom', path: ['password'], message: passwordMessages.tooShort });
      }
      if (body.player_id !== undefined && !(body.userTypes ?? []).includes('Player'))
        ctx.addIssue({ code: 'custom', path: ['userTypes'], message: playerAccountMessages.notPlayerType });
      if (body.head_of_coaching && !(body.userTypes ?? []).includes('Coach'))
        ctx.addIssue({ code: 'custom', path: ['head_of_coaching'], message: headOfCoachingMessages.coachOnly });
      if (body.welfare_officer && (body.userTypes ?? []).includes('Player'))
        ctx.addIssue({ code: 'custom', path: ['welfare_officer'], message: headOfCoachingMessages.welfareAdultOnly });
      if (body.treasurer && (body.userTypes ?? []).includes('Player'))
        ctx.addIssue({ code: 'custom', path: ['treasurer'], message: headOfCoachingMessages.treasurerAdultOnly });
    }),
);
export const headOfCoachingMessages = {
  coachOnly: msg('Only a coach can be the head of coaching'),
  welfareAdultOnly: msg("A player's account cannot be the welfare officer"),
  treasurerAdultOnly: msg("A player's account cannot be the treasurer"),
} as const;

export type RegisterBody = z.input<typeof registerBody>;

export const userUpdateBody = lazySchema(() =>
  z.strictObject({
    username: requiredText('Username', 100),
    /** Empty or missing keeps the current password; a new one follows the password rule. */
    password: z
      .string()
      .max(200, passwordMessages.tooLong)
      .nullish()
      .refine((v) => !v || v.length >= PASSWORD_MIN_LENGTH, passwordMessages.tooShort),
    /** Missing keeps the current role (an admin is never demoted by leaving it out). */
    role: role.optional(),
    short_name: optionalText(100),
    email,
    /** Missing keeps the current types; an empty list removes them. */
    userTypes: userTypes.optional(),
    /** Missing keeps it; a user who is not (or no longer) a coach is never the head of coaching (decision 127). */
    head_of_coaching: z.boolean().optional(),
    /** Missing keeps it; never a Player's account (decision 130). */
    welfare_officer: z.boolean().optional(),
    /** Missing keeps it; never a Player's account (decision 133). */
    treasurer: z.boolean().optional(),
    user_id: id.optional(),
    /** Read-only here (the row carries it): the link is changed with PUT /users/{id}/player. */
    player_id: z.number().nullish(),
    /** Read-only here (the row carries them): set by invitations. */
    active: z.boolean().optional(),
    invitation: sentBack(user.shape.invitation),
    /** Read-only (the user list's row carries it): links are changed with the parent-player associations. */
    children: sentBack(z.array(parentChild)),
  }),
);
export type UserUpdateBody = z.input<typeof userUpdateBody>;

export const playerAccountMessages = {
  notPlayerType: msg('Only users of type Player can be linked to a player'),
  playerTaken: msg('This player is already linked to another account'),
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
