import { z } from 'zod';
import { languages } from '../i18n/languages';
import { lazySchema } from './lazy-schema';
import { id } from './common';
import { messages } from '../messages';
import { myTeams } from './team-coaches';

export const loginBody = lazySchema(() =>
  z.strictObject({
    username: z.string().trim().min(1, messages.usernameAndPasswordRequired).max(100),
    password: z.string().min(1, messages.usernameAndPasswordRequired).max(200),
  }),
);
export type LoginBody = z.infer<typeof loginBody>;

export const tokenResponse = lazySchema(() => z.object({ token: z.string() }));
export type TokenResponse = z.infer<typeof tokenResponse>;

/** The admin acting as the signed-in user, when the session is an impersonation (POST /impersonate). */
export const impersonator = lazySchema(() => z.object({ user_id: z.number().int(), username: z.string() }));
export type Impersonator = z.infer<typeof impersonator>;

export const validateResponse = lazySchema(() =>
  z.object({
    user_id: z.number().int(),
    role: z.enum(['user', 'admin']),
    /** Null for a session of one's own; the admin for an impersonation (the web app shows 'Viewing as'). */
    impersonated_by: impersonator.nullable(),
    /** The user's teams (as GET /account/teams answers), so the app knows them without another request (#30). */
    teams: myTeams,
    /** The language the person chose, or null: the club's, then the browser's (decision 132). */
    language: z.enum(languages).nullable(),
    /** The club's language (CLUB_LANGUAGE), or null: the app knows it without asking GET /features. */
    club_language: z.enum(languages).nullable(),
    /** The club's name and logo for the header (Club Settings, decision 138), without asking GET /features. */
    club_name: z.string(),
    logo_url: z.string().nullable(),
  }),
);
export type ValidateResponse = z.infer<typeof validateResponse>;

export const impersonateBody = lazySchema(() => z.strictObject({ user_id: id }));
