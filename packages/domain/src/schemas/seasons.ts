import { z } from 'zod';
import { id, isoDate, requiredText } from './common';

export const seasonBody = z.strictObject({
  name: requiredText('Season name', 50),
  start_date: isoDate('Start date'),
  end_date: isoDate('End date'),
  is_current: z.boolean().default(false),
});
export const seasonUpdateBody = seasonBody.extend({ season_id: id.optional() });
export type SeasonBody = z.input<typeof seasonBody>;

export const season = z.object({ season_id: z.number(), name: z.string(), start_date: z.string(), end_date: z.string(), is_current: z.boolean() });
export type Season = z.infer<typeof season>;
