import { z } from 'zod';
import { component } from './component';
import { lazySchema } from './lazy-schema';
import { id, optionalText, requiredText } from './common';

export const oppositionTeamBody = lazySchema(() =>
  z.strictObject({
    team_name: requiredText('Team name'),
    venue_name: optionalText(),
    venue_address: optionalText(500),
  }),
);
export const oppositionTeamUpdateBody = lazySchema(() => oppositionTeamBody.extend({ id: id.optional() }));
export type OppositionTeamBody = z.input<typeof oppositionTeamBody>;

export const oppositionTeam = component(
  'OppositionTeam',
  () =>
    z.object({
      id: z.number(),
      team_name: z.string(),
      venue_name: z.string().nullable(),
      venue_address: z.string().nullable(),
    }),
  {
    description: 'A team the club plays against, with its home ground.',
    examples: [
      {
        id: 5,
        team_name: 'Hillside Athletic U10',
        venue_name: 'Hillside Park',
        venue_address: 'Station Road, Hillside HS4 7CD',
      },
    ],
  },
);
export type OppositionTeam = z.infer<typeof oppositionTeam>;
