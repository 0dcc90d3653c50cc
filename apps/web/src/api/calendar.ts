import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contracts } from '@touchline/domain';
import { http } from './http';

export const calendarKeys = {
  all: ['calendar'] as const,
  feed: () => ['calendar', 'feed'] as const,
};

/** GET /calendar/feed: creates the feed on first use, then answers the same address until it is reset. */
export function useCalendarFeed(enabled = true) {
  return useQuery({
    queryKey: calendarKeys.feed(),
    queryFn: ({ signal }) => http.call(contracts.calendar.feed, {}, { signal }),
    enabled,
    staleTime: Infinity,
  });
}

/** POST /calendar/feed/reset: a new address (the old one stops working); the answer replaces the cached feed. */
export function useResetCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => http.call(contracts.calendar.resetFeed),
    onSuccess: (feed) => client.setQueryData(calendarKeys.feed(), feed),
  });
}
