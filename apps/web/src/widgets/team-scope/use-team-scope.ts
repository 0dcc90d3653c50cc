import { useMemo } from 'react';
import { shownTeams, type ShownTeams, type TeamScopeKind } from '@touchline/domain';
import { useMyTeams } from '../../api/team-coaches';
import { useTeamChoice } from './team-choice';

export interface TeamScopeRead {
  /** Null until the person's teams are read (screens wait rather than flash the whole club). */
  scope: ShownTeams | null;
  /** The read failed, or the browser is offline with nothing read yet (the installed app's offline fixtures). */
  failed: boolean;
  retry: () => void;
}

/** The teams a screen shows first (decision 127), from the person's teams and their choice. */
export function useTeamScope(kind: TeamScopeKind): TeamScopeRead {
  const teams = useMyTeams();
  const choice = useTeamChoice();
  const scope = useMemo(() => (teams.data ? shownTeams(teams.data, kind, choice) : null), [teams.data, kind, choice]);
  // Offline, the read would wait for the network (the HTTP client's warm-up): as good as failed for now.
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return { scope, failed: !teams.data && (teams.isError || offline), retry: () => void teams.refetch() };
}
