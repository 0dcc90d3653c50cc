import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OidcCompleteBody } from '@touchline/domain';
import { oidcContracts } from '@touchline/domain';
import { keepPendingOidc } from '../browser/oidc-return';
import { http } from './http';

// Sign-in with the club's accounts (#35, decision 136): only its contracts, so the sign-in page's bundle stays small.

const KEY = 'identities';

/** POST /oidc/start (public): the provider's address, and the key this browser keeps for the way back. */
export function startOidcSignIn() {
  return http.call(oidcContracts.start, {}, { token: null });
}

/** POST /oidc/complete (public): the new session's token. */
export function completeOidcSignIn(body: OidcCompleteBody) {
  return http.call(oidcContracts.complete, { body }, { token: null });
}

/** POST /account/identities/start: as a sign-in, to link the signed-in person's own club account. */
export function startOidcLink() {
  return http.call(oidcContracts.startLink, {});
}

/** POST /account/identities/complete: the club account now linked. */
export function completeOidcLink(body: OidcCompleteBody) {
  return http.call(oidcContracts.completeLink, { body });
}

/**
 * Starts a sign-in (or the link of one's own club account) and sends this tab to the provider, keeping the browser's
 * key for the way back to /signin/oidc. Throws the server's refusal (OIDC off, the provider unreachable).
 */
export async function goToProvider(purpose: 'sign-in' | 'link', remember = false): Promise<void> {
  const { url, browser_key } = await (purpose === 'link' ? startOidcLink() : startOidcSignIn());
  keepPendingOidc({ purpose, browserKey: browser_key, remember });
  window.location.assign(url);
}

/** GET /account/identities: the club accounts linked to one's own account. */
export function useMyIdentities(enabled = true) {
  return useQuery({
    queryKey: [KEY, 'mine'],
    queryFn: ({ signal }) => http.call(oidcContracts.mine, {}, { signal }),
    enabled,
  });
}

function useIdentityMutation<I>(mutationFn: (input: I) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: [KEY] }) });
}

/** DELETE /account/identities/{id} */
export const useUnlinkMyIdentity = () =>
  useIdentityMutation((id: number) => http.call(oidcContracts.unlinkMine, { params: { id } }));

/** GET /identities/waiting (admin): club accounts that signed in and wait for an admin. */
export function useWaitingIdentities() {
  return useQuery({
    queryKey: [KEY, 'waiting'],
    queryFn: ({ signal }) => http.call(oidcContracts.waiting, {}, { signal }),
  });
}

/** GET /users/{id}/identities (admin) */
export function useUserIdentities(userId: number) {
  return useQuery({
    queryKey: [KEY, 'user', userId],
    queryFn: ({ signal }) => http.call(oidcContracts.ofUser, { params: { id: userId } }, { signal }),
  });
}

/** POST /identities/{id}/link (admin) */
export const useLinkIdentity = () =>
  useIdentityMutation((input: { identityId: number; userId: number }) =>
    http.call(oidcContracts.link, { params: { id: input.identityId }, body: { user_id: input.userId } }),
  );

/** DELETE /identities/{id} (admin): a waiting one dismissed, a linked one unlinked. */
export const useRemoveIdentity = () =>
  useIdentityMutation((id: number) => http.call(oidcContracts.remove, { params: { id } }));
