import type { Training, TrainingBody } from '@touchline/domain';
import { splitExisting, trainingDaysToGenerate } from '@touchline/domain';
import { t } from '../../../i18n/i18n';
import { failedToCreateTrainingFor, trainingTexts } from './training-texts';

/** The bulk dialog's fields as the inputs hold them. */
export interface BulkTrainingValues {
  team_id: string;
  start_date: string;
  end_date: string;
  venue: string;
  start_time: string;
  end_time: string;
  /** 0 = Sunday … 6 = Saturday. */
  weekdays: number[];
  season_id: string;
  /** Dates to skip (school holidays): each a first and an optional last day, YYYY-MM-DD ('' when not given). */
  days_off: DaysOff[];
}

/** One stretch of dates to skip; a single day when `last` is empty. */
export interface DaysOff {
  first: string;
  last: string;
}

/** The day checkboxes, Monday first. */
export const WEEKDAYS: readonly { value: number; label: string }[] = [
  {
    value: 1,
    get label() {
      return t('Monday');
    },
  },
  {
    value: 2,
    get label() {
      return t('Tuesday');
    },
  },
  {
    value: 3,
    get label() {
      return t('Wednesday');
    },
  },
  {
    value: 4,
    get label() {
      return t('Thursday');
    },
  },
  {
    value: 5,
    get label() {
      return t('Friday');
    },
  },
  {
    value: 6,
    get label() {
      return t('Saturday');
    },
  },
  {
    value: 0,
    get label() {
      return t('Sunday');
    },
  },
];

/**
 * `create`: the dates to create; `skip`: those the team already has a session on; `daysOff`: those among the dates to
 * skip.
 */
export type BulkPlan = { error: string } | { create: string[]; skip: string[]; daysOff: string[] };

/** The stretches of dates to skip that were filled in, or the first message about one that is wrong. */
export function checkDaysOff(daysOff: readonly DaysOff[]): { error: string } | { ranges: DaysOff[] } {
  const ranges: DaysOff[] = [];
  for (const { first, last } of daysOff) {
    if (first === '' && last === '') continue;
    if (first === '') return { error: trainingTexts.daysOffFirstRequired };
    if (last !== '' && last < first) return { error: trainingTexts.daysOffLastAfterFirst };
    ranges.push({ first, last: last === '' ? first : last });
  }
  return { ranges };
}

const isOff = (date: string, ranges: readonly DaysOff[]) =>
  ranges.some((range) => range.first <= date && date <= range.last);

/**
 * The dates to create: the generator's first validation message (then the dates to skip's), or its dates split into
 * those to create, those skipped because the team already has a session that day (read from the loaded list) and
 * those among the dates to skip.
 */
export function planBulkTrainings(values: BulkTrainingValues, existing: readonly Training[]): BulkPlan {
  const teamId = values.team_id === '' ? null : Number(values.team_id);
  const generated = trainingDaysToGenerate({
    teamId,
    startDate: values.start_date,
    endDate: values.end_date,
    venue: values.venue,
    startTime: values.start_time,
    endTime: values.end_time,
    weekdays: values.weekdays,
  });
  if ('error' in generated) return generated;
  if (values.end_time <= values.start_time) return { error: trainingTexts.endTimeAfterStart };
  const off = checkDaysOff(values.days_off);
  if ('error' in off) return off;
  const taken = new Set(existing.filter((t) => t.team_id === teamId).map((t) => t.date));
  const daysOff = generated.dates.filter((date) => isOff(date, off.ranges));
  const { create, skip } = splitExisting(
    generated.dates.filter((date) => !isOff(date, off.ranges)),
    taken,
  );
  return { create, skip, daysOff };
}

export function bulkBody(values: BulkTrainingValues, date: string): TrainingBody {
  return {
    date,
    start_time: values.start_time,
    end_time: values.end_time,
    venue: values.venue.trim(),
    team_id: Number(values.team_id),
    notes: null,
    season_id: values.season_id === '' ? null : Number(values.season_id),
  };
}

export interface BulkResult {
  created: string[];
  /** Skipped: the team already had a session that day. */
  skipped: string[];
  /** Skipped: among the dates to skip (school holidays). */
  daysOff: string[];
  /** The spec's 'Failed to create training for {date}' when a POST failed; nothing after it was tried. */
  error: string | null;
}

/** One POST per date, in order, stopping at the first failure (spec §7). */
export async function runBulkTrainings(
  plan: { create: readonly string[]; skip: readonly string[]; daysOff: readonly string[] },
  values: BulkTrainingValues,
  post: (body: TrainingBody) => Promise<unknown>,
  onProgress?: (done: number) => void,
): Promise<BulkResult> {
  const created: string[] = [];
  for (const date of plan.create) {
    try {
      await post(bulkBody(values, date));
    } catch {
      return { created, skipped: [...plan.skip], daysOff: [...plan.daysOff], error: failedToCreateTrainingFor(date) };
    }
    created.push(date);
    onProgress?.(created.length);
  }
  return { created, skipped: [...plan.skip], daysOff: [...plan.daysOff], error: null };
}
