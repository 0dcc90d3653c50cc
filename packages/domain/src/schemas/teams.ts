import { z } from 'zod';
import { component } from './component';
import { lazySchema } from './lazy-schema';
import { id, requiredText, sentBack } from './common';
import { matchMinutesField } from './rotation';

export const teamBody = lazySchema(() =>
  z.strictObject({
    team_name: requiredText('Team name'),
    home_colours: requiredText('Home colours'),
    away_colours: requiredText('Away colours'),
    age_group: requiredText('Age group'),
    club_name: requiredText('Club name'),
    contact_number: requiredText('Contact number', 50),
    /**
     * Youth mode (decision 110): true or false is the admin's choice; null, or left out when creating, follows the
     * age group (on for U7 to U11). Left out when changing a team, the choice stays as it was.
     */
    youth_mode: z.boolean({ error: 'youth_mode must be true, false or null' }).nullish(),
    /**
     * The team's match length in minutes (decision 124): null, or left out when creating, follows the age group
     * (U7–U8 40 … U15–U16 80, 90 above). Left out when changing a team, it stays as it was.
     */
    match_minutes: matchMinutesField.nullish(),
  }),
);
/** The client may send the whole edited team back, id and the read-only `youth_mode_choice` included. */
export const teamUpdateBody = lazySchema(() =>
  teamBody.extend({
    team_id: id.optional(),
    youth_mode_choice: sentBack(z.boolean().nullable()),
    match_minutes_choice: sentBack(z.number().nullable()),
  }),
);
export type TeamBody = z.infer<typeof teamBody>;

export const team = component(
  'Team',
  () =>
    teamBody.extend({
      team_id: z.number(),
      /** Whether the team is in youth mode: the admin's choice, or the age group's default. */
      youth_mode: z.boolean(),
      /** The admin's choice, or null when the team follows its age group. */
      youth_mode_choice: z.boolean().nullable(),
      /** The team's match length: the admin's choice, or the age group's. */
      match_minutes: z.number(),
      /** The admin's choice, or null when the team follows its age group. */
      match_minutes_choice: z.number().nullable(),
    }),
  {
    description:
      "A team of the club: one age group's squad, its kit and contact, and how its matches are played (youth mode, " +
      'match length).',
    examples: [
      {
        team_id: 3,
        team_name: 'U10 Lions',
        home_colours: 'Red shirts, white shorts',
        away_colours: 'All navy',
        age_group: 'U10',
        club_name: 'Riverside Rovers',
        contact_number: '07700 900123',
        youth_mode: true,
        youth_mode_choice: null,
        match_minutes: 50,
        match_minutes_choice: null,
      },
    ],
  },
);
export type Team = z.infer<typeof team>;

/** Case-insensitive substring match on team name, club name or age group. */
export function teamMatchesSearch(t: Pick<Team, 'team_name' | 'club_name' | 'age_group'>, search: string): boolean {
  const q = search.trim().toLowerCase();
  if (!q) return true;
  return [t.team_name, t.club_name, t.age_group].some((v) => v.toLowerCase().includes(q));
}
