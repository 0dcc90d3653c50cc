import { z } from 'zod';
import { idParam } from './common';
import { matchScore, timelineEvent } from './events';
import { lazySchema } from './lazy-schema';
import { msg } from '../i18n/translate';

/** A match's id and one of its live links' (DELETE /matches/:id/live-links/:linkId). */
export const liveLinkParams = lazySchema(() => z.strictObject({ id: idParam, linkId: idParam }));

/** A live link as the coach's list shows it: who shared it, when, and until when it works. Never its token. */
export const liveLinkSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    /** The sharer's display name; null once their account is gone. */
    created_by: z.string().nullable(),
    created_at: z.string(),
    expires_at: z.string(),
  }),
);
export type LiveLink = z.infer<typeof liveLinkSchema>;

/** POST /matches/:id/live-links: the new link, with its address; the only time the address is shown. */
export const liveLinkCreated = lazySchema(() => liveLinkSchema.extend({ url: z.string() }));
export type LiveLinkCreated = z.infer<typeof liveLinkCreated>;

export const liveLinkList = lazySchema(() => z.object({ links: z.array(liveLinkSchema) }));

/** POST /live-links/view: the token from the address's '#' part, in the body so that no log records it. */
export const liveLinkViewBody = lazySchema(() =>
  z.strictObject({ token: z.string().min(1, 'token is required').max(200, msg('This live link is not valid.')) }),
);

export const relativesPhases = ['NOT_STARTED', 'FIRST_HALF', 'HALF_TIME', 'SECOND_HALF', 'FINISHED'] as const;

/**
 * What a live link shows relatives: the fixture's header, the phase, the score (null in youth mode) and the timeline
 * with first names only, no notes and no player ids (rules/live-link.ts), and when the link stops working.
 */
export const liveMatchView = lazySchema(() =>
  z.object({
    match: z.object({
      team_name: z.string(),
      opposition_name: z.string(),
      match_date: z.string(),
      kick_off_time: z.string(),
      home_or_away: z.enum(['Home', 'Away']),
      /** The match's length: its clock runs on it (decision 124). */
      match_minutes: z.number(),
    }),
    phase: z.enum(relativesPhases),
    /** The team is in youth mode: no score, and no goals in the timeline (a list of goals is a score). */
    youth_mode: z.boolean(),
    score: matchScore.nullable(),
    events: z.array(timelineEvent),
    expires_at: z.string(),
  }),
);
export type LiveMatchView = z.infer<typeof liveMatchView>;

export const liveLinkMessages = {
  onlyTeamCoaches: msg('Only the coaches of this team can share its live link'),
  notMatchDay: msg('A live link can only be shared on the match day'),
  notPlayed: (status: string) => `This match is ${status}: there is nothing to watch`,
  invalid: msg('This live link is not valid.'),
  gone: msg('This live link has expired or was revoked.'),
  moved: msg('This match has moved to another day: ask the coach for a new link on the day.'),
} as const;
