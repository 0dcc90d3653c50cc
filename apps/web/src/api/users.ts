import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ParentPlayerBody, PlayerAccountBody, RegisterBody } from '@touchline/domain';
import { contracts } from '@touchline/domain';
import { http } from './http';
import { restResource } from './resource';

const USERS_KEY = 'users';

/** GET /users, PUT /users/{id}, DELETE /users/{id} (admin). A new user is created with POST /register. */
export const usersApi = restResource({ key: USERS_KEY, contracts: contracts.users });

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

function useLinkMutation(send: (body: ParentPlayerBody) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (_answer, body) => client.invalidateQueries({ queryKey: parentLinksKey(body.parent_user_id) }),
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
