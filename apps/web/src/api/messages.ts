import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageBody } from '@touchline/domain';
import { contracts } from '@touchline/domain';
import { http } from './http';
import { usePagedList } from './paged-list';

/** The rows of a page of the inbox or of sent messages: the server's own when no limit is sent. */
const MESSAGES_PAGE = 100;

/** Every query of the inbox and of sent messages starts with this key (sending or opening one reloads them). */
const INBOX_KEY = 'inbox';
const UNREAD_POLL_MS = 60_000;

/** GET /inbox: the latest 100 messages, newest first, and older ones a page at a time. */
export function useInbox() {
  return usePagedList({
    queryKey: [INBOX_KEY, 'list'],
    pageSize: MESSAGES_PAGE,
    fetchPage: (query, signal) => http.call(contracts.messages.inbox, { query }, { signal }),
  });
}

/** GET /inbox/unread: looked at every 60 s, and again after a message is opened. */
export function useUnreadCount() {
  return useQuery({
    queryKey: [INBOX_KEY, 'unread'],
    queryFn: ({ signal }) => http.call(contracts.messages.unread, {}, { signal }),
    refetchInterval: UNREAD_POLL_MS,
  });
}

/** GET /inbox/{id}: opening it marks it read, so the inbox and its unread count are looked at again. */
export function useMessage(id: number) {
  const client = useQueryClient();
  return useQuery({
    queryKey: [INBOX_KEY, 'message', id],
    queryFn: async ({ signal }) => {
      const message = await http.call(contracts.messages.open, { params: { id } }, { signal });
      void client.invalidateQueries({ queryKey: [INBOX_KEY, 'unread'] });
      void client.invalidateQueries({ queryKey: [INBOX_KEY, 'list'] });
      return message;
    },
  });
}

/** GET /messages/sent (coach or admin). */
export function useSentMessages(enabled: boolean) {
  return usePagedList({
    queryKey: [INBOX_KEY, 'sent'],
    pageSize: MESSAGES_PAGE,
    fetchPage: (query, signal) => http.call(contracts.messages.sent, { query }, { signal }),
    enabled,
  });
}

/** GET /messages/{id}/seen (its sender or an admin): looked at again every 60 s while open. */
export function useSeenBy(id: number, enabled: boolean) {
  return useQuery({
    queryKey: [INBOX_KEY, 'seen', id],
    queryFn: ({ signal }) => http.call(contracts.messages.seen, { params: { id } }, { signal }),
    enabled,
    refetchInterval: UNREAD_POLL_MS,
  });
}

/** POST /messages (coach or admin). */
export function useSendMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MessageBody) => http.call(contracts.messages.send, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: [INBOX_KEY] }),
  });
}
