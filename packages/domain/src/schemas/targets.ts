import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { msg } from '../i18n/translate';

export const targetMessages = {
  goals: msg('Goals target must be a positive number'),
  cleanSheets: msg('Clean sheets target must be a positive number'),
  goalInvolvements: msg('Goal involvements target must be a positive number'),
  startingPercentage: msg('Starting percentage must be between 0 and 100'),
  gamesPlayedPercentage: msg('Games played percentage must be between 0 and 100'),
  percentagesCoachOnly: msg('Only coaches and admins can set percentage targets'),
  noSeason: msg('There is no current season: an admin must mark one as current'),
  fetchFailed: msg('Failed to fetch player targets'),
  saveFailed: msg('Failed to save target'),
} as const;

const wholeTarget = (message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(10_000, message).nullish();
const percentTarget = (message: string) =>
  z
    .number({ error: message })
    .min(0, message)
    .max(100, message)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, message)
    .nullish();

export const targetsBody = lazySchema(() =>
  z.strictObject({
    goals_target: wholeTarget(targetMessages.goals),
    clean_sheets_target: wholeTarget(targetMessages.cleanSheets),
    goal_involvements_target: wholeTarget(targetMessages.goalInvolvements),
    starting_percentage_target: percentTarget(targetMessages.startingPercentage),
    games_played_percentage_target: percentTarget(targetMessages.gamesPlayedPercentage),
  }),
);
export type TargetsBody = z.input<typeof targetsBody>;

export const targets = lazySchema(() =>
  z.object({
    goals_target: z.number().nullable(),
    clean_sheets_target: z.number().nullable(),
    goal_involvements_target: z.number().nullable(),
    starting_percentage_target: z.number().nullable(),
    games_played_percentage_target: z.number().nullable(),
  }),
);
export type Targets = z.infer<typeof targets>;

/** A target's progress; `current` (and so `percentage`) is null where youth mode hides a goal figure (decision 110). */
export const progressItem = lazySchema(() =>
  z.object({ current: z.number().nullable(), target: z.number().nullable(), percentage: z.number().nullable() }),
);
export type ProgressItem = z.infer<typeof progressItem>;

export const progress = lazySchema(() =>
  z.object({
    goals: progressItem,
    cleanSheets: progressItem,
    goalInvolvements: progressItem,
    startingPercentage: progressItem,
    gamesPlayedPercentage: progressItem,
  }),
);
export type Progress = z.infer<typeof progress>;

/**
 * A player's targets and progress; `youth_mode` when the player's team is in youth mode: for parents and players the
 * goals, clean sheets and goal involvements progress then has no current figure.
 */
export const playerTargets = lazySchema(() =>
  z.object({ player_id: z.number(), season: z.string().nullable(), youth_mode: z.boolean(), targets, progress }),
);
export type PlayerTargets = z.infer<typeof playerTargets>;

export const playerTargetsRow = lazySchema(() =>
  playerTargets.extend({ player_name: z.string(), player_short_name: z.string().nullable(), team_id: z.number() }),
);
export type PlayerTargetsRow = z.infer<typeof playerTargetsRow>;
