import { useMemo } from 'react';
import type { ShownTeams } from '@touchline/domain';
import { isAdmin } from '@touchline/domain';
import { useSession } from '../../../session/session-context';
import { useTeamChoice } from '../../../widgets/team-scope/team-choice';
import { scheduleScope, type ScheduleScope } from './schedule-scope';

/** The Fixtures and Training screens' scope for the signed-in person (see `scheduleScope`). */
export function useScheduleScope(scope: ShownTeams): ScheduleScope {
  const { user } = useSession();
  const admin = user !== null && isAdmin(user);
  const choice = useTeamChoice();
  return useMemo(() => scheduleScope(scope, admin, choice), [scope, admin, choice]);
}
