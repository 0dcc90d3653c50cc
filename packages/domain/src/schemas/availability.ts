import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { id, isoDate } from './common';
import { msg } from '../i18n/translate';

export const availabilityMessages = {
  selectDate: msg('Please select at least one date'),
  selectPlayer: msg('Please select a player'),
  pastDate: msg('You can only record unavailability for today onwards'),
  pastDelete: msg('You cannot delete past unavailability records'),
  recorded: msg('Availability recorded successfully'),
  recordError: msg('Error recording availability'),
  updateFailed: msg('Failed to update availability'),
  duplicate: msg('This date is already recorded as unavailable'),
  noRecords: msg('No unavailability records found'),
} as const;

export const availabilityBody = lazySchema(() =>
  z.strictObject({
    player_id: id.nullish().transform((v) => v ?? null),
    unavailable_date: isoDate('Date'),
    notes: z
      .string()
      .trim()
      .max(500)
      .nullish()
      .transform((v) => (v ? v : null)),
  }),
);
export type AvailabilityBody = z.input<typeof availabilityBody>;

export const availabilityRecord = lazySchema(() =>
  z.object({
    availability_id: z.number(),
    player_id: z.number().nullable(),
    user_id: z.number().nullable(),
    player: z
      .object({ player_id: z.number(), player_name: z.string(), player_short_name: z.string().nullable() })
      .nullable(),
    unavailable_date: z.string(),
    notes: z.string().nullable(),
  }),
);
export type AvailabilityRecord = z.infer<typeof availabilityRecord>;

export const coachAvailabilityRecord = lazySchema(() =>
  z.object({
    availability_id: z.number(),
    user_id: z.number(),
    short_name: z.string().nullable(),
    username: z.string(),
    unavailable_date: z.string(),
    notes: z.string().nullable(),
  }),
);
export type CoachAvailabilityRecord = z.infer<typeof coachAvailabilityRecord>;

export const matchAvailabilityItem = lazySchema(() =>
  z.object({
    match_id: z.number(),
    match_date: z.string(),
    opponent: z.string(),
    /** False when the answer that counts is Not available (decision 106). */
    available: z.boolean(),
    /** The 'date I will miss' record on the match date, if any. */
    availability_id: z.number().nullable(),
    /** The fixture's answer that counts: the newer of the family's answer and a 'date I will miss' record. */
    answer: z.enum(['available', 'maybe', 'not_available']).nullable(),
    note: z.string().nullable(),
    status: z.enum(['scheduled', 'postponed', 'cancelled']),
    /** When answers lock for families (ISO instant). */
    deadline: z.string(),
  }),
);
export type MatchAvailabilityItem = z.infer<typeof matchAvailabilityItem>;

export const trainingAvailabilityItem = lazySchema(() =>
  z.object({
    training_id: z.number(),
    training_date: z.string(),
    venue: z.string(),
    available: z.boolean(),
    availability_id: z.number().nullable(),
  }),
);
export type TrainingAvailabilityItem = z.infer<typeof trainingAvailabilityItem>;
