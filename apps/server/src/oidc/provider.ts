import { hash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { oidcMessages } from '@touchline/domain';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import * as client from 'openid-client';
import type { OidcConfig } from '../config';
import type { Db } from '../db/open';
import { oidcLogins } from '../db/schema';
import { HttpError } from '../plugins/errors';

/** A sign-in started more than this long ago is refused, and its row deleted (`oidc_logins`). */
export const OIDC_LOGIN_MINUTES = 10;

/** Who signed in at the provider, as its verified ID token and user info say. */
export interface OidcIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/** What the provider sent back to the web page, with this browser's key (`oidcCompleteBody`). */
export interface OidcReturn {
  state: string;
  browser_key: string;
  code?: string | undefined;
  iss?: string | undefined;
  error?: string | undefined;
  error_description?: string | undefined;
}

/**
 * A sign-in is found by the hash of its state together with the key its browser keeps: the state travels through the
 * provider and the address bar, the key never leaves the browser that started it, so an answer carried to another
 * browser (a forced sign-in into someone else's account) finds nothing.
 */
type OidcLogin = typeof oidcLogins.$inferSelect;

const loginKey = (state: string, browserKey: string) => hash('sha256', `${state}.${browserKey}`, 'hex');

const isLocal = (issuer: string) => new URL(issuer).protocol === 'http:';

/**
 * The club's OpenID provider, through openid-client (decision 136): its discovery document read once when first
 * needed (again after a failure), the sign-in's state, nonce and PKCE verifier kept in `oidc_logins` for ten minutes,
 * the answer's code exchanged and its ID token verified by the library.
 */
export class OidcProvider {
  #configuration: Promise<client.Configuration> | null = null;

  constructor(readonly settings: OidcConfig) {}

  /** The provider's configuration; a 503 in words when it cannot be read. */
  async configuration(): Promise<client.Configuration> {
    this.#configuration ??= client.discovery(
      new URL(this.settings.issuer),
      this.settings.clientId,
      undefined,
      client.ClientSecretBasic(this.settings.clientSecret),
      { execute: isLocal(this.settings.issuer) ? [client.allowInsecureRequests] : [], timeout: 10 },
    );
    try {
      return await this.#configuration;
    } catch {
      this.#configuration = null;
      throw new HttpError(503, oidcMessages.unreachable);
    }
  }

  /**
   * A new sign-in (or, with `linkUserId`, a signed-in person linking their account): its row written, old ones
   * cleaned up; the provider's address to go to and the key this browser keeps.
   */
  async start(db: Db, redirectUri: string, linkUserId: number | null): Promise<{ url: string; browser_key: string }> {
    const configuration = await this.configuration();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const codeVerifier = client.randomPKCECodeVerifier();
    const browserKey = randomBytes(24).toString('base64url');
    await db
      .delete(oidcLogins)
      .where(lt(oidcLogins.createdAt, sql`now() - make_interval(mins => ${OIDC_LOGIN_MINUTES})`));
    await db.insert(oidcLogins).values({ stateHash: loginKey(state, browserKey), codeVerifier, nonce, linkUserId });
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      state,
      nonce,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    });
    return { url: url.href, browser_key: browserKey };
  }

  /**
   * The sign-in this answer is for, taken once (deleted, whatever follows): refused when none was started in this
   * browser in the last ten minutes, or when it was started for something else (`linkUserId`: null for a sign-in, the
   * person for a link).
   */
  async take(db: Db, answer: OidcReturn, linkUserId: number | null): Promise<OidcLogin> {
    const [login] = await db
      .delete(oidcLogins)
      .where(
        and(
          eq(oidcLogins.stateHash, loginKey(answer.state, answer.browser_key)),
          gt(oidcLogins.createdAt, sql`now() - make_interval(mins => ${OIDC_LOGIN_MINUTES})`),
        ),
      )
      .returning();
    if (!login) throw new HttpError(400, oidcMessages.notStartedHere);
    if (login.linkUserId !== linkUserId) throw new HttpError(400, oidcMessages.wrongPurpose);
    return login;
  }

  /**
   * The provider's answer to a sign-in `take` found: its refusal, or its code exchanged, the ID token verified
   * (issuer, audience, signature, nonce; by openid-client) and the person read. Why the provider or the library
   * refused goes to `log` (never the code or a token), for the operator.
   */
  async finish(
    log: FastifyBaseLogger,
    redirectUri: string,
    answer: OidcReturn,
    login: OidcLogin,
  ): Promise<OidcIdentity> {
    const configuration = await this.configuration();
    if (answer.error !== undefined) {
      log.info({ oidcError: answer.error.slice(0, 100) }, 'the OpenID provider refused a sign-in');
      throw new HttpError(400, oidcMessages.refused);
    }
    if (answer.code === undefined) throw new HttpError(400, oidcMessages.failed);
    const current = new URL(redirectUri);
    for (const key of ['code', 'state', 'iss'] as const) {
      const value = answer[key];
      if (value !== undefined) current.searchParams.set(key, value);
    }
    try {
      const tokens = await client.authorizationCodeGrant(configuration, current, {
        pkceCodeVerifier: login.codeVerifier,
        expectedNonce: login.nonce,
        expectedState: answer.state,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('no ID token');
      const info =
        claims.email === undefined && configuration.serverMetadata().userinfo_endpoint
          ? await client.fetchUserInfo(configuration, tokens.access_token, claims.sub)
          : claims;
      const email = typeof info.email === 'string' && info.email.trim() !== '' ? info.email.trim() : null;
      const name = typeof info.name === 'string' && info.name.trim() !== '' ? info.name.trim().slice(0, 200) : null;
      return {
        issuer: claims.iss,
        subject: claims.sub,
        email,
        // Some providers send the flag as text.
        emailVerified: email !== null && (info.email_verified === true || info.email_verified === 'true'),
        name,
      };
    } catch (error) {
      if (error instanceof HttpError) throw error;
      // The provider's refusal of the code, a token that does not verify, a provider that cannot be reached: the
      // operator reads why in the log (the library's words and the provider's error code, never the code itself).
      log.warn({ oidcFailure: failureOf(error) }, 'an OpenID sign-in did not complete');
      throw new HttpError(400, oidcMessages.failed);
    }
  }
}

/** Why openid-client refused: its error's name, code and message, and the provider's OAuth error code if any. */
function failureOf(error: unknown): Record<string, string> {
  if (!(error instanceof Error)) return { message: 'unknown' };
  const { code, error: oauthError } = error as { code?: unknown; error?: unknown };
  return {
    name: error.name,
    message: error.message.slice(0, 300),
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof oauthError === 'string' ? { error: oauthError.slice(0, 100) } : {}),
  };
}
