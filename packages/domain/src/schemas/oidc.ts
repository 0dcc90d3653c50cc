import { z } from 'zod';
import { msg } from '../i18n/translate';
import { id } from './common';
import { lazySchema } from './lazy-schema';

/** The web page the provider sends people back to: PUBLIC_URL (or the address Touchline was opened at) + this. */
export const OIDC_REDIRECT_PATH = '/signin/oidc';

/** The button's words when OIDC_NAME is not set: 'Sign in with your club account' (translated by the web app). */
export const OIDC_DEFAULT_NAME = msg('your club account');

/** Sign-in with the club's accounts through its OpenID Connect provider (#35, decision 136). */
export const oidcMessages = {
  off: msg("Sign-in with the club's accounts is not set up on this server"),
  notLinked: msg('Your club account is not linked to Touchline yet. Ask an admin to link it.'),
  notStartedHere: msg('This sign-in was not started in this browser, or it took longer than ten minutes. Start again.'),
  refused: msg("The club's sign-in was cancelled or refused. Start again."),
  failed: msg("The club's sign-in did not complete. Start again."),
  unreachable: msg("The club's sign-in service cannot be reached. Try again later."),
  linkedToOther: msg('This club account is already linked to another Touchline account'),
  alreadyLinked: msg('This club account is already linked to an account'),
  wrongPurpose: msg('This sign-in was started for something else. Start again.'),
  noSuchUser: msg('That account does not exist'),
  lastWayIn: msg('This club account is your only way to sign in, so it stays linked'),
};

/** How an identity came to its account: its verified email, an admin, or a new account at its first sign-in. */
export const identityLinkedBy = ['email', 'admin', 'signup', 'self'] as const;
export type IdentityLinkedBy = (typeof identityLinkedBy)[number];

/** Where the browser goes to sign in at the provider, and the key this browser keeps for its return. */
export const oidcStartAnswer = lazySchema(() =>
  z.object({
    url: z.string().describe("The provider's authorization address (state, nonce and PKCE S256 challenge in it)"),
    browser_key: z
      .string()
      .describe('Kept by this browser and sent back with the answer: a sign-in started elsewhere finds nothing'),
  }),
);
export type OidcStartAnswer = z.infer<typeof oidcStartAnswer>;

const param = (max: number) => z.string().max(max);

/** What the provider sent back to /signin/oidc, as the page read it from its address, with the browser's key. */
export const oidcCompleteBody = lazySchema(() =>
  z.strictObject({
    state: z.string({ error: 'state is required' }).min(1, 'state is required').max(200),
    browser_key: z.string({ error: 'browser_key is required' }).min(1, 'browser_key is required').max(200),
    code: param(2000).optional(),
    iss: param(2000).optional(),
    error: param(200).optional(),
    error_description: param(1000).optional(),
  }),
);
export type OidcCompleteBody = z.input<typeof oidcCompleteBody>;

/** An identity at the club's provider: linked to an account, or (`user_id` null) waiting for an admin. */
export const userIdentity = lazySchema(() =>
  z.object({
    identity_id: z.number().int(),
    user_id: z.number().int().nullable(),
    issuer: z.string(),
    email: z.string().nullable(),
    name: z.string().nullable(),
    linked_by: z.enum(identityLinkedBy).nullable(),
    created_at: z.string(),
    last_used_at: z.string().nullable(),
  }),
);
export type UserIdentity = z.infer<typeof userIdentity>;
export const userIdentities = lazySchema(() => z.array(userIdentity));

export const identityLinkBody = lazySchema(() => z.strictObject({ user_id: id }));
export type IdentityLinkBody = z.input<typeof identityLinkBody>;
