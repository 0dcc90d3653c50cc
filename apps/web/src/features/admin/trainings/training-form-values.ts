import type { Training, TrainingBody } from '@touchline/domain';
import { trainingBody } from '@touchline/domain';
import type { FieldErrors } from '../../../ui/zod-form';
import { validate } from '../../../ui/zod-form';
import { trainingTexts } from './training-texts';

/** The session dialog's fields as the inputs hold them: ids are select values ('' = none). */
export interface TrainingFormValues {
  date: string;
  team_id: string;
  start_time: string;
  end_time: string;
  venue: string;
  notes: string;
  /** '' until the season selector picks the current season (or the user picks none). */
  season_id: string;
}

export function emptyTrainingForm(): TrainingFormValues {
  return { date: '', team_id: '', start_time: '', end_time: '', venue: '', notes: '', season_id: '' };
}

/** Editing copies the record into the form. */
export function trainingToForm(training: Training): TrainingFormValues {
  return {
    date: training.date,
    team_id: String(training.team_id),
    start_time: training.start_time.slice(0, 5),
    end_time: training.end_time.slice(0, 5),
    venue: training.venue,
    notes: training.notes ?? '',
    season_id: training.season_id == null ? '' : String(training.season_id),
  };
}

const orUndefined = (text: string) => (text === '' ? undefined : text);
const orNull = (id: string) => (id === '' ? null : Number(id));

/**
 * Checks the form with the server's own schema ('Date is required', 'Team is required', 'Venue is required', …)
 * and the server's end-after-start rule, so the dialog shows the texts the server would send.
 */
export function validateTrainingForm(
  values: TrainingFormValues,
): { ok: true; body: TrainingBody } | { ok: false; errors: FieldErrors } {
  const draft = {
    date: orUndefined(values.date),
    start_time: orUndefined(values.start_time),
    end_time: orUndefined(values.end_time),
    venue: values.venue,
    team_id: orNull(values.team_id),
    notes: values.notes,
    season_id: orNull(values.season_id),
  };
  const result = validate(trainingBody, draft);
  if (!result.ok) return result;
  if (result.data.end_time <= result.data.start_time)
    return { ok: false, errors: { end_time: trainingTexts.endTimeAfterStart } };
  return { ok: true, body: result.data };
}

/**
 * Case-insensitive substring match on the date (stored and shown), times, venue, team or notes; `query` is lower case.
 */
export function trainingMatchesSearch(training: Training, query: string, shownDate: string): boolean {
  return [
    training.date,
    shownDate,
    training.start_time,
    training.end_time,
    training.venue,
    training.team_name,
    training.notes,
  ].some((value) => value?.toLowerCase().includes(query));
}
