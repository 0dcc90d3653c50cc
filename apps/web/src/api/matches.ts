import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Match, MatchBody } from '@touchline/domain';
import { match } from '@touchline/domain';
import { http } from './http';
import { restResource } from './resource';

const MATCHES_PATH = '/matches';

export const matchesApi = restResource<Match, MatchBody>({ key: 'matches', path: MATCHES_PATH });

/** GET /matches outside a query: the Saturday generator reads the latest list before it skips dates. */
export const fetchMatches = () => http.get<Match[]>(MATCHES_PATH);

/** One POST /matches outside a mutation hook: the Saturday generator sends them one at a time, then invalidates once. */
export const createMatch = (body: MatchBody) => http.post<Match>(MATCHES_PATH, body);

/** Reloads every match query (the list, upcoming, …) after writes made with `createMatch`. */
export function useInvalidateMatches() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [matchesApi.key] });
}

/** The match screens' lists: GET /matches/upcoming (today onwards) or GET /matches/current-season. */
export type MatchListFilter = 'upcoming' | 'current-season';

export function useMatchList(filter: MatchListFilter) {
  return useQuery({ queryKey: [matchesApi.key, filter], queryFn: () => http.get(`${MATCHES_PATH}/${filter}`, { schema: match.array() }) });
}
