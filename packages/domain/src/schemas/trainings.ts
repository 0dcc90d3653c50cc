import { z } from 'zod';
import { component } from './component';
import { lazySchema } from './lazy-schema';
import { id, requiredId, isoDate, optionalText, requiredText, sentBack, timeOfDay } from './common';
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
  trainingBody.extend({
    training_id: id.optional(),
    team: sentBack(z.object({ team_name: z.string() })),
    team_name: z.string().optional(),
    // Read-only: the version a change is made on goes as If-Match (decision 140).
    version: sentBack(z.string()),
  }),
);
export type TrainingBody = z.input<typeof trainingBody>;

export const training = component(
  'Training',
  () =>
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
      /** Its version (decision 140): the ETag of its GET, sent back as If-Match with a change. */
      version: z.string(),
    }),
  {
    description: 'A training session of one team: date, times, venue and a note for families.',
    examples: [
      {
        version: 'Jw3bOYtMmAn1qNdl0cVZ',
        training_id: 17,
        date: '2026-10-07',
        start_time: '18:00',
        end_time: '19:15',
        venue: 'Riverside School 3G pitch',
        team_id: 3,
        team: { team_name: 'U10 Lions' },
        team_name: 'U10 Lions',
        notes: 'Bring shin pads and a water bottle',
        season_id: 2,
      },
    ],
  },
);
export type Training = z.infer<typeof training>;
