import { z } from 'zod';
import { id } from './common';
import { lazySchema } from './lazy-schema';
import { msg } from '../i18n/translate';

/** A team's coaches, by user id: they may correct its matches' events on the match day (decision 108). */
export const teamCoachesView = lazySchema(() => z.object({ team_id: z.number(), user_ids: z.array(z.number()) }));
export type TeamCoachesView = z.infer<typeof teamCoachesView>;

/**
 * GET /team-coaches: each team's coaches, and those of them without a valid DBS check today (flagged on Team
 * Management, #31; nothing is refused, decision 130).
 */
export const teamCoachesList = lazySchema(() =>
  z.object({ teams: z.array(teamCoachesView.extend({ without_valid_dbs: z.array(z.number()) })) }),
);

export const teamCoachesBody = lazySchema(() =>
  z.strictObject({
    user_ids: z
      .array(id, { error: 'user_ids must be a list of user ids' })
      .max(20, msg('At most 20 coaches for a team')),
  }),
);
export type TeamCoachesBody = z.input<typeof teamCoachesBody>;

export const teamCoachMessages = {
  notACoach: (name: string) => `${name} is not a coach`,
  noSuchUser: msg('No such user'),
} as const;

export const teamRef = lazySchema(() => z.object({ team_id: z.number(), team_name: z.string() }));
export type TeamRef = z.infer<typeof teamRef>;

/**
 * The signed-in person's teams (decision 127): those they coach and their family's (a parent's children's, a player's
 * own), each by name, and whether they may choose every team (an admin, the head of coaching).
 */
export const myTeams = lazySchema(() =>
  z.object({ coaching: z.array(teamRef), family: z.array(teamRef), all_teams: z.boolean() }),
);
export type MyTeams = z.infer<typeof myTeams>;
