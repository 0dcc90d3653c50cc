import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  hidesResultsFrom,
  integrationMessages,
  isCoachOrAdmin,
  isTreasurerOrAdmin,
  isWelfareOrAdmin,
  messages,
} from '@touchline/domain';
import { findApiKey, isApiKey, noteKeyUse } from '../auth/api-keys';
import { findSession } from '../auth/sessions';
import { hashToken } from '../auth/tokens';
import { HttpError } from './errors';
import { assertBodyTeamScope, assertTeamScope } from './team-access';
import { bearerToken } from './http-semantics';

/**
 * The session of this token and the read cache's versions the request reads at (plugins/data-version.ts). When this
 * instance knows the versions, the session is remembered until the next change to the sessions or the club's users
 * (a sign-out is one) and the lookup costs no query; otherwise one query reads both.
 */
async function lookUp(app: FastifyInstance, token: string | null) {
  const usable = token && token.length <= 200 ? token : null;
  const versions = app.knownVersions();
  if (versions === null) {
    const found = usable ? await findSession(app.db, usable) : null;
    return { auth: found?.auth ?? null, versions: found?.versions ?? null };
  }
  const found = usable
    ? await app.readCache.remember(`session\n${hashToken(usable)}`, versions.key('sessions'), () =>
        findSession(app.db, usable),
      )
    : null;
  return { auth: found && found.expiresAt > Date.now() ? found.auth : null, versions };
}

/**
 * A request with an API key (decision 137): the key, looked up on every request (never cached, so a revocation holds
 * from the next request on every instance). A key is not a person: it may call the routes whose contract names one
 * of its scopes, whatever their `access` and team, and nothing else (403 before the body is read).
 */
async function keyAccess(app: FastifyInstance, request: FastifyRequest, token: string): Promise<void> {
  const found = await findApiKey(app.db, token);
  request.apiKey = found?.key ?? null;
  request.versions = app.knownVersions() ?? found?.versions ?? null;
  const access = request.routeOptions.config?.access ?? 'signedIn';
  if (access === 'public' || !request.routeOptions.url) return;
  if (!found) throw new HttpError(401, messages.notSignedIn);
  const scope = request.routeOptions.config?.keyScope;
  if (!scope || !found.key.scopes.includes(scope)) throw new HttpError(403, integrationMessages.keyRefused);
  await noteKeyUse(app.db, request, found.key);
}

/**
 * Reads the bearer token before the body is parsed, then enforces the route's `access`
 * (signed in unless the route says `public`): 401 without a live session, 403 when the role is not enough.
 */
export function registerAccessControl(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('apiKey', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api')) return;
    const access = request.routeOptions.config?.access ?? 'signedIn';
    const token = bearerToken(request);
    if (token && isApiKey(token)) return keyAccess(app, request, token);
    const { auth, versions } = await lookUp(app, token);
    request.auth = auth;
    request.versions = versions;
    if (access === 'public') return;
    // An unknown /api path answers 404 to everyone, signed in or not.
    if (!request.routeOptions.url) return;
    if (!request.auth) throw new HttpError(401, messages.notSignedIn);
    if (access === 'admin' && request.auth.role !== 'admin') throw new HttpError(403, messages.adminOnly);
    if (access === 'coachOrAdmin' && !isCoachOrAdmin(request.auth)) throw new HttpError(403, messages.coachOrAdminOnly);
    if (access === 'welfare' && !isWelfareOrAdmin(request.auth)) throw new HttpError(403, messages.welfareOnly);
    if (access === 'treasurer' && !isTreasurerOrAdmin(request.auth)) throw new HttpError(403, messages.treasurerOnly);
    const team = request.routeOptions.config?.team;
    if (team) await assertTeamScope(app.db, request, team);
  });
  // The body's team (#30): after the body is parsed, before the schema's rules.
  app.addHook('preValidation', async (request) => {
    const team = request.routeOptions.config?.team;
    if (team && request.auth) await assertBodyTeamScope(app.db, request, team);
  });
}

/** The signed-in user of a route that is not public. */
export function authOf(request: FastifyRequest) {
  if (!request.auth) throw new HttpError(401, messages.notSignedIn);
  return request.auth;
}

/**
 * Does youth mode hide results, scores and goal counts from this request's viewer (decision 110)? Yes for parents and
 * players (and anyone not signed in), no for coaches and admins.
 */
export function hidesResultsFromViewer(request: FastifyRequest): boolean {
  return request.auth === null || hidesResultsFrom(request.auth);
}
