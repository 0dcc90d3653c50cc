import { describe, expect, it } from 'vitest';
import { datesOnWeekdays, generatorMessages, saturdaysToGenerate, splitExisting, trainingDaysToGenerate } from '../src';

describe('datesOnWeekdays', () => {
  it('lists Saturdays in range inclusive', () => {
    expect(datesOnWeekdays('2026-11-01', '2026-11-28', [6])).toEqual([
      '2026-11-07',
      '2026-11-14',
      '2026-11-21',
      '2026-11-28',
    ]);
  });
  it('crosses a month and a DST change without drifting', () => {
    expect(datesOnWeekdays('2026-03-27', '2026-04-04', [2, 4])).toEqual(['2026-03-31', '2026-04-02']);
  });
});

describe('saturdaysToGenerate', () => {
  it('validates in order', () => {
    expect(saturdaysToGenerate({ teamId: null, startDate: '2026-11-01', endDate: '2026-11-30' })).toEqual({
      error: generatorMessages.teamRequired,
    });
    expect(saturdaysToGenerate({ teamId: 1, startDate: '', endDate: '2026-11-30' })).toEqual({
      error: generatorMessages.datesRequired,
    });
    expect(saturdaysToGenerate({ teamId: 1, startDate: '2026-11-30', endDate: '2026-11-30' })).toEqual({
      error: 'End date must be after start date',
    });
    expect(saturdaysToGenerate({ teamId: 1, startDate: '2026-11-23', endDate: '2026-11-27' })).toEqual({
      error: 'No Saturdays found in the selected date range',
    });
    expect(saturdaysToGenerate({ teamId: 1, startDate: '2026-11-23', endDate: '2026-12-05' })).toEqual({
      dates: ['2026-11-28', '2026-12-05'],
    });
  });
});

describe('trainingDaysToGenerate', () => {
  const base = {
    teamId: 1,
    startDate: '2026-11-23',
    endDate: '2026-12-06',
    venue: 'Park',
    startTime: '18:00',
    endTime: '19:30',
    weekdays: [2],
  };
  it('needs at least one day and finds the days', () => {
    expect(trainingDaysToGenerate({ ...base, weekdays: [] })).toEqual({
      error: 'Please select at least one day of the week',
    });
    expect(trainingDaysToGenerate({ ...base, endDate: '2026-11-23', startDate: '2026-11-22', weekdays: [2] })).toEqual({
      error: 'No training days found in the selected date range',
    });
    expect(trainingDaysToGenerate(base)).toEqual({ dates: ['2026-11-24', '2026-12-01'] });
  });
  it('skips dates that already exist', () => {
    expect(splitExisting(['a', 'b', 'c'], new Set(['b']))).toEqual({ create: ['a', 'c'], skip: ['b'] });
  });
});
