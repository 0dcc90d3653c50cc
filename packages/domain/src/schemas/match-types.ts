import { z } from 'zod';
import { component } from './component';
import { lazySchema } from './lazy-schema';
import { id, optionalText, requiredText } from './common';

export const matchTypeNames = [
  'league',
  'scottish cup',
  'divisional cup',
  'section cup',
  'league cup',
  'friendly',
] as const;

export const matchTypeBody = lazySchema(() =>
  z.strictObject({ name: requiredText('Name', 100), description: optionalText(500) }),
);
export const matchTypeUpdateBody = lazySchema(() => matchTypeBody.extend({ match_type_id: id.optional() }));
export type MatchTypeBody = z.input<typeof matchTypeBody>;

export const matchType = component(
  'MatchType',
  () => z.object({ match_type_id: z.number(), name: z.string(), description: z.string().nullable() }),
  {
    description: 'A kind of match (league, cup, friendly…), which the statistics and reports group by.',
    examples: [{ match_type_id: 1, name: 'league', description: 'Games in the county youth league' }],
  },
);
export type MatchType = z.infer<typeof matchType>;

/** Shown when match types fail to load. */
export const FALLBACK_MATCH_TYPES: MatchType[] = [
  { match_type_id: 1, name: 'league', description: null },
  { match_type_id: 6, name: 'friendly', description: null },
];
