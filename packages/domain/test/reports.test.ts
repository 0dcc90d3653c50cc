import { describe, expect, it } from 'vitest';
import {
  absenceColour,
  attendanceRate,
  consecutiveHighlighted,
  goalsPerMatch,
  matchRateColour,
  matchesMissedHighlighted,
  progressColour,
  progressItemOf,
  rankScorers,
  ringValue,
  sessionsMissedHighlighted,
  targetProgress,
  trainingRateColour,
} from '../src';

describe('attendance formulas and thresholds', () => {
  it('rate = (total − missed) / total × 100 to one decimal', () => {
    expect(attendanceRate(12, 1)).toBe(91.7);
    expect(attendanceRate(3, 1)).toBe(66.7);
    expect(attendanceRate(0, 0)).toBe(100);
  });
  it('training colours: red below 70, orange below 85', () => {
    expect(trainingRateColour(69.9)).toBe('red');
    expect(trainingRateColour(70)).toBe('orange');
    expect(trainingRateColour(84.9)).toBe('orange');
    expect(trainingRateColour(85)).toBe('green');
  });
  it('match colours: red below 80, orange below 90', () => {
    expect(matchRateColour(79.9)).toBe('red');
    expect(matchRateColour(80)).toBe('orange');
    expect(matchRateColour(90)).toBe('green');
  });
  it('highlights', () => {
    expect([sessionsMissedHighlighted(3), sessionsMissedHighlighted(4)]).toEqual([false, true]);
    expect([matchesMissedHighlighted(2), matchesMissedHighlighted(3)]).toEqual([false, true]);
    expect([consecutiveHighlighted(0), consecutiveHighlighted(2)]).toEqual([false, true]);
    expect([absenceColour(0), absenceColour(4), absenceColour(5)]).toEqual(['green', 'orange', 'red']);
  });
});

describe('top scorers', () => {
  const rows = [
    { player_id: 1, player_name: 'Ann', goals: 2, assists: 3 },
    { player_id: 2, player_name: 'Ben', goals: 4, assists: 0 },
    { player_id: 3, player_name: 'Cat', goals: 1, assists: 0 },
    { player_id: 4, player_name: 'Dan', goals: 0, assists: 1 },
  ];
  it('goals per match to two decimals', () => {
    expect(goalsPerMatch(2, 3)).toBe(0.67);
    expect(goalsPerMatch(1, 0)).toBe(0);
  });
  it('default sort is total contributions descending, top three get medals', () => {
    const ranked = rankScorers(rows, 3);
    expect(ranked.map((r) => [r.player_name, r.total_contributions, r.medal])).toEqual([
      ['Ann', 5, 'gold'],
      ['Ben', 4, 'silver'],
      ['Cat', 1, 'bronze'],
      ['Dan', 1, null],
    ]);
    expect(ranked[1]?.goals_per_match).toBe(1.33);
  });
  it('sorts on any column either way, keeping medals with their players', () => {
    expect(rankScorers(rows, 3, 'goals', 'desc').map((r) => r.player_name)).toEqual(['Ben', 'Ann', 'Cat', 'Dan']);
    expect(rankScorers(rows, 3, 'player_name', 'asc').map((r) => [r.player_name, r.medal])).toEqual([
      ['Ann', 'gold'],
      ['Ben', 'silver'],
      ['Cat', 'bronze'],
      ['Dan', null],
    ]);
  });
});

describe('targets', () => {
  it('progress items and colours', () => {
    expect(progressItemOf(3, 6)).toEqual({ current: 3, target: 6, percentage: 50 });
    expect(progressItemOf(3, null)).toEqual({ current: 3, target: null, percentage: null });
    expect(progressItemOf(0, 0)).toEqual({ current: 0, target: 0, percentage: 100 });
    expect([
      progressColour(100),
      progressColour(99.9),
      progressColour(75),
      progressColour(50),
      progressColour(49.9),
    ]).toEqual(['green', 'blue', 'blue', 'amber', 'red']);
    expect(ringValue(180)).toBe(100);
    expect(ringValue(null)).toBe(0);
  });
  it('goal involvements are goals plus assists; percentages of the team’s played matches', () => {
    const progress = targetProgress(
      { goals: 2, assists: 3, clean_sheets: 1, games_started: 3, appearances: 4, team_matches_played: 6 },
      {
        goals_target: 4,
        clean_sheets_target: null,
        goal_involvements_target: 10,
        starting_percentage_target: 50,
        games_played_percentage_target: 100,
      },
    );
    expect(progress.goalInvolvements).toEqual({ current: 5, target: 10, percentage: 50 });
    expect(progress.startingPercentage).toEqual({ current: 50, target: 50, percentage: 100 });
    expect(progress.gamesPlayedPercentage).toEqual({ current: 66.7, target: 100, percentage: 66.7 });
  });
  it('rounds a rate once, at the end: 2 of 3 started against 80 % is 83.3 % (not 66.7 / 80 = 83.4 %)', () => {
    const figures = { goals: 0, assists: 0, clean_sheets: 0, games_started: 2, appearances: 1, team_matches_played: 3 };
    const progress = targetProgress(figures, {
      goals_target: null,
      clean_sheets_target: null,
      goal_involvements_target: null,
      starting_percentage_target: 80,
      games_played_percentage_target: 33.4,
    });
    expect(progress.startingPercentage).toEqual({ current: 66.7, target: 80, percentage: 83.3 });
    expect(progress.gamesPlayedPercentage).toEqual({ current: 33.3, target: 33.4, percentage: 99.8 });
  });
});

describe('fair playing time', () => {
  it('flags a share below 75 % of the team average', async () => {
    const { isBelowFairShare, minutesShare } = await import('../src');
    expect(minutesShare(50, 170)).toBe(29.4);
    expect(minutesShare(10, 0)).toBe(0);
    expect(isBelowFairShare(45, 60)).toBe(false);
    expect(isBelowFairShare(44.9, 60)).toBe(true);
  });
});
