import { z } from 'zod';
import { component } from './component';

export const roles = ['user', 'admin'] as const;
export const role = component('Role', () => z.enum(roles), {
  description:
    "What an account may do: `admin` runs the club's records; `user` sees and does what its user types allow.",
  examples: ['user'],
});
export type Role = z.infer<typeof role>;

export const userTypeNames = ['Player', 'Parent', 'Coach'] as const;
export const userTypeName = component('UserType', () => z.enum(userTypeNames), {
  description:
    "What a person is to the club; an account has one to three of them (a Player's account has only Player).",
  examples: ['Coach'],
});
export type UserTypeName = z.infer<typeof userTypeName>;

export const user = component(
  'User',
  () =>
    z.object({
      user_id: z.number().int(),
      username: z.string(),
      role,
      short_name: z.string().nullable(),
      email: z.string().nullable(),
      userTypes: z.array(z.object({ type: userTypeName })),
      /** The player record a Player account belongs to (PUT /users/{id}/player), or null. */
      player_id: z.number().nullable(),
      /** False until an invited person chooses their password: nobody can sign in as them yet. */
      active: z.boolean(),
      /** The invitation waiting to be accepted (the latest one sent), or null. */
      invitation: z.object({ sent_at: z.string(), expires_at: z.string(), expired: z.boolean() }).nullable(),
      /** The head of coaching: a coach who may choose every team on the coach screens (decision 127). */
      head_of_coaching: z.boolean(),
      /** The Club Welfare Officer (decision 130): safeguarding reads, no admin writes. */
      welfare_officer: z.boolean(),
      /** The treasurer (decision 133): the ledger, fees and bank statements, no admin writes. */
      treasurer: z.boolean(),
    }),
  {
    description: "A person's account: role, user types, contact and the club roles it holds.",
    examples: [
      {
        user_id: 21,
        username: 'jo.carter',
        role: 'user',
        short_name: 'Jo',
        email: 'jo.carter@example.org',
        userTypes: [{ type: 'Parent' }, { type: 'Coach' }],
        player_id: null,
        active: true,
        invitation: null,
        head_of_coaching: false,
        welfare_officer: false,
        treasurer: false,
      },
    ],
  },
);
export type User = z.infer<typeof user>;
