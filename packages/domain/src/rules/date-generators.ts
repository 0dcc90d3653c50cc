import { isRealDate } from '../schemas/common';
import { msg } from '../i18n/translate';

export const generatorMessages = {
  teamRequired: msg('Please select a team'),
  datesRequired: msg('Please select both a start date and an end date'),
  endAfterStart: msg('End date must be after start date'),
  venueRequired: msg('Please enter a venue'),
  timesRequired: msg('Please enter start and end times'),
  noSaturdays: msg('No Saturdays found in the selected date range'),
  noDays: msg('Please select at least one day of the week'),
  noTrainingDays: msg('No training days found in the selected date range'),
} as const;

/** Every date from start to end inclusive (YYYY-MM-DD) whose weekday (0 = Sunday … 6 = Saturday) is listed. */
export function datesOnWeekdays(start: string, end: string, weekdays: readonly number[]): string[] {
  if (!isRealDate(start) || !isRealDate(end)) return [];
  const out: string[] = [];
  const last = Date.parse(`${end}T00:00:00Z`);
  for (let t = Date.parse(`${start}T00:00:00Z`); t <= last; t += 86_400_000) {
    const d = new Date(t);
    if (weekdays.includes(d.getUTCDay())) out.push(d.toISOString().slice(0, 10));
  }
  return out;
}

export interface MatchGeneratorInput {
  teamId: number | null;
  startDate: string;
  endDate: string;
}

/** The Saturday generator: its dates, or the first validation message. */
export function saturdaysToGenerate(input: MatchGeneratorInput): { dates: string[] } | { error: string } {
  if (!input.teamId) return { error: generatorMessages.teamRequired };
  if (!input.startDate || !input.endDate) return { error: generatorMessages.datesRequired };
  if (input.endDate <= input.startDate) return { error: generatorMessages.endAfterStart };
  const dates = datesOnWeekdays(input.startDate, input.endDate, [6]);
  return dates.length ? { dates } : { error: generatorMessages.noSaturdays };
}

export interface TrainingGeneratorInput extends MatchGeneratorInput {
  venue: string;
  startTime: string;
  endTime: string;
  weekdays: readonly number[];
}

/** Bulk training creation: its dates, or the first validation message. */
export function trainingDaysToGenerate(input: TrainingGeneratorInput): { dates: string[] } | { error: string } {
  if (!input.teamId) return { error: generatorMessages.teamRequired };
  if (!input.startDate || !input.endDate) return { error: generatorMessages.datesRequired };
  if (!input.venue.trim()) return { error: generatorMessages.venueRequired };
  if (!input.startTime || !input.endTime) return { error: generatorMessages.timesRequired };
  if (input.endDate <= input.startDate) return { error: generatorMessages.endAfterStart };
  if (input.weekdays.length === 0) return { error: generatorMessages.noDays };
  const dates = datesOnWeekdays(input.startDate, input.endDate, input.weekdays);
  return dates.length ? { dates } : { error: generatorMessages.noTrainingDays };
}

/** Splits generated dates into those to create and those skipped because the team already has one that day. */
export function splitExisting(
  dates: readonly string[],
  existing: ReadonlySet<string>,
): { create: string[]; skip: string[] } {
  return { create: dates.filter((d) => !existing.has(d)), skip: dates.filter((d) => existing.has(d)) };
}

export const MATCH_GENERATOR_DEFAULTS = {
  opposition_name: 'TBC',
  venue_name: 'TBC',
  venue_address: 'TBC',
  home_or_away: 'Home',
  kick_off_time: '10:00',
  meet_time: '09:00',
  colours: 'Regular kit',
  match_type: 'league',
} as const;

export const TRAINING_GENERATOR_DEFAULTS = {
  start_time: '18:00',
  end_time: '19:30',
  weekdays: [] as number[],
} as const;
