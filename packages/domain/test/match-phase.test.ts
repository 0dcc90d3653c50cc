import { describe, expect, it } from 'vitest';
import {
  adminStatus,
  clockText,
  computeScore,
  countGoals,
  defaultMeetTime,
  displayedMinute,
  matchPhase,
  quickActionFor,
  matchLength,
  halfLength,
  scoreboardLabel,
  type PhaseEventLike,
} from '../src';

const ev = (event_type: string, minute: number | null = 0, timestamp?: string): PhaseEventLike => ({
  type: 'MATCH_EVENT',
  event_type,
  minute,
  timestamp: timestamp ?? null,
});
const goal = (minute: number, opp = false) => ({ type: 'GOAL', minute, is_opposition_goal: opp });

describe('matchPhase', () => {
  it('walks NOT_STARTED → FIRST_HALF → HALF_TIME → SECOND_HALF → FINISHED', () => {
    expect(matchPhase([])).toBe('NOT_STARTED');
    expect(matchPhase([ev('LINEUP_CONFIRMED', null)])).toBe('NOT_STARTED');
    expect(matchPhase([ev('GAME_START')])).toBe('FIRST_HALF');
    expect(matchPhase([ev('GAME_START'), goal(10), ev('HALF_TIME', 45)])).toBe('HALF_TIME');
    expect(matchPhase([ev('GAME_START'), ev('HALF_TIME', 45), ev('SECOND_HALF_START', 45)])).toBe('SECOND_HALF');
    expect(matchPhase([ev('GAME_START'), ev('HALF_TIME', 45), ev('SECOND_HALF_START', 45), ev('GAME_END', 90)])).toBe(
      'FINISHED',
    );
  });
  it('takes the furthest phase even if events come out of order', () => {
    expect(matchPhase([ev('GAME_END', 90), ev('GAME_START')])).toBe('FINISHED');
  });
});

describe('adminStatus and quick actions', () => {
  it('forfeit takes priority over everything', () => {
    expect(adminStatus([ev('GAME_START'), ev('GAME_END', 90), ev('FORFEIT', null)])).toBe('FORFEITED');
    expect(quickActionFor('FORFEITED')).toEqual({ kind: 'forfeited', text: 'Match Forfeited (Final Score: 3-0)' });
  });
  it('otherwise the latest event decides, with the fixed minutes and notes', () => {
    expect(adminStatus([])).toBe('NOT_STARTED');
    expect(quickActionFor('NOT_STARTED')).toEqual({
      kind: 'events',
      forfeit: true,
      actions: [
        { label: 'Confirm Lineup', event_type: 'LINEUP_CONFIRMED', minute: 0, notes: 'Team lineups confirmed' },
      ],
    });
    expect(adminStatus([ev('LINEUP_CONFIRMED', null)])).toBe('LINEUP_CONFIRMED');
    expect(quickActionFor('LINEUP_CONFIRMED')).toMatchObject({
      actions: [{ label: 'Start Match', minute: 0, notes: 'Kick-off' }],
    });
    expect(quickActionFor('FIRST_HALF')).toMatchObject({
      actions: [{ label: 'First Half Done', minute: 45, notes: 'Half time' }],
    });
    expect(quickActionFor('HALF_TIME')).toMatchObject({
      actions: [{ label: 'Second Half Start', minute: 45, notes: 'Second half started' }],
    });
    expect(quickActionFor('SECOND_HALF')).toMatchObject({
      actions: [{ label: 'Match Ended', minute: 90, notes: 'Full time' }],
    });
    expect(quickActionFor('FINISHED')).toEqual({ kind: 'manOfTheMatch', label: 'Record Man of the Match' });
    // A U12 match of 2 × 30 and a U8 match of 40 (decision 124).
    expect(quickActionFor('FIRST_HALF', 60)).toMatchObject({ actions: [{ label: 'First Half Done', minute: 30 }] });
    expect(quickActionFor('HALF_TIME', 60)).toMatchObject({ actions: [{ label: 'Second Half Start', minute: 30 }] });
    expect(quickActionFor('SECOND_HALF', 60)).toMatchObject({ actions: [{ label: 'Match Ended', minute: 60 }] });
    expect(quickActionFor('SECOND_HALF', 40)).toMatchObject({ actions: [{ label: 'Match Ended', minute: 40 }] });
    expect(quickActionFor('SECOND_HALF', 90)).toEqual(quickActionFor('SECOND_HALF'));
    expect(adminStatus([ev('LINEUP_CONFIRMED', null), ev('GAME_START'), goal(3)])).toBe('FIRST_HALF');
  });
});

describe('displayedMinute', () => {
  const start = '2026-11-21T10:00:00.000Z';
  it('is null before kick-off and the GAME_END minute after full time', () => {
    expect(displayedMinute([], new Date(start))).toBeNull();
    expect(displayedMinute([ev('LINEUP_CONFIRMED', null)], new Date(start))).toBeNull();
    expect(displayedMinute([ev('GAME_START', 0, start), ev('GAME_END', 93)], new Date(start))).toBe(93);
  });
  it('counts minutes since kick-off in the first half (0 at kick-off, 45 at 45:59)', () => {
    expect(displayedMinute([ev('GAME_START', 0, start)], new Date('2026-11-21T10:00:30Z'))).toBe(0);
    expect(displayedMinute([ev('GAME_START', 0, start)], new Date('2026-11-21T10:45:59Z'))).toBe(45);
  });
  it('holds at the half-time minute, or 45', () => {
    expect(
      displayedMinute(
        [ev('GAME_START', 0, start), ev('HALF_TIME', 47, '2026-11-21T10:47:00Z')],
        new Date('2026-11-21T11:30:00Z'),
      ),
    ).toBe(47);
    expect(displayedMinute([ev('GAME_START', 0, start), ev('HALF_TIME', null)], new Date())).toBe(45);
  });
  it('adds 45 to the minutes since the second half started (90 after 45 minutes)', () => {
    const events = [
      ev('GAME_START', 0, start),
      ev('HALF_TIME', 45),
      ev('SECOND_HALF_START', 45, '2026-11-21T11:00:00Z'),
    ];
    expect(displayedMinute(events, new Date('2026-11-21T11:00:00Z'))).toBe(45);
    expect(displayedMinute(events, new Date('2026-11-21T11:45:00Z'))).toBe(90);
  });
  it("runs on the match's length (decision 124): a U12 second half from 30, full time at 60", () => {
    const u12 = [ev('GAME_START', 0, start), ev('HALF_TIME', 30), ev('SECOND_HALF_START', 30, '2026-11-21T10:40:00Z')];
    expect(displayedMinute(u12, new Date('2026-11-21T10:54:00Z'), 60)).toBe(44);
    expect(displayedMinute([ev('GAME_START', 0, start), ev('HALF_TIME', null)], new Date(), 60)).toBe(30);
    expect(displayedMinute([...u12, ev('GAME_END', null)], new Date(), 60)).toBe(60);
    expect(displayedMinute([ev('GAME_START', 0, start), ev('HALF_TIME', null)], new Date(), 40)).toBe(20);
  });
});

describe('scoreboard', () => {
  it('labels and clock', () => {
    expect(scoreboardLabel('NOT_STARTED')).toBe('Pre-match');
    expect(scoreboardLabel('FIRST_HALF')).toBe('LIVE');
    expect(scoreboardLabel('SECOND_HALF')).toBe('LIVE');
    expect(scoreboardLabel('HALF_TIME')).toBe('HT');
    expect(scoreboardLabel('FINISHED')).toBe('FT');
    expect(clockText('FIRST_HALF', 12)).toBe("12'");
    expect(clockText('NOT_STARTED', null)).toBe("-'");
    expect(clockText('HALF_TIME', 45)).toBe('HT');
    expect(clockText('FINISHED', 90)).toBe('FT');
  });
});

describe('computeScore', () => {
  it('counts goals split by is_opposition_goal', () => {
    const counted = countGoals([
      goal(1),
      goal(2, true),
      goal(3),
      { type: 'CARD' },
      { type: 'GOAL', data: { is_opposition_goal: true } },
    ]);
    expect(counted).toEqual({ ours: 2, theirs: 2 });
    expect(computeScore(counted, 'Home')).toEqual({ our_goals: 2, opposition_goals: 2 });
    expect(computeScore({ ours: 0, theirs: 0 }, 'Away')).toEqual({ our_goals: 0, opposition_goals: 0 });
  });
  it('a forfeit is 3-0 to the side that did not forfeit, whatever the goals', () => {
    expect(computeScore({ ours: 0, theirs: 1 }, 'Home', { forfeiting_team: 'away' })).toEqual({
      our_goals: 3,
      opposition_goals: 0,
    });
    expect(computeScore({ ours: 1, theirs: 0 }, 'Home', { forfeiting_team: 'home' })).toEqual({
      our_goals: 0,
      opposition_goals: 3,
    });
    expect(computeScore({ ours: 0, theirs: 0 }, 'Away', { forfeiting_team: 'away' })).toEqual({
      our_goals: 0,
      opposition_goals: 3,
    });
    expect(computeScore({ ours: 0, theirs: 0 }, 'Away', { forfeiting_team: 'home' })).toEqual({
      our_goals: 3,
      opposition_goals: 0,
    });
  });
});

describe('defaultMeetTime', () => {
  it('is 30 minutes before kick-off', () => {
    expect(defaultMeetTime('10:00')).toBe('09:30');
    expect(defaultMeetTime('10:15:00')).toBe('09:45');
    expect(defaultMeetTime('00:10')).toBe('23:40');
    expect(defaultMeetTime('')).toBeNull();
  });
});

describe('matchLength', () => {
  it("is the match's own, else the team's, else the FA's for the age group", () => {
    expect(matchLength({ age_group: 'U12' })).toBe(60);
    expect(matchLength({ age_group: 'U8', team_minutes: null })).toBe(40);
    expect(matchLength({ age_group: 'U12', team_minutes: 50 })).toBe(50);
    expect(matchLength({ age_group: 'U12', team_minutes: 50, match_minutes: 20 })).toBe(20);
    expect(matchLength({ age_group: 'Open' })).toBe(90);
    expect([halfLength(90), halfLength(60), halfLength(25)]).toEqual([45, 30, 13]);
  });
});
