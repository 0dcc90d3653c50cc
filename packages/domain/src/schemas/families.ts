import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { id, requiredText } from './common';
import { requiredEmail } from './account';
import { playerBody } from './players';
import { user } from './users';

export const familyMessages = {
  childRequired: 'Add at least one child',
  childTwice: 'The same child is in the family twice',
  emailTaken: 'A user with this email already exists: link them to the children with Manage Players',
  usernameTaken: 'Username already exists',
  noChild: (playerId: number) => `Player ${playerId} does not exist`,
} as const;

/** A child of the family: a player already in the club, or a new one (the player form's fields). */
export const familyChild = lazySchema(() =>
  z.union([z.strictObject({ player_id: id }), playerBody], { error: 'Each child is a player id or a new player' }),
);
export type FamilyChild = z.input<typeof familyChild>;

/**
 * POST /families: a parent (or guardian) and their children in one go. The parent's username is their email in lower
 * case unless one is given; they get no password, and an invitation when email is set up and `invite` is not false.
 */
export const familyBody = lazySchema(() =>
  z.strictObject({
    parent_name: requiredText('Parent name', 100),
    email: requiredEmail,
    username: requiredText('Username', 100).optional(),
    children: z
      .array(familyChild, { error: familyMessages.childRequired })
      .min(1, familyMessages.childRequired)
      .max(20),
    /** Email the invitation (default: yes, when email is set up). */
    invite: z.boolean().optional(),
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
