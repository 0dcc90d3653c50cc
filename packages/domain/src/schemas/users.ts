import { z } from 'zod';
import { lazySchema } from './lazy-schema';

export const roles = ['user', 'admin'] as const;
export const role = lazySchema(() => z.enum(roles));
export type Role = z.infer<typeof role>;

export const userTypeNames = ['Player', 'Parent', 'Coach'] as const;
export const userTypeName = lazySchema(() => z.enum(userTypeNames));
export type UserTypeName = z.infer<typeof userTypeName>;

export const user = lazySchema(() =>
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
);
export type User = z.infer<typeof user>;
