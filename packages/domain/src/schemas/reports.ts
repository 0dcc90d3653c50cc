import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { idParam } from './common';

export const trainingAttendanceReport = lazySchema(() =>
  z.object({
    season_name: z.string().nullable(),
    total_sessions: z.number(),
    attendance_data: z.array(
      z.object({
        player_id: z.number(),
        player_name: z.string(),
        total_sessions: z.number(),
        sessions_missed: z.number(),
        consecutive_sessions: z.number(),
      }),
    ),
  }),
);
export type TrainingAttendanceReport = z.infer<typeof trainingAttendanceReport>;

export const matchAttendanceReport = lazySchema(() =>
  z.object({
    season_name: z.string().nullable(),
    total_matches: z.number(),
    attendance_data: z.array(
      z.object({
        player_id: z.number(),
        player_name: z.string(),
        total_matches: z.number(),
        matches_missed: z.number(),
        consecutive_missed: z.number(),
      }),
    ),
  }),
);
export type MatchAttendanceReport = z.infer<typeof matchAttendanceReport>;

export const topScorersReport = lazySchema(() =>
  z.object({
    season_name: z.string().nullable(),
    matches_played: z.number(),
    scoring_data: z.array(
      z.object({
        player_id: z.number(),
        player_name: z.string(),
        goals: z.number(),
        assists: z.number(),
        matches_played: z.number(),
      }),
    ),
  }),
);
export type TopScorersReport = z.infer<typeof topScorersReport>;

const absentPlayer = lazySchema(() =>
  z.object({ player_id: z.number(), player_name: z.string(), player_short_name: z.string().nullable() }),
);

export const trainingAbsencesReport = lazySchema(() =>
  z.object({
    season_name: z.string().nullable(),
    sessions: z.array(
      z.object({
        session_id: z.number(),
        date: z.string(),
        venue: z.string(),
        team_name: z.string(),
        num_absent: z.number(),
        absent_players: z.array(absentPlayer),
      }),
    ),
  }),
);
export type TrainingAbsencesReport = z.infer<typeof trainingAbsencesReport>;

export const matchAbsencesReport = lazySchema(() =>
  z.object({
    season_name: z.string().nullable(),
    matches: z.array(
      z.object({
        match_id: z.number(),
        date: z.string(),
        opponent: z.string(),
        team_name: z.string(),
        num_absent: z.number(),
        absent_players: z.array(absentPlayer),
      }),
    ),
  }),
);
export type MatchAbsencesReport = z.infer<typeof matchAbsencesReport>;

export const reportQuery = lazySchema(() => z.strictObject({ team_id: idParam.optional() }));

export const playingTimeReport = lazySchema(() =>
  z.object({
    season_name: z.string().nullable(),
    players: z.array(
      z.object({
        player_id: z.number(),
        player_name: z.string(),
        team_id: z.number(),
        team_name: z.string(),
        matches_played: z.number(),
        minutes_played: z.number(),
        available_minutes: z.number(),
        share: z.number(),
        team_average_share: z.number(),
        below_fair_share: z.boolean(),
      }),
    ),
  }),
);
export type PlayingTimeReport = z.infer<typeof playingTimeReport>;

export const playerMinutes = lazySchema(() =>
  z.array(
    z.object({
      match_id: z.number(),
      match_date: z.string(),
      opposition: z.string(),
      match_minutes: z.number(),
      minutes: z.number(),
    }),
  ),
);
export type PlayerMinutes = z.infer<typeof playerMinutes>;
