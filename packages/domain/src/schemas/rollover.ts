import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { id, isoDate, requiredText } from './common';
import { qualificationKinds, qualificationStates } from '../rules/qualifications';

/**
 * The season's turn as the admin chose it (#34, decision 134): the new season, each team's next name and age group,
 * and who leaves.
 */
export const rolloverBody = lazySchema(() =>
  z.strictObject({
    season: z.strictObject({
      name: requiredText('Season name', 50),
      start_date: isoDate('Start date'),
      end_date: isoDate('End date'),
    }),
    teams: z
      .array(
        z.strictObject({
          team_id: id,
          team_name: requiredText('Team name', 100),
          age_group: requiredText('Age group', 20),
        }),
      )
      .max(500),
    leaving: z.array(id).max(20_000).default([]),
  }),
);
export type RolloverBody = z.input<typeof rolloverBody>;

const teamShape = z.object({
  team_name: z.string(),
  age_group: z.string(),
  youth_mode: z.boolean(),
  match_minutes: z.number(),
  on_pitch: z.number(),
});

/** What the turn does (the preview, and the answer once applied): nothing happens until it is applied, all at once. */
export const rolloverPlan = lazySchema(() =>
  z.object({
    season: z.object({ name: z.string(), start_date: z.string(), end_date: z.string() }),
    /** The season that ends: its matches keep their length, its statistics stay as they are. */
    last_season: z.object({ season_id: z.number(), name: z.string() }).nullable(),
    teams: z.array(
      z.object({
        team_id: z.number(),
        from: teamShape,
        to: teamShape,
        players_moving: z.number(),
        players_leaving: z.number(),
      }),
    ),
    leavers: z.array(z.object({ player_id: z.number(), player_name: z.string(), team_name: z.string() })),
    /** The parents asked to confirm their children's details, consents and medical information for the new season. */
    families_asked: z.number(),
    /** The coaches whose checks are not current on the new season's first day. */
    checks_due: z.array(
      z.object({
        user_id: z.number(),
        name: z.string(),
        kind: z.enum(qualificationKinds),
        state: z.enum(qualificationStates),
        expires_on: z.string().nullable(),
      }),
    ),
    problems: z.array(z.string()),
    applied: z.boolean(),
  }),
);
export type RolloverPlan = z.infer<typeof rolloverPlan>;

/** What the rollover screen starts from: the proposed season and each team's proposed next name and age group. */
export const rolloverStart = lazySchema(() =>
  z.object({
    season: z.object({ name: z.string(), start_date: z.string(), end_date: z.string() }),
    current: z.object({ season_id: z.number(), name: z.string() }).nullable(),
    teams: z.array(
      z.object({
        team_id: z.number(),
        team_name: z.string(),
        age_group: z.string(),
        next_name: z.string(),
        next_age_group: z.string(),
        players: z.array(
          z.object({ player_id: z.number(), player_name: z.string(), date_of_birth: z.string().nullable() }),
        ),
      }),
    ),
  }),
);
export type RolloverStart = z.infer<typeof rolloverStart>;
