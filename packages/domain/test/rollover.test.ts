import { describe, expect, it } from 'vitest';
import {
  followingSeason,
  nextAgeGroup,
  nextTeamName,
  proposedChoices,
  rolloverMessages,
  rolloverProblems,
  shapeOf,
} from '../src';

describe('the next age group and team name', () => {
  it('moves a team up one age group, written as it was', () => {
    expect(nextAgeGroup('U9')).toBe('U10');
    expect(nextAgeGroup('u11s')).toBe('u12s');
    expect(nextAgeGroup('U-7')).toBe('U-8');
    expect(nextAgeGroup('U17')).toBe('U18');
  });
  it('has none after U18 or for a group without an age', () => {
    expect(nextAgeGroup('U18')).toBeNull();
    expect(nextAgeGroup('Open')).toBeNull();
    expect(nextAgeGroup('Adults')).toBeNull();
  });
  it("renames the age group in the team's name, and nothing else", () => {
    expect(nextTeamName('U9 Lions', 'U9', 'U10')).toBe('U10 Lions');
    expect(nextTeamName('Lions u9s', 'u9s', 'u10s')).toBe('Lions u10s');
    expect(nextTeamName('Lions', 'U9', 'U10')).toBe('Lions');
    expect(nextTeamName('U19 Hawks', 'U9', 'U10')).toBe('U19 Hawks');
    expect(nextTeamName('U1 Ducks', 'U1', 'U2')).toBe('U2 Ducks');
  });
  it('proposes every team in its next age group, an adult team as it is', () => {
    const teams = [
      { team_id: 1, team_name: 'U9 Lions', age_group: 'U9', youth_mode: null, match_minutes: null },
      { team_id: 2, team_name: 'First XI', age_group: 'Open', youth_mode: null, match_minutes: null },
    ];
    expect(proposedChoices(teams)).toEqual([
      { team_id: 1, team_name: 'U10 Lions', age_group: 'U10' },
      { team_id: 2, team_name: 'First XI', age_group: 'Open' },
    ]);
  });
});

describe("a team's shape follows its age group", () => {
  it('youth mode, match length and players on the pitch from the age group, or the choices made', () => {
    expect(shapeOf({ team_name: 'U11 Owls', age_group: 'U11', youth_mode: null, match_minutes: null })).toEqual({
      team_name: 'U11 Owls',
      age_group: 'U11',
      youth_mode: true,
      match_minutes: 60,
      on_pitch: 9,
    });
    expect(shapeOf({ team_name: 'U12 Owls', age_group: 'U12', youth_mode: null, match_minutes: null })).toMatchObject({
      youth_mode: false,
      match_minutes: 60,
      on_pitch: 9,
    });
    expect(shapeOf({ team_name: 'x', age_group: 'U12', youth_mode: true, match_minutes: 70 })).toMatchObject({
      youth_mode: true,
      match_minutes: 70,
    });
  });
});

describe('the season proposed', () => {
  it('is the FA season after the current one', () => {
    expect(followingSeason({ end_date: '2026-08-31' }, '2026-07-01')).toEqual({
      name: '2026/27',
      start_date: '2026-09-01',
      end_date: '2027-08-31',
    });
    expect(followingSeason({ end_date: '2026-09-30' }, '2026-07-01').start_date).toBe('2027-09-01');
  });
  it('without a current season, the one a club prepares from June or the running one', () => {
    expect(followingSeason(null, '2026-06-15').name).toBe('2026/27');
    expect(followingSeason(null, '2027-02-01').name).toBe('2026/27');
  });
});

describe('what refuses a rollover', () => {
  const seasons = [{ name: '2025/26', start_date: '2025-09-01', end_date: '2026-08-31', is_current: true }];
  const teams = [
    { team_id: 1, team_name: 'U9 Lions', age_group: 'U9', youth_mode: null, match_minutes: null },
    { team_id: 2, team_name: 'U10 Lions', age_group: 'U10', youth_mode: null, match_minutes: null },
  ];
  const season = { name: '2026/27', start_date: '2026-09-01', end_date: '2027-08-31' };
  const base = { season, seasons, teams, players: new Set([10, 11]), leaving: [] as number[] };

  it('nothing when every team moves up together', () => {
    const choices = proposedChoices(teams);
    expect(rolloverProblems({ ...base, choices })).toEqual([]);
  });
  it('a season name used, or dates overlapping another season', () => {
    const clash = { ...season, name: '2025/26' };
    expect(rolloverProblems({ ...base, season: clash, choices: [] })).toEqual([
      rolloverMessages.seasonTaken('2025/26'),
    ]);
    const early = { ...season, start_date: '2026-08-01' };
    expect(rolloverProblems({ ...base, season: early, choices: [] })).toEqual([rolloverMessages.overlaps('2025/26')]);
  });
  it('two teams with one name afterwards, a team chosen twice or unknown', () => {
    const choices = [{ team_id: 1, team_name: 'U10 Lions', age_group: 'U10' }];
    expect(rolloverProblems({ ...base, choices })).toEqual([rolloverMessages.sameName('U10 Lions')]);
    const twice = [...proposedChoices(teams), { team_id: 1, team_name: 'U10 Cubs', age_group: 'U10' }];
    expect(rolloverProblems({ ...base, choices: twice })).toContain(rolloverMessages.twice(1));
    const unknown = [{ team_id: 9, team_name: 'x', age_group: 'U10' }];
    expect(rolloverProblems({ ...base, choices: unknown })).toContain(rolloverMessages.unknownTeam(9));
  });
  it('a leaver who is not in a team', () => {
    expect(rolloverProblems({ ...base, choices: proposedChoices(teams), leaving: [10, 12] })).toEqual([
      rolloverMessages.unknownPlayer(12),
    ]);
  });
});
