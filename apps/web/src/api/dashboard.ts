import type { QueryClient } from '@tanstack/react-query';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Coach, User } from '@touchline/domain';
import { contracts, msg } from '@touchline/domain';
import { useEffect, useState } from 'react';
import { availabilityKeys } from './availability';
import { calendarKeys } from './calendar';
import { http } from './http';
import { teamIdsQuery } from './matches';
import { playersApi } from './players';
import { teamsApi } from './teams';
import { trainingsApi } from './trainings';
import { t } from '../i18n/i18n';

/** The dashboard's own reads that no other area file has. Keys start with the area each read belongs to. */
export const dashboardKeys = {
  user: (userId: number) => ['users', 'current', userId] as const,
  coaches: () => ['users', 'coaches'] as const,
  upcomingTrainings: () => [trainingsApi.key, 'upcoming'] as const,
  team: (teamId: number) => [teamsApi.key, teamId] as const,
  availabilityRecords: (from: string, teamIds: readonly number[] | null) =>
    [...availabilityKeys.all, 'records', from, teamIds ?? 'all'] as const,
};

/**
 * GET /users/{id}: the signed-in user, starting from the session's copy (no request on load) and re-read with the
 * dashboard's refresh, so a change of user types shows up; a failed re-read is the query's error.
 */
export function useCurrentUser(initial: User) {
  return useQuery<User>({
    queryKey: dashboardKeys.user(initial.user_id),
    queryFn: ({ signal }) => http.call(contracts.users.get, { params: { id: initial.user_id } }, { signal }),
    initialData: initial,
    staleTime: Infinity,
  });
}

/** GET /trainings/upcoming: every session from today, in date order (the banner and the coach's carousel). */
export function useUpcomingTrainings(enabled = true, teamIds: ReadonlySet<number> | null = null) {
  const query = teamIdsQuery(teamIds);
  return useQuery({
    queryKey: [...dashboardKeys.upcomingTrainings(), ...(query.team_id ? [query.team_id] : [])],
    queryFn: ({ signal }) => http.call(contracts.trainings.upcoming, { query }, { signal }),
    enabled,
  });
}

/** The spec's text for a team name that could not be read (the badge then shows 'FC'). */
export const TEAM_NAME_FAILED = msg('Failed to fetch team name');

/** GET /teams/{id}: the club team's name for the Next Match badges; any failure is 'Failed to fetch team name'. */
export function useTeam(teamId: number | null) {
  return useQuery({
    queryKey: dashboardKeys.team(teamId ?? 0),
    queryFn: async ({ signal }) => {
      try {
        return await http.call(contracts.teams.get, { params: { id: teamId ?? 0 } }, { signal });
      } catch (error) {
        throw new Error(t(TEAM_NAME_FAILED), { cause: error });
      }
    },
    enabled: teamId !== null,
  });
}

/**
 * GET /players: every player (a player account's own record is the one that comes with a date of birth). An answer
 * that is not a list of players fails as 'invalid-response', which the coach's carousel names 'Invalid players data
 * format'.
 */
export function useClubPlayers(enabled = true, teamIds: ReadonlySet<number> | null = null) {
  const whole = playersApi.useList(enabled && teamIds === null);
  const query = teamIdsQuery(teamIds);
  // The teams shown only (#30): a club of 100 teams answers 2,000 players otherwise.
  const ofTeams = useQuery({
    queryKey: [playersApi.key, 'teams', query.team_id ?? []],
    queryFn: ({ signal }) => http.call(contracts.players.list, { query }, { signal }),
    enabled: enabled && teamIds !== null,
  });
  return teamIds === null ? whole : ofTeams;
}

/** GET /users/coaches: every user of type Coach (the available coaches of the coach's availability modal). */
export function useCoaches(enabled = true) {
  return useQuery<Coach[]>({
    queryKey: dashboardKeys.coaches(),
    queryFn: ({ signal }) => http.call(contracts.users.coaches, {}, { signal }),
    enabled,
  });
}

/**
 * GET /availability?from=…&team_id=…: the player unavailability records the user may see from `from` (YYYY-MM-DD) on,
 * of the teams shown (`teamIds`, every team when null), not the club's whole history.
 */
export function useAvailabilityRecords(from: string, teamIds: ReadonlySet<number> | null, enabled = true) {
  const query = { from, ...teamIdsQuery(teamIds) };
  return useQuery({
    queryKey: dashboardKeys.availabilityRecords(from, query.team_id ?? null),
    queryFn: ({ signal }) => http.call(contracts.availability.list, { query }, { signal }),
    enabled,
  });
}

/** The areas the dashboard reads (query keys start with these). */
const DASHBOARD_AREAS = [
  'users',
  'players',
  'matches',
  'trainings',
  'teams',
  'availability',
  'statistics',
  'player-targets',
  'calendar',
];

function setDashboardDefaults(client: QueryClient, staleTime: number | undefined) {
  for (const area of DASHBOARD_AREAS) client.setQueryDefaults([area], staleTime === undefined ? {} : { staleTime });
}

/**
 * The dashboard's read policy, for as long as it is on screen. Its reads stay fresh for `intervalMs` (they are not
 * read again when the window regains focus, which browsers may signal while the page loads) and every `intervalMs`
 * what is on screen is read again (spec: tiles refresh every 5 minutes); the calendar address never changes by
 * itself and is left alone. Writes still reload what they change at once.
 */
export function useDashboardRefresh(intervalMs: number) {
  const client = useQueryClient();
  // Set before the first reads start (they take the defaults as they are created), and again after a remount.
  useState(() => setDashboardDefaults(client, intervalMs));
  useEffect(() => {
    setDashboardDefaults(client, intervalMs);
    return () => setDashboardDefaults(client, undefined);
  }, [client, intervalMs]);
  useEffect(() => {
    const timer = setInterval(() => {
      void client.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== calendarKeys.all[0],
        refetchType: 'active',
      });
    }, intervalMs);
    return () => clearInterval(timer);
  }, [client, intervalMs]);
}
