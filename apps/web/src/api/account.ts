import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountUpdateBody, EmailChangeBody, OutboxStatus, PasswordChangeBody } from '@touchline/domain';
import { contracts } from '@touchline/domain';
import { http } from './http';
import { usePagedList } from './paged-list';

const ACCOUNT_KEY = 'account';
const OUTBOX_KEY = 'outbox';
const USERS_KEY = 'users';

/** GET /account: the signed-in person's own account. */
export function useAccount() {
  return useQuery({
    queryKey: [ACCOUNT_KEY],
    queryFn: ({ signal }) => http.call(contracts.account.get, {}, { signal }),
  });
}

function useAccountMutation<T, A>(send: (input: T) => Promise<A>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => client.invalidateQueries({ queryKey: [ACCOUNT_KEY] }) });
}

/** PATCH /account: the short name. */
export function useUpdateAccount() {
  return useAccountMutation((body: AccountUpdateBody) => http.call(contracts.account.update, { body }));
}

/** POST /account/email: a confirmation link to the new address (or, without email, the change at once). */
export function useChangeEmail() {
  return useAccountMutation((body: EmailChangeBody) => http.call(contracts.account.changeEmail, { body }));
}

/** PUT /account/password: ends the other sessions. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: PasswordChangeBody) => http.call(contracts.account.changePassword, { body }),
  });
}

/** POST /users/{id}/invitation (admin): sends the invitation again; reloads the user list. */
export function useSendInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => http.call(contracts.account.invite, { params: { id: userId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: [USERS_KEY] }),
  });
}

/** POST /invitations/pending (admin): a new invitation to everyone with an email and no password yet. */
export function useSendPendingInvitations() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => http.call(contracts.account.invitePending, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: [USERS_KEY] }),
  });
}

/**
 * GET /outbox (admin): the latest 200 emails, older ones a page at a time; looked at again every 10 s while the
 * screen is open.
 */
export function useOutbox(status: OutboxStatus | undefined) {
  return usePagedList({
    queryKey: [OUTBOX_KEY, status ?? 'all'],
    pageSize: 200,
    fetchPage: (page, signal) => http.call(contracts.outbox.list, { query: { status, ...page } }, { signal }),
    refetchInterval: 10_000,
  });
}

/** POST /outbox/{id}/retry (admin). */
export function useRetryEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.call(contracts.outbox.retry, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: [OUTBOX_KEY] }),
  });
}

/** POST /outbox/test (admin): a test email now, to the admin's own address unless `to` is given; the SMTP answer. */
export function useTestEmail() {
  return useMutation({
    mutationFn: (to: string | undefined) => http.call(contracts.outbox.test, { body: to ? { to } : {} }),
  });
}
