import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListedMatch, Match, MatchBody } from '@touchline/domain';
import { listedMatch } from '@touchline/domain';
import { http } from './http';
import { restResource } from './resource';

const MATCHES_PATH = '/matches';

export const matchesApi = restResource<Match, MatchBody>({ key: 'matches', path: MATCHES_PATH });

/** GET /matches outside a query: the Saturday generator reads the latest list before it skips dates. */
export const fetchMatches = () => http.get<Match[]>(MATCHES_PATH);

/**
 * One POST /matches outside a mutation hook: the Saturday generator sends them one at a time, then invalidates once.
 */
export const createMatch = (body: MatchBody) => http.post<Match>(MATCHES_PATH, body);

/** Reloads every match query (the list, upcoming, …) after writes made with `createMatch`. */
export function useInvalidateMatches() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [matchesApi.key] });
}

/**
 * The match screens' lists, each match with its state from events: GET /matches (all, the admin match control),
 * /matches/upcoming (today onwards, not yet ended) or /matches/current-season.
 */
const listPaths = {
  all: MATCHES_PATH,
  upcoming: `${MATCHES_PATH}/upcoming`,
  'current-season': `${MATCHES_PATH}/current-season`,
} as const;
export type MatchListFilter = keyof typeof listPaths;

/** `refetchInterval`: from the list read last, how often to read it again, or false (the default) for not. */
export function useMatchList(
  filter: MatchListFilter,
  refetchInterval: (matches: ListedMatch[] | undefined) => number | false = () => false,
) {
  return useQuery({
    queryKey: [matchesApi.key, filter],
    queryFn: ({ signal }) => http.get(listPaths[filter], { schema: listedMatch.array(), signal }),
    refetchInterval: (query) => refetchInterval(query.state.data),
  });
}
