import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contracts } from '@touchline/domain';
import { http } from './http';

/** A match's live links for relatives (decision 111). Query key: ['live-links', matchId]. */
const AREA = 'live-links';
const { liveLinks } = contracts;

/** GET /matches/{id}/live-links: the links that still work (the team's coaches and admins). */
export function useLiveLinks(matchId: number, enabled = true) {
  return useQuery({
    queryKey: [AREA, matchId],
    queryFn: ({ signal }) => http.call(liveLinks.list, { params: { id: matchId } }, { signal }),
    enabled,
  });
}

/** POST /matches/{id}/live-links: a new link; its address is in this answer only. */
export function useShareLiveLink(matchId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => http.call(liveLinks.create, { params: { id: matchId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: [AREA, matchId] }),
  });
}

/** DELETE /matches/{id}/live-links/{linkId}: the link stops working at once. */
export function useRevokeLiveLink(matchId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (linkId: number) => http.call(liveLinks.revoke, { params: { id: matchId, linkId } }),
    onSettled: () => client.invalidateQueries({ queryKey: [AREA, matchId] }),
  });
}

/**
 * POST /live-links/view: what a live link shows, with its token in the body (never in a URL). No sign-in, and no
 * warm-up retry: the page polls again on its own, and says it is offline meanwhile.
 */
export const watchLiveLink = (token: string, signal?: AbortSignal) =>
  http.call(liveLinks.view, { body: { token } }, { token: null, retry: false, signal });
