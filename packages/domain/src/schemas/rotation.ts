import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { msg } from '../i18n/translate';

/** A whole number from `min` to `max`, with the field's own words. */
const wholeIn = (label: string, min: number, max: number) =>
  z
    .number({ error: (iss) => (iss.input === undefined ? `${label} is required` : `${label} must be a number`) })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be between ${min} and ${max}`)
    .max(max, `${label} must be between ${min} and ${max}`);

/** A match's length in minutes: a team's or one match's (decision 124). */
export const matchMinutesField = lazySchema(() => wholeIn('Match length', 10, 120));

/** PUT /matches/:id/rotation: roll-on/roll-off for one match (decision 109). */
export const rotationBody = lazySchema(() =>
  z
    .strictObject({
      on_pitch: wholeIn('Players on the pitch', 1, 11),
      change_every: wholeIn('Change every', 1, 60),
      match_minutes: matchMinutesField,
    })
    .refine((b) => b.change_every < b.match_minutes, {
      message: msg('Change every must be shorter than the match'),
      path: ['change_every'],
    }),
);
export type RotationBody = z.input<typeof rotationBody>;

export const squadRotationRoles = ['starting', 'substitute'] as const;

export const rotationView = lazySchema(() =>
  z.object({
    /** False while the settings are the age group's defaults, not yet saved for this match. */
    saved: z.boolean(),
    settings: z.object({ on_pitch: z.number(), change_every: z.number(), match_minutes: z.number() }),
    age_group: z.string(),
    /** The most minutes a player should play in one day: the club's figure for the age group, else the FA's. */
    max_minutes_per_day: z.number().nullable(),
    /** The lineup's goalkeeper, kept in goal by the plan and the sub timer; null without one. */
    keeper: z.number().nullable(),
    /** The published squad's starters and substitutes; without one, the lineup's starters and the available players. */
    squad: z.array(
      z.object({
        player_id: z.number(),
        player_name: z.string(),
        role: z.enum(squadRotationRoles),
        /** Minutes this season before this match (the playing-time report's figure). */
        season_minutes: z.number(),
        /** Minutes today in the team's other matches. */
        today_minutes: z.number(),
        /** Minutes this match's plan gives them. */
        planned_minutes: z.number(),
      }),
    ),
    /** The plan: who is on in each spell, from the lineup's starters. */
    segments: z.array(z.object({ from: z.number(), to: z.number(), on_pitch: z.array(z.number()) })),
    changes: z.array(z.object({ at: z.number(), off: z.array(z.number()), on: z.array(z.number()) })),
    /** The most minus the fewest planned minutes, as a share of the match (percentage points). */
    spread: z.number(),
  }),
);
export type RotationView = z.infer<typeof rotationView>;

export const minutesLimitsView = lazySchema(() =>
  z.object({
    limits: z.array(
      z.object({
        age_group: z.string(),
        /** The FA's figure (decision 109); null where it sets none. */
        default_minutes: z.number().nullable(),
        /** The club's own figure; null to follow the default. */
        max_minutes: z.number().nullable(),
      }),
    ),
  }),
);
export type MinutesLimitsView = z.infer<typeof minutesLimitsView>;

export const minutesLimitParams = lazySchema(() =>
  z.strictObject({ age_group: z.string().trim().min(1, msg('Age group is required')).max(40) }),
);
export const minutesLimitBody = lazySchema(() =>
  z.strictObject({ max_minutes: wholeIn('Most minutes per day', 1, 600).nullable() }),
);
export type MinutesLimitBody = z.input<typeof minutesLimitBody>;

export const rotationMessages = {
  onlyTeamCoaches: msg("Only the team's coaches and admins can set its rotation"),
  noSuchAgeGroup: msg('No team plays in that age group'),
  /** #29 item 6: no more on the pitch than in the squad. */
  moreThanSquad: (squad: number) => `Only ${squad} players in the squad: at most ${squad} on the pitch`,
  /** #29 item 6: the first spell is the lineup, so the rotation plays its size. */
  notTheLineup: (starters: number) =>
    `The lineup has ${starters} starters: put ${starters} on the pitch, or change the lineup first`,
} as const;
