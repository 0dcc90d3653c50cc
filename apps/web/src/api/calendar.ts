import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { lazySchema } from '@touchline/domain';
import { http } from './http';

/** The signed-in user's private calendar feed: the https address, the same as webcal:, and its QR code as SVG. */
export const calendarFeed = lazySchema(() => z.object({ url: z.string(), webcal_url: z.string(), qr_svg: z.string() }));
export type CalendarFeed = z.infer<typeof calendarFeed>;

export const calendarKeys = {
  all: ['calendar'] as const,
  feed: () => ['calendar', 'feed'] as const,
};

/** GET /calendar/feed: creates the feed on first use, then answers the same address until it is reset. */
export function useCalendarFeed(enabled = true) {
  return useQuery({
    queryKey: calendarKeys.feed(),
    queryFn: ({ signal }) => http.get('/calendar/feed', { schema: calendarFeed, signal }),
    enabled,
    staleTime: Infinity,
  });
}

/** POST /calendar/feed/reset: a new address (the old one stops working); the answer replaces the cached feed. */
export function useResetCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => http.post('/calendar/feed/reset', undefined, { schema: calendarFeed }),
    onSuccess: (feed) => client.setQueryData(calendarKeys.feed(), feed),
  });
}
