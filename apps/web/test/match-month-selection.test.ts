import { describe, expect, it } from 'vitest';
import type { FixtureStatus, MatchState } from '@touchline/domain';
import { groupByDate, initialMonth, monthsOf, nextMatchOf } from '../src/features/matches/list/month-selection';
import { defaultAdminMatch } from '../src/features/matches/live/default-match';

let nextId = 1;
type Phase = MatchState['phase'];
const m = (
  match_date: string,
  kick_off_time = '10:00',
  phase: Phase = 'NOT_STARTED',
  status: FixtureStatus = 'scheduled',
) => ({
  match_id: nextId++,
  match_date,
  kick_off_time,
  status,
  state: { phase },
});

describe('match list months', () => {
  const season = [
    m('2026-09-19'),
    m('2026-11-21', '11:00'),
    m('2026-11-21', '09:30'),
    m('2026-12-05'),
    m('2027-01-09'),
  ];

  it('lists every month from the first match to the last, gaps of up to a year included', () => {
    expect(monthsOf(season)).toEqual(['2026-09', '2026-10', '2026-11', '2026-12', '2027-01']);
    // Twelve empty months are shown; a fixture years ahead adds its own tab, not one for every month until then.
    expect(monthsOf([m('2026-01-10'), m('2027-02-06')])).toHaveLength(14);
    expect(monthsOf([m('2026-01-10'), m('2027-03-06')])).toEqual(['2026-01', '2027-03']);
    expect(monthsOf([...season, m('2099-12-31')])).toEqual([...monthsOf(season), '2099-12']);
    expect(monthsOf([])).toEqual([]);
  });

  it("chooses the month of the first match on or after today, else the last month; the upcoming filter's first", () => {
    expect(initialMonth(season, false, '2026-11-22')).toBe('2026-12');
    expect(initialMonth(season, false, '2026-11-21')).toBe('2026-11');
    expect(initialMonth(season, false, '2027-02-01')).toBe('2027-01');
    expect(initialMonth(season, false, '2026-01-01')).toBe('2026-09');
    expect(initialMonth(season, true, '2026-11-22')).toBe('2026-09');
    expect(initialMonth([], false, '2026-11-22')).toBeNull();
  });

  it('finds the next match by date and kick-off, today included', () => {
    expect(nextMatchOf(season, '2026-11-21')?.kick_off_time).toBe('09:30');
    expect(nextMatchOf(season, '2027-01-10')).toBeNull();
  });

  it('passes over a match of today that has ended or was forfeited', () => {
    const ended = m('2026-11-21', '09:00', 'FINISHED');
    const forfeited = m('2026-11-21', '09:30', 'FORFEITED');
    const playing = m('2026-11-21', '11:00', 'SECOND_HALF');
    const next = m('2026-11-28');
    expect(nextMatchOf([ended, forfeited, playing, next], '2026-11-21')).toBe(playing);
    expect(nextMatchOf([ended, forfeited, next], '2026-11-21')).toBe(next);
    expect(initialMonth([ended, m('2026-12-05')], false, '2026-11-21')).toBe('2026-12');
  });

  it("groups a month's matches by date in kick-off order", () => {
    const groups = groupByDate(season, '2026-11');
    expect(groups.map((g) => g.date)).toEqual(['2026-11-21']);
    expect(groups[0]?.matches.map((x) => x.kick_off_time)).toEqual(['09:30', '11:00']);
    expect(groupByDate(season, '2026-10')).toEqual([]);
  });
});

describe('admin match control default', () => {
  it('picks the nearest match dated today or later, else the most recent past one', () => {
    const past = [m('2026-10-03'), m('2026-10-10', '09:00'), m('2026-10-10', '08:00')];
    const today = m('2026-11-22', '14:00');
    const later = m('2026-11-28');
    expect(defaultAdminMatch([later, ...past, today], '2026-11-22')).toBe(today);
    expect(defaultAdminMatch(past, '2026-11-22')).toBe(past[1]);
    expect(defaultAdminMatch([], '2026-11-22')).toBeNull();
  });

  it(
    'passes over a match of today that has ended or was ' + 'forfeited, and falls back to it when nothing is upcoming',
    () => {
      const ended = m('2026-11-22', '09:00', 'FINISHED');
      const forfeited = m('2026-11-22', '10:00', 'FORFEITED');
      const later = m('2026-11-28');
      expect(defaultAdminMatch([ended, forfeited, later], '2026-11-22')).toBe(later);
      expect(defaultAdminMatch([m('2026-11-15'), ended, forfeited], '2026-11-22')).toBe(forfeited);
    },
  );

  it('passes over a postponed or cancelled fixture (decision 115)', () => {
    const cancelled = m('2026-11-22', '10:00', 'NOT_STARTED', 'cancelled');
    const postponed = m('2026-11-23', '10:00', 'NOT_STARTED', 'postponed');
    const later = m('2026-11-28');
    expect(defaultAdminMatch([cancelled, postponed, later], '2026-11-22')).toBe(later);
  });
});
