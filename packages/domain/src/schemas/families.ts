import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { id, requiredText } from './common';
import { requiredEmail } from './account';
import { playerBody } from './players';
import { user } from './users';
import { msg } from '../i18n/translate';

export const familyMessages = {
  childRequired: msg('Add at least one child'),
  childTwice: msg('The same child is in the family twice'),
  emailTaken: msg('A user with this email already exists: link them to the children with Manage Players'),
  usernameTaken: msg('Username already exists'),
  noChild: (playerId: number) => `Player ${playerId} does not exist`,
} as const;

/**
 * POST /families: a parent (or guardian) and their children in one go. The parent's username is their email in lower
 * case unless one is given; they get no password, and an invitation when email is set up and `invite` is not false.
 */
export const familyBody = lazySchema(() =>
  z
    .strictObject({
      parent_name: requiredText('Parent name', 100),
      email: requiredEmail,
      username: requiredText('Username', 100).optional(),
      /** Children already in the club, by player id. */
      player_ids: z.array(id).max(20).default([]),
      /** New children, with the player form's fields. */
      new_players: z.array(playerBody).max(20).default([]),
      /** Email the invitation (default: yes, when email is set up). */
      invite: z.boolean().optional(),
    })
    .refine((body) => body.player_ids.length + body.new_players.length > 0, {
      message: familyMessages.childRequired,
      path: ['children'],
    }),
);
export type FamilyBody = z.input<typeof familyBody>;

export const familyAnswer = lazySchema(() =>
  z.object({
    parent: user,
    children: z.array(z.object({ player_id: z.number().int(), player_name: z.string() })),
    /** Where the invitation went, or null (email not set up, or not asked for). */
    invited: z.string().nullable(),
  }),
);
export type FamilyAnswer = z.infer<typeof familyAnswer>;
