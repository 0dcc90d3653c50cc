import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { id, requiredId, isoDate, optionalText, requiredText, timeOfDay } from './common';
import { msg } from '../i18n/translate';

export const trainingBody = lazySchema(() =>
  z.strictObject({
    date: isoDate('Date'),
    start_time: timeOfDay('Start time'),
    end_time: timeOfDay('End time'),
    venue: requiredText('Venue'),
    team_id: requiredId(msg('Team is required')),
    notes: optionalText(2000),
    season_id: id.nullish().transform((v) => v ?? null),
  }),
);
export const trainingUpdateBody = lazySchema(() =>
  trainingBody.extend({ training_id: id.optional(), team: z.unknown().optional(), team_name: z.string().optional() }),
);
export type TrainingBody = z.input<typeof trainingBody>;

export const training = lazySchema(() =>
  z.object({
    training_id: z.number(),
    date: z.string(),
    start_time: z.string(),
    end_time: z.string(),
    venue: z.string(),
    team_id: z.number(),
    team: z.object({ team_name: z.string() }),
    team_name: z.string(),
    notes: z.string().nullable(),
    season_id: z.number().nullable(),
  }),
);
export type Training = z.infer<typeof training>;
