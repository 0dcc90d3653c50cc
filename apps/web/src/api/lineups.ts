import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Formation,
  FormationSummary,
  LineupResponse,
  Match,
  Player,
  SaveLineupBody,
  SquadBody,
} from '@touchline/domain';
import { contracts } from '@touchline/domain';
import { http, HttpError } from './http';
import { known, t } from '../i18n/i18n';

/** The spec's own failure texts of the lineup calls (§8), shown after 'Error loading data: ' and the like. */
export const lineupFailures = {
  get match() {
    return t('Failed to fetch match details');
  },
  get formations() {
    return t('Failed to fetch formations');
  },
  get matchPlayers() {
    return t('Failed to fetch match players');
  },
  get lineup() {
    return t('Failed to fetch lineup data');
  },
  get formation() {
    return t('Failed to fetch formation details');
  },
  get save() {
    return t('Failed to save lineup');
  },
};

export const lineupKeys = {
  all: ['lineups'] as const,
  formations: () => ['lineups', 'formations'] as const,
  formation: (formationId: number) => ['lineups', 'formations', formationId] as const,
  lineup: (matchId: number) => ['lineups', 'match', matchId, 'lineup'] as const,
  match: (matchId: number) => ['lineups', 'match', matchId, 'details'] as const,
  matchPlayers: (matchId: number) => ['lineups', 'match', matchId, 'players'] as const,
  teamPlayers: (teamId: number) => ['lineups', 'team', teamId, 'players'] as const,
};

/** Any failure of a read becomes the spec's text for that read (a cancelled read stays as it is). */
async function orFail<T>(read: Promise<T>, failure: string): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof HttpError && error.kind === 'aborted') throw error;
    throw new Error(failure, { cause: error });
  }
}

function serverError(error: unknown): string | null {
  if (
    !(error instanceof HttpError) ||
    typeof error.body !== 'object' ||
    error.body === null ||
    !('error' in error.body)
  )
    return null;
  return typeof error.body.error === 'string' && error.body.error !== '' ? known(error.body.error) : null;
}

export const lineupsApi = {
  formations: (signal?: AbortSignal): Promise<FormationSummary[]> =>
    orFail(http.call(contracts.lineups.formations, {}, { signal }), lineupFailures.formations),
  formation: (formationId: number, signal?: AbortSignal): Promise<Formation> =>
    orFail(
      http.call(contracts.lineups.formation, { params: { id: formationId } }, { signal }),
      lineupFailures.formation,
    ),
  match: (matchId: number, signal?: AbortSignal): Promise<Match> =>
    orFail(http.call(contracts.matches.get, { params: { id: matchId } }, { signal }), lineupFailures.match),
  /** Players of the match's team not recorded unavailable on the match date. */
  matchPlayers: (matchId: number, signal?: AbortSignal): Promise<Player[]> =>
    orFail(http.call(contracts.lineups.matchPlayers, { params: { matchId } }, { signal }), lineupFailures.matchPlayers),
  /** Every player of a team, to show the ones missing from the match's list as unavailable. */
  teamPlayers: (teamId: number, signal?: AbortSignal): Promise<Player[]> =>
    orFail(
      http.call(contracts.players.list, { query: { team_id: [teamId] } }, { signal }),
      lineupFailures.matchPlayers,
    ),
  /** The saved lineup, or null when the match has none yet (404). */
  lineup: async (matchId: number, signal?: AbortSignal): Promise<LineupResponse | null> => {
    try {
      return await http.call(contracts.lineups.get, { params: { matchId } }, { signal });
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) return null;
      if (error instanceof HttpError && error.kind === 'aborted') throw error;
      throw new Error(lineupFailures.lineup, { cause: error });
    }
  },
  /** Saves the lineup; a failure carries the server's error text, or 'Failed to save lineup'. */
  save: async (matchId: number, body: SaveLineupBody): Promise<LineupResponse> => {
    try {
      return await http.call(contracts.lineups.save, { params: { matchId }, body });
    } catch (error) {
      throw new Error(serverError(error) ?? lineupFailures.save, { cause: error });
    }
  },
};

export function useFormations(enabled = true) {
  return useQuery({
    queryKey: lineupKeys.formations(),
    queryFn: ({ signal }) => lineupsApi.formations(signal),
    enabled,
    staleTime: Infinity,
  });
}

export function useFormation(formationId: number | null) {
  return useQuery({
    queryKey: lineupKeys.formation(formationId ?? 0),
    queryFn: ({ signal }) => lineupsApi.formation(formationId ?? 0, signal),
    enabled: formationId !== null,
    // Formations are fixed data (a migration creates them).
    staleTime: Infinity,
  });
}

export function useLineupMatch(matchId: number, enabled = true) {
  return useQuery({
    queryKey: lineupKeys.match(matchId),
    queryFn: ({ signal }) => lineupsApi.match(matchId, signal),
    enabled,
  });
}

export function useMatchPlayers(matchId: number) {
  return useQuery({
    queryKey: lineupKeys.matchPlayers(matchId),
    queryFn: ({ signal }) => lineupsApi.matchPlayers(matchId, signal),
  });
}

export function useTeamPlayers(teamId: number | undefined) {
  return useQuery({
    queryKey: lineupKeys.teamPlayers(teamId ?? 0),
    queryFn: ({ signal }) => lineupsApi.teamPlayers(teamId ?? 0, signal),
    enabled: teamId !== undefined,
  });
}

export function useMatchLineup(matchId: number, enabled = true) {
  return useQuery({
    queryKey: lineupKeys.lineup(matchId),
    queryFn: ({ signal }) => lineupsApi.lineup(matchId, signal),
    enabled,
  });
}

/** Saves a match's lineup and puts the server's answer in place of the cached one. */
export function useSaveLineup(matchId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveLineupBody) => lineupsApi.save(matchId, body),
    onSuccess: (saved) => client.setQueryData(lineupKeys.lineup(matchId), saved),
  });
}

/** GET /matches/{id}/squad (coach or admin): the published squad, if any. */
export function useSquad(matchId: number, enabled = true) {
  return useQuery({
    queryKey: ['squad', matchId],
    queryFn: ({ signal }) => http.call(contracts.squad.get, { params: { id: matchId } }, { signal }),
    enabled,
  });
}

/** POST /matches/{id}/squad: publish the squad; the selected players' families are told. */
export function usePublishSquad(matchId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SquadBody) => http.call(contracts.squad.publish, { params: { id: matchId }, body }),
    onSuccess: (squad) => client.setQueryData(['squad', matchId], squad),
  });
}
