import { z } from 'zod';
import { component } from './component';
import { lazySchema } from './lazy-schema';
import { id, isoDate, requiredText } from './common';

export const seasonBody = lazySchema(() =>
  z.strictObject({
    name: requiredText('Season name', 50),
    start_date: isoDate('Start date'),
    end_date: isoDate('End date'),
    is_current: z.boolean().default(false),
  }),
);
export const seasonUpdateBody = lazySchema(() => seasonBody.extend({ season_id: id.optional() }));
export type SeasonBody = z.input<typeof seasonBody>;

export const season = component(
  'Season',
  () =>
    z.object({
      season_id: z.number(),
      name: z.string(),
      start_date: z.string(),
      end_date: z.string(),
      is_current: z.boolean(),
    }),
  {
    description: 'A football season (usually August to May); one is the current season.',
    examples: [{ season_id: 2, name: '2026/27', start_date: '2026-08-01', end_date: '2027-05-31', is_current: true }],
  },
);
export type Season = z.infer<typeof season>;
