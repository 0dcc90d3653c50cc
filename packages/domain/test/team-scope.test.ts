import { describe, expect, it } from 'vitest';
import { showsTeam, shownTeams, withinShownTeams, type MyTeams } from '../src';

const u12 = { team_id: 12, team_name: 'U12 Lions' };
const u8 = { team_id: 8, team_name: 'U8 Cubs' };
const my = (over: Partial<MyTeams> = {}): MyTeams => ({ coaching: [], family: [], all_teams: false, ...over });
const ids = (set: ReadonlySet<number> | null) => (set === null ? null : [...set].sort((a, b) => a - b));

describe('teamScope (decision 127)', () => {
  it("shows a coach's screens their teams only, without an 'All teams' choice", () => {
    const scope = shownTeams(my({ coaching: [u12] }), 'coach', 'all');
    expect(ids(scope.teamIds)).toEqual([12]);
    expect(scope).toMatchObject({ choice: 'mine', canChoose: false, noTeam: false });
    expect(showsTeam(scope, 12)).toBe(true);
    expect(showsTeam(scope, 8)).toBe(false);
    expect(withinShownTeams(scope, [{ team_id: 8 }, { team_id: 12 }])).toEqual([{ team_id: 12 }]);
  });

  it('offers every team to an admin or the head of coaching, their own teams first', () => {
    const head = my({ coaching: [u12], all_teams: true });
    expect(ids(shownTeams(head, 'coach').teamIds)).toEqual([12]);
    expect(shownTeams(head, 'coach').canChoose).toBe(true);
    expect(shownTeams(head, 'coach', 'all')).toMatchObject({ teamIds: null, choice: 'all' });
    // An admin who coaches no team sees every team, with nothing to choose.
    expect(shownTeams(my({ all_teams: true }), 'coach')).toMatchObject({
      teamIds: null,
      canChoose: false,
      noTeam: false,
    });
  });

  it('gives a coach with no team the next step, not the whole club', () => {
    const scope = shownTeams(my({ family: [u8] }), 'coach');
    expect(scope.noTeam).toBe(true);
    expect(showsTeam(scope, 8)).toBe(false);
    expect(withinShownTeams(scope, [{ team_id: 8 }])).toEqual([]);
  });

  it("starts a family's screens on its children's teams, every team one choice away", () => {
    const family = my({ family: [u8, u12] });
    expect(ids(shownTeams(family, 'family').teamIds)).toEqual([8, 12]);
    expect(shownTeams(family, 'family')).toMatchObject({ canChoose: true, choice: 'mine' });
    expect(shownTeams(family, 'family', 'all').teamIds).toBeNull();
    // A parent who coaches too: both, the children's first.
    const both = shownTeams(my({ family: [u8], coaching: [u12, u8] }), 'family');
    expect(both.mine.map((t) => t.team_id)).toEqual([8, 12]);
    // A member with no child in a team sees the club's fixtures.
    expect(shownTeams(my(), 'family')).toMatchObject({ teamIds: null, noTeam: false, canChoose: false });
  });
});
