import type { MyTeams, TeamRef } from '../schemas/team-coaches';

/**
 * Whose teams a screen starts from: a coach's screens (dashboard, console, targets, reports) from the teams coached; a
 * member's screens (Fixtures & Results, Live Match) from the children's teams and the teams coached.
 */
export type TeamScopeKind = 'coach' | 'family';
/** The person's choice on a screen: their own teams, or every team (where they may). */
export type TeamChoice = 'mine' | 'all';

export interface ShownTeams {
  /** The teams shown, or null for every team. */
  teamIds: ReadonlySet<number> | null;
  /** The person's own teams for this kind of screen, by name. */
  mine: readonly TeamRef[];
  /** The choice in force (an unavailable 'all' falls back to 'mine'). */
  choice: TeamChoice;
  /** Whether the screen offers 'My teams' / 'All teams'. */
  canChoose: boolean;
  /** A coach who coaches no team yet and may not see every team: the screen shows the next step instead. */
  noTeam: boolean;
}

/**
 * The teams a screen shows first (decision 127). A coach's screens: the teams they coach; 'All teams' only for an
 * admin or the head of coaching (`all_teams`), who see every team when they coach none. A member's screens: the
 * children's teams and those coached, with every team one choice away (the club's fixtures are open to its members);
 * a member with neither sees every team.
 */
export function shownTeams(my: MyTeams, kind: TeamScopeKind, chosen: TeamChoice = 'mine'): ShownTeams {
  const mine =
    kind === 'coach'
      ? my.coaching
      : [...my.family, ...my.coaching.filter((t) => !my.family.some((f) => f.team_id === t.team_id))];
  const mayChooseAll = kind === 'family' || my.all_teams;
  if (mine.length === 0)
    return { teamIds: null, mine, choice: 'all', canChoose: false, noTeam: kind === 'coach' && !mayChooseAll };
  const choice = chosen === 'all' && mayChooseAll ? 'all' : 'mine';
  return {
    teamIds: choice === 'all' ? null : new Set(mine.map((t) => t.team_id)),
    mine,
    choice,
    canChoose: mayChooseAll,
    noTeam: false,
  };
}

/** Whether a team is shown in the scope. */
export function showsTeam(scope: Pick<ShownTeams, 'teamIds' | 'noTeam'>, teamId: number): boolean {
  return !scope.noTeam && (scope.teamIds === null || scope.teamIds.has(teamId));
}

/** The rows of the scope's teams, in their order. */
export function withinShownTeams<T extends { team_id: number }>(
  scope: Pick<ShownTeams, 'teamIds' | 'noTeam'>,
  rows: readonly T[],
): T[] {
  return rows.filter((row) => showsTeam(scope, row.team_id));
}
