import type { ShownTeams, TeamChoice } from '@touchline/domain';

/**
 * Who does what on the Fixtures and Training screens (#30, decision 126): the person's own teams first ('My teams'),
 * every team one choice away (the club's fixtures are open to its members) but another team's rows read-only; an admin
 * changes every team's, and deleting stays an admin's.
 */
export interface ScheduleScope {
  /** The teams shown and the 'My teams' / 'All teams' choice; `mine` the teams coached. */
  shown: ShownTeams;
  /** The teams whose fixtures and sessions the person creates and changes; null for every team (an admin). */
  writable: ReadonlySet<number> | null;
  /**
   * An admin: deleting a fixture or a session stays theirs (a coach postpones or cancels, which keeps its history), and
   * so do the club's lists (opposition teams).
   */
  admin: boolean;
}

/** The screens' scope from the person's coach scope (decision 127), whether they are an admin, and their choice. */
export function scheduleScope(scope: ShownTeams, admin: boolean, chosen: TeamChoice): ScheduleScope {
  const own = new Set(scope.mine.map((team) => team.team_id));
  const canChoose = own.size > 0;
  const choice: TeamChoice = canChoose && chosen === 'mine' ? 'mine' : 'all';
  return {
    shown: { ...scope, choice, canChoose, teamIds: choice === 'all' ? null : own },
    writable: admin ? null : own,
    admin,
  };
}

/** Whether the person creates and changes this team's fixtures and sessions. */
export function mayChange(scope: ScheduleScope, teamId: number): boolean {
  return scope.writable === null || scope.writable.has(teamId);
}

/** Whether the person may create anything at all (a head of coaching who coaches no team reads only). */
export function mayCreate(scope: ScheduleScope): boolean {
  return scope.writable === null || scope.writable.size > 0;
}

/** Whether other teams' rows are shown to one who may not change them (a coach who chose 'All teams'). */
export function showsOthersToRead(scope: ScheduleScope): boolean {
  return scope.writable !== null && scope.shown.choice === 'all';
}

/** The teams a new fixture or session may be for, in their order: every team for an admin, else their own. */
export function writableTeams<T extends { team_id: number }>(scope: ScheduleScope, teams: readonly T[]): T[] {
  const writable = scope.writable;
  return writable === null ? [...teams] : teams.filter((team) => writable.has(team.team_id));
}

/** The one team a coach of a single team creates for, preselected; '' when there is a choice to make. */
export function onlyTeam(scope: ScheduleScope): string {
  const writable = scope.writable;
  if (writable === null || writable.size !== 1) return '';
  return String([...writable][0]);
}

/** The rows shown: the person's own teams' first, then (with 'All teams') every other team's, each in list order. */
export function scheduleRows<T extends { team_id: number }>(scope: ScheduleScope, rows: readonly T[]): T[] {
  const ids = scope.shown.teamIds;
  if (ids !== null) return rows.filter((row) => ids.has(row.team_id));
  const own = new Set(scope.shown.mine.map((team) => team.team_id));
  if (own.size === 0) return [...rows];
  return [...rows.filter((row) => own.has(row.team_id)), ...rows.filter((row) => !own.has(row.team_id))];
}
