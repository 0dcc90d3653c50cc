import { describe, expect, it } from 'vitest';
import { shownTeams, type MyTeams } from '@touchline/domain';
import {
  mayChange,
  mayCreate,
  onlyTeam,
  scheduleRows,
  scheduleScope,
  showsOthersToRead,
  writableTeams,
} from '../src/features/admin/schedules/schedule-scope';

const lions = { team_id: 3, team_name: 'U12 Lions' };
const cubs = { team_id: 8, team_name: 'U9 Cubs' };
const my = (over: Partial<MyTeams> = {}): MyTeams => ({ coaching: [], family: [], all_teams: false, ...over });
const rows = [
  { id: 1, team_id: 8 },
  { id: 2, team_id: 3 },
  { id: 3, team_id: 9 },
  { id: 4, team_id: 3 },
];
const ids = (list: readonly { id: number }[]) => list.map((row) => row.id);

describe('the Fixtures and Training screens for a team coach (#30)', () => {
  it("start on the coach's teams, every other team's one choice away and read-only", () => {
    const mine = scheduleScope(shownTeams(my({ coaching: [lions] }), 'coach'), false, 'mine');
    expect(ids(scheduleRows(mine, rows))).toEqual([2, 4]);
    expect(mine.shown).toMatchObject({ canChoose: true, choice: 'mine' });
    expect(showsOthersToRead(mine)).toBe(false);

    const all = scheduleScope(shownTeams(my({ coaching: [lions] }), 'coach'), false, 'all');
    // Their own first, each in the list's order.
    expect(ids(scheduleRows(all, rows))).toEqual([2, 4, 1, 3]);
    expect(all.shown).toMatchObject({ teamIds: null, choice: 'all' });
    expect(showsOthersToRead(all)).toBe(true);
    expect([mayChange(all, 3), mayChange(all, 8)]).toEqual([true, false]);
    expect(all.admin).toBe(false);
  });

  it('offer a coach only their teams to create for, the one team already chosen', () => {
    const one = scheduleScope(shownTeams(my({ coaching: [lions] }), 'coach'), false, 'mine');
    expect(writableTeams(one, [cubs, lions])).toEqual([lions]);
    expect(onlyTeam(one)).toBe('3');
    const two = scheduleScope(shownTeams(my({ coaching: [lions, cubs] }), 'coach'), false, 'mine');
    expect(onlyTeam(two)).toBe('');
    expect(mayCreate(two)).toBe(true);
  });

  it('leave an admin every team, changed and deleted, with no choice when they coach none', () => {
    const admin = scheduleScope(shownTeams(my({ all_teams: true }), 'coach'), true, 'mine');
    expect(ids(scheduleRows(admin, rows))).toEqual([1, 2, 3, 4]);
    expect(admin.shown.canChoose).toBe(false);
    expect([mayChange(admin, 8), admin.admin, onlyTeam(admin)]).toEqual([true, true, '']);
    expect(writableTeams(admin, [cubs, lions])).toEqual([cubs, lions]);
    // An admin who coaches a team starts on it, and changes every team's.
    const coaching = scheduleScope(shownTeams(my({ coaching: [lions], all_teams: true }), 'coach'), true, 'mine');
    expect(ids(scheduleRows(coaching, rows))).toEqual([2, 4]);
    expect(showsOthersToRead(scheduleScope(coaching.shown, true, 'all'))).toBe(false);
  });

  it('leave the head of coaching who coaches no team every team to read, and nothing to create', () => {
    const head = scheduleScope(shownTeams(my({ all_teams: true }), 'coach'), false, 'mine');
    expect(ids(scheduleRows(head, rows))).toEqual([1, 2, 3, 4]);
    expect([mayCreate(head), mayChange(head, 3)]).toEqual([false, false]);
  });
});
