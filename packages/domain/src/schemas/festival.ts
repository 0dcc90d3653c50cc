import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { fixtureStatuses, matchState } from './matches';

/**
 * Where a festival match's minutes come from: its timeline once it is over (`played`), the day's plan while it is
 * still to be played or under way (`planned`); a postponed or cancelled match is listed but not planned (`none`).
 */
export const festivalMinutesKinds = ['played', 'planned', 'none'] as const;
export type FestivalMinutesKind = (typeof festivalMinutesKinds)[number];

/** GET /matches/:id/festival (#34): the day of a team's several matches on one date, its plan and its minutes. */
export const festivalDay = lazySchema(() =>
  z.object({
    date: z.string(),
    team_id: z.number(),
    team_name: z.string(),
    age_group: z.string(),
    /** The team is in youth mode (decision 110): the goals are null for parents and players. */
    youth_mode: z.boolean(),
    /** The most minutes a player should play in one day: the club's figure for the age group, else the FA's. */
    max_minutes_per_day: z.number().nullable(),
    /** The day's matches in kick-off order, postponed and cancelled ones included. */
    matches: z.array(
      z.object({
        match_id: z.number(),
        kick_off_time: z.string(),
        opposition_name: z.string(),
        /** The pitch: the match's venue. */
        venue_name: z.string(),
        status: z.enum(fixtureStatuses),
        match_minutes: z.number(),
        on_pitch: z.number(),
        change_every: z.number(),
        /** Full time or forfeited. */
        over: z.boolean(),
        phase: matchState.shape.phase,
        our_goals: z.number().nullable(),
        opposition_goals: z.number().nullable(),
        minutes_from: z.enum(festivalMinutesKinds),
      }),
    ),
    /** Every player in any of the day's squads, by name. */
    players: z.array(
      z.object({
        player_id: z.number(),
        player_name: z.string(),
        /** Minutes in each of `matches`, in their order: played, planned, or null for a match not planned. */
        minutes: z.array(z.number().nullable()),
        /** The day's minutes: played and planned. */
        total: z.number(),
      }),
    ),
    /** The players whose day passes the most minutes per day. */
    over_limit: z.array(z.number()),
    /** The day's next fixture that is on after this match, in kick-off order; null after the last. */
    next_match_id: z.number().nullable(),
  }),
);
export type FestivalDay = z.infer<typeof festivalDay>;
