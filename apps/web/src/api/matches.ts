import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListedMatch, MatchBody, MatchStatusBody } from '@touchline/domain';
import { contracts } from '@touchline/domain';
import { http } from './http';
import { restResource } from './resource';

export const matchesApi = restResource({ key: 'matches', contracts: contracts.matches });

/** GET /matches outside a query: the Saturday generator reads the latest list before it skips dates. */
export const fetchMatches = () => http.call(contracts.matches.list);

/**
 * One POST /matches outside a mutation hook: the Saturday generator sends them one at a time, then invalidates once.
 */
export const createMatch = (body: MatchBody) => http.call(contracts.matches.create, { body });

/** Reloads every match query (the list, upcoming, …) after writes made with `createMatch`. */
export function useInvalidateMatches() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [matchesApi.key] });
}

/**
 * The match screens' lists, each match with its state from events: GET /matches (all, the admin match control),
 * /matches/upcoming (today onwards, not yet ended) or /matches/current-season.
 */
const listContracts = {
  all: contracts.matches.list,
  upcoming: contracts.matches.upcoming,
  'current-season': contracts.matches.currentSeason,
} as const;
export type MatchListFilter = keyof typeof listContracts;

/** A query's teams (#30): sorted ids, or undefined for every team (null or undefined given). */
export function teamIdsQuery(teamIds: ReadonlySet<number> | readonly number[] | null | undefined) {
  return teamIds ? { team_id: [...teamIds].sort((a, b) => a - b) } : {};
}

/** The query key of a match list, of the teams named or every team. */
export const matchListKey = (filter: MatchListFilter, teamIds?: ReadonlySet<number> | null) =>
  [matchesApi.key, filter, ...(teamIds ? [teamIdsQuery(teamIds).team_id] : [])] as const;

/**
 * `refetchInterval`: from the list read last, how often to read it again, or false (the default) for not. `teamIds`:
 * the teams a screen shows (decision 127), asked of the server (`?team_id=`), or null for every team.
 */
export function useMatchList(
  filter: MatchListFilter,
  refetchInterval: (matches: ListedMatch[] | undefined) => number | false = () => false,
  teamIds: ReadonlySet<number> | null = null,
) {
  return useQuery({
    queryKey: matchListKey(filter, teamIds),
    queryFn: ({ signal }) => http.call(listContracts[filter], { query: teamIdsQuery(teamIds) }, { signal }),
    refetchInterval: (query) => refetchInterval(query.state.data),
  });
}

/** POST /matches/{id}/status: postpone or cancel with a reason (families are told), or put the fixture back on. */
export function useSetMatchStatus() {
  const invalidate = useInvalidateMatches();
  return useMutation({
    mutationFn: ({ matchId, body }: { matchId: number; body: MatchStatusBody }) =>
      http.call(contracts.matches.setStatus, { params: { id: matchId }, body }),
    onSuccess: invalidate,
  });
}
