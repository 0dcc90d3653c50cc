import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { id, requiredText } from './common';

export const teamBody = lazySchema(() =>
  z.strictObject({
    team_name: requiredText('Team name'),
    home_colours: requiredText('Home colours'),
    away_colours: requiredText('Away colours'),
    age_group: requiredText('Age group'),
    club_name: requiredText('Club name'),
    contact_number: requiredText('Contact number', 50),
  }),
);
/** The client may send the whole edited team back, id included. */
export const teamUpdateBody = lazySchema(() => teamBody.extend({ team_id: id.optional() }));
export type TeamBody = z.infer<typeof teamBody>;

export const team = lazySchema(() => teamBody.extend({ team_id: z.number() }));
export type Team = z.infer<typeof team>;

/** Case-insensitive substring match on team name, club name or age group. */
export function teamMatchesSearch(t: Pick<Team, 'team_name' | 'club_name' | 'age_group'>, search: string): boolean {
  const q = search.trim().toLowerCase();
  if (!q) return true;
  return [t.team_name, t.club_name, t.age_group].some((v) => v.toLowerCase().includes(q));
}
