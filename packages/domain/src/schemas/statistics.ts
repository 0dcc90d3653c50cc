import { z } from 'zod';
import { lazySchema } from './lazy-schema';

export const playerStatistics = lazySchema(() =>
  z.object({
    player_id: z.number(),
    player_name: z.string(),
    player_short_name: z.string().nullable(),
    shirt_number: z.number(),
    team_id: z.number(),
    season: z.string(),
    games_started: z.number(),
    goals: z.number(),
    assists: z.number(),
    substitution_starts: z.number(),
    yellow_cards: z.number(),
    red_cards: z.number(),
    matches_missed: z.number(),
    training_missed: z.number(),
    minutes_played: z.number(),
    available_minutes: z.number(),
  }),
);
export type PlayerStatistics = z.infer<typeof playerStatistics>;

/**
 * One player's statistics (GET /players/{id}/statistics): `youth_mode` when the player's team is in youth mode
 * (decision 110), and then goals and assists null for parents and players.
 */
export const playerStatisticsView = lazySchema(() =>
  playerStatistics.extend({ goals: z.number().nullable(), assists: z.number().nullable(), youth_mode: z.boolean() }),
);
export type PlayerStatisticsView = z.infer<typeof playerStatisticsView>;

export const statTypes = [
  'games_started',
  'goals',
  'sub_starts',
  'yellow_cards',
  'red_cards',
  'matches_missed',
  'training_missed',
] as const;
export type StatType = (typeof statTypes)[number];

export const statDetailItem = lazySchema(() =>
  z.object({
    match_id: z.number().optional(),
    training_id: z.number().optional(),
    match_date: z.string().optional(),
    date: z.string().optional(),
    opposition: z.string().optional(),
    home_or_away: z.string().optional(),
    goals: z
      .array(z.object({ minute: z.number().nullable(), is_penalty: z.boolean(), is_freekick: z.boolean() }))
      .optional(),
    substitution_minute: z.number().nullable().optional(),
    card_minute: z.number().nullable().optional(),
    card_type: z.string().nullable().optional(),
    venue: z.string().optional(),
    start_time: z.string().optional(),
  }),
);
export type StatDetailItem = z.infer<typeof statDetailItem>;

export const statDetails = lazySchema(() =>
  z.object({
    player_name: z.string(),
    player_short_name: z.string().nullable(),
    shirt_number: z.number(),
    season: z.string(),
    /** The player's team is in youth mode: for parents and players the goals' matches are then left out (empty). */
    youth_mode: z.boolean(),
    matches: z.array(statDetailItem),
  }),
);
export type StatDetails = z.infer<typeof statDetails>;
