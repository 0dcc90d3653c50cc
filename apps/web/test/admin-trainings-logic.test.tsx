import { describe, expect, it, vi } from 'vitest';
import type { Training } from '@touchline/domain';
import type { BulkTrainingValues } from '../src/features/admin/trainings/bulk-training';
import { bulkBody, planBulkTrainings, runBulkTrainings } from '../src/features/admin/trainings/bulk-training';
import {
  emptyTrainingForm,
  trainingMatchesSearch,
  trainingToForm,
  validateTrainingForm,
} from '../src/features/admin/trainings/training-form-values';
import { readableDate } from '../src/features/admin/trainings/training-texts';

function session(training_id: number, date: string, team_id = 3): Training {
  return {
    version: 'v1',
    training_id,
    date,
    start_time: '18:00',
    end_time: '19:30',
    venue: 'Park',
    team_id,
    team_name: 'U12 Lions',
    team: { team_name: 'U12 Lions' },
    notes: null,
    season_id: 2,
  };
}

// 2031-06-01 is a Sunday; Tuesdays 3 and 10, Thursdays 5 and 12.
const bulk: BulkTrainingValues = {
  team_id: '3',
  start_date: '2031-06-01',
  end_date: '2031-06-14',
  venue: ' Park ',
  start_time: '18:00',
  end_time: '19:30',
  weekdays: [2, 4],
  season_id: '2',
  days_off: [],
};

describe('bulk training plan', () => {
  it('gives the first validation message of the generator', () => {
    expect(planBulkTrainings({ ...bulk, team_id: '' }, [])).toEqual({ error: 'Please select a team' });
    expect(planBulkTrainings({ ...bulk, end_date: '' }, [])).toEqual({
      error: 'Please select both a start date and an end date',
    });
    expect(planBulkTrainings({ ...bulk, venue: '  ' }, [])).toEqual({ error: 'Please enter a venue' });
    expect(planBulkTrainings({ ...bulk, end_date: '2031-06-01' }, [])).toEqual({
      error: 'End date must be after start date',
    });
    expect(planBulkTrainings({ ...bulk, weekdays: [] }, [])).toEqual({
      error: 'Please select at least one day of the week',
    });
    expect(planBulkTrainings({ ...bulk, end_date: '2031-06-02', weekdays: [5] }, [])).toEqual({
      error: 'No training days found in the selected date range',
    });
    expect(planBulkTrainings({ ...bulk, end_time: '17:00' }, [])).toEqual({
      error: 'End time must be after start time',
    });
  });

  it("skips dates where the same team already has a session, not other teams' dates", () => {
    const existing = [session(1, '2031-06-03'), session(2, '2031-06-05', 9)];
    expect(planBulkTrainings(bulk, existing)).toEqual({
      create: ['2031-06-05', '2031-06-10', '2031-06-12'],
      skip: ['2031-06-03'],
      daysOff: [],
    });
  });

  it('leaves out the dates to skip (school holidays), listed apart; a stretch without a last day is one day', () => {
    const existing = [session(1, '2031-06-03')];
    const daysOff = [
      { first: '2031-06-09', last: '2031-06-11' },
      { first: '', last: '' },
      { first: '2031-06-12', last: '' },
    ];
    expect(planBulkTrainings({ ...bulk, days_off: daysOff }, existing)).toEqual({
      create: ['2031-06-05'],
      skip: ['2031-06-03'],
      daysOff: ['2031-06-10', '2031-06-12'],
    });
    // Every date a day off: nothing to create, and nothing refused.
    expect(planBulkTrainings({ ...bulk, days_off: [{ first: '2031-06-01', last: '2031-06-30' }] }, [])).toEqual({
      create: [],
      skip: [],
      daysOff: ['2031-06-03', '2031-06-05', '2031-06-10', '2031-06-12'],
    });
  });

  it('asks for the first day of a stretch to skip, and a last day not before it', () => {
    expect(planBulkTrainings({ ...bulk, days_off: [{ first: '', last: '2031-06-10' }] }, [])).toEqual({
      error: 'Please enter the first day to skip',
    });
    expect(planBulkTrainings({ ...bulk, days_off: [{ first: '2031-06-10', last: '2031-06-09' }] }, [])).toEqual({
      error: 'The last day to skip must be on or after the first',
    });
  });

  it('builds each body from the form: trimmed venue, ids as numbers, no notes', () => {
    expect(bulkBody(bulk, '2031-06-05')).toEqual({
      date: '2031-06-05',
      start_time: '18:00',
      end_time: '19:30',
      venue: 'Park',
      team_id: 3,
      notes: null,
      season_id: 2,
    });
    expect(bulkBody({ ...bulk, season_id: '' }, '2031-06-05').season_id).toBeNull();
  });

  it('posts one date at a time, in order, and stops at the first failure', async () => {
    const order: string[] = [];
    let inFlight = 0;
    const post = vi.fn(async (body: { date: string }) => {
      inFlight++;
      expect(inFlight).toBe(1);
      await Promise.resolve();
      inFlight--;
      order.push(body.date);
      if (body.date === '2031-06-10') throw new Error('boom');
    });
    const result = await runBulkTrainings(
      { create: ['2031-06-05', '2031-06-10', '2031-06-12'], skip: ['2031-06-03'], daysOff: ['2031-06-04'] },
      bulk,
      post,
    );
    expect(order).toEqual(['2031-06-05', '2031-06-10']);
    expect(result).toEqual({
      created: ['2031-06-05'],
      skipped: ['2031-06-03'],
      daysOff: ['2031-06-04'],
      error: 'Failed to create training for 2031-06-10',
    });
  });

  it('reports every created date when all posts succeed', async () => {
    const progress: number[] = [];
    const result = await runBulkTrainings(
      { create: ['2031-06-05', '2031-06-12'], skip: [], daysOff: [] },
      bulk,
      () => Promise.resolve(),
      (n) => progress.push(n),
    );
    expect(result).toEqual({ created: ['2031-06-05', '2031-06-12'], skipped: [], daysOff: [], error: null });
    expect(progress).toEqual([1, 2]);
  });
});

describe('training session form', () => {
  it("shows the server's texts for missing fields", () => {
    const result = validateTrainingForm(emptyTrainingForm());
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      date: 'Date is required',
      start_time: 'Start time is required',
      end_time: 'End time is required',
      venue: 'Venue is required',
      team_id: 'Team is required',
    });
  });

  it('refuses an end time that is not after the start time, as the server does', () => {
    const values = {
      ...emptyTrainingForm(),
      date: '2031-06-05',
      team_id: '3',
      start_time: '19:00',
      end_time: '19:00',
      venue: 'Park',
    };
    expect(validateTrainingForm(values)).toEqual({
      ok: false,
      errors: { end_time: 'End time must be after start time' },
    });
  });

  it('sends notes and season as null when empty, and ids as numbers', () => {
    const values = {
      ...emptyTrainingForm(),
      date: '2031-06-05',
      team_id: '3',
      start_time: '18:00',
      end_time: '19:30',
      venue: ' Park ',
    };
    expect(validateTrainingForm(values)).toEqual({
      ok: true,
      body: {
        date: '2031-06-05',
        start_time: '18:00',
        end_time: '19:30',
        venue: 'Park',
        team_id: 3,
        notes: null,
        season_id: null,
      },
    });
  });

  it('copies a session into the form for editing', () => {
    expect(trainingToForm({ ...session(4, '2031-06-05'), start_time: '18:00:00', notes: 'Cones' })).toEqual({
      date: '2031-06-05',
      team_id: '3',
      start_time: '18:00',
      end_time: '19:30',
      venue: 'Park',
      notes: 'Cones',
      season_id: '2',
    });
  });

  it('shows dates readably and searches by stored or shown date, venue or team', () => {
    expect(readableDate('2031-06-05')).toBe('Thu, 5 Jun 2031');
    expect(readableDate('not a date')).toBe('not a date');
    const s = session(1, '2031-06-05');
    expect(trainingMatchesSearch(s, '2031-06', 'thu, 5 jun 2031')).toBe(true);
    expect(trainingMatchesSearch(s, '5 jun', 'thu, 5 jun 2031')).toBe(true);
    expect(trainingMatchesSearch(s, 'lions', 'thu, 5 jun 2031')).toBe(true);
    expect(trainingMatchesSearch(s, 'tigers', 'thu, 5 jun 2031')).toBe(false);
  });
});
