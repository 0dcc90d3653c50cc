import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FamilyBody, ParentPlayerBody, PlayerAccountBody, RegisterBody } from '@touchline/domain';
import { contracts } from '@touchline/domain';
import { http } from './http';
import { restResource } from './resource';

const USERS_KEY = 'users';
/** The player lists name each child's parents (for an admin): a user's change or a link's reloads them. */
const PLAYERS_KEY = 'players';

/**
 * GET /users, PUT /users/{id}, DELETE /users/{id} (admin). A new user is created with POST /register. A change to a
 * user reloads the players too (their parents' names, a deleted parent's links).
 */
export const usersApi = restResource({ key: USERS_KEY, contracts: contracts.users, alsoInvalidates: [[PLAYERS_KEY]] });

/** POST /register (admin): creates a user and reloads the user list. */
export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterBody) => http.call(contracts.users.create, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: [USERS_KEY] }),
  });
}

const parentLinksKey = (parentUserId: number) => [USERS_KEY, 'parent-links', parentUserId];

/** GET /parent-player-associations/parent/{userId}: the players linked to a parent. */
export function useParentLinks(parentUserId: number) {
  return useQuery({
    queryKey: parentLinksKey(parentUserId),
    queryFn: ({ signal }) => http.call(contracts.users.parentLinks, { params: { userId: parentUserId } }, { signal }),
  });
}

/** A link's change reloads the parent's links, the user list (each parent's children) and the players (parents). */
function useLinkMutation(send: (body: ParentPlayerBody) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: [USERS_KEY] }),
        client.invalidateQueries({ queryKey: [PLAYERS_KEY] }),
      ]),
  });
}

/** POST /parent-player-associations (admin): links a player to a parent. */
export function useAddParentLink() {
  return useLinkMutation((body) => http.call(contracts.users.addParentLink, { body }));
}

/** DELETE /parent-player-associations with the pair in the body (admin): removes a link. */
export function useRemoveParentLink() {
  return useLinkMutation((body) => http.call(contracts.users.removeParentLink, { body }));
}

/** PUT /users/{id}/player (admin): links a Player account to its player record (null unlinks); reloads the users. */
export function useLinkPlayerAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, ...body }: PlayerAccountBody & { userId: number }) =>
      http.call(contracts.users.linkPlayer, { params: { id: userId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: [USERS_KEY] }),
  });
}

/** POST /families (admin): a parent and their children in one go; reloads the users and the players. */
export function useAddFamily() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FamilyBody) => http.call(contracts.families.create, { body }),
    onSuccess: () => Promise.all([USERS_KEY, 'players'].map((key) => client.invalidateQueries({ queryKey: [key] }))),
  });
}
