import { z } from 'zod';
import { component } from './component';
import { lazySchema } from './lazy-schema';
import { id, idListParam, isoDate, pageFields, requiredId, requiredText, sentBack, timeOfDay } from './common';
import { msg } from '../i18n/translate';

export const fixtureStatuses = ['scheduled', 'postponed', 'cancelled'] as const;
export type FixtureStatus = (typeof fixtureStatuses)[number];

export const homeOrAway = lazySchema(() => z.enum(['Home', 'Away'], { error: 'home_or_away must be Home or Away' }));

const matchFields = lazySchema(() =>
  z.strictObject({
    opposition_name: requiredText('Opposition name'),
    venue_name: requiredText('Venue name'),
    venue_address: requiredText('Venue address', 500),
    home_or_away: homeOrAway,
    kick_off_time: timeOfDay('Kick-off time'),
    meet_time: timeOfDay('Meet time'),
    colours: requiredText('Kit colours'),
    match_date: isoDate('Match date'),
    team_id: requiredId(msg('Team is required')),
    match_type: z.string().trim().max(100).nullish(),
    match_type_id: id.nullish(),
    season_id: id.nullish(),
    opposition_team_id: id.nullish(),
  }),
);
const hasMatchType = (m: { match_type?: string | null | undefined; match_type_id?: number | null | undefined }) =>
  m.match_type_id != null || (m.match_type != null && m.match_type !== '');
const matchTypeRequired = { message: msg('Match type is required'), path: ['match_type'] };

export const matchBody = lazySchema(() => matchFields.refine(hasMatchType, matchTypeRequired));
/** The client may send the whole edited match back, with its id, joined names and (from a list) state. */
export const matchUpdateBody = lazySchema(() =>
  matchFields
    .extend({
      match_id: id.optional(),
      team_name: z.string().optional(),
      team: sentBack(z.object({ team_name: z.string() })),
      state: sentBack(matchState),
      // Read-only here: POST /matches/:id/status postpones and cancels (and tells families).
      status: sentBack(z.enum(fixtureStatuses)),
      status_reason: sentBack(z.string().nullable()),
      // Read-only here: the rotation dialog sets a match's own length (decision 124).
      match_minutes: sentBack(z.number()),
      // Read-only: the version a change is made on goes as If-Match (decision 140).
      version: sentBack(z.string()),
    })
    .refine(hasMatchType, matchTypeRequired),
);
export type MatchBody = z.input<typeof matchBody>;

export const match = component(
  'Match',
  () =>
    z.object({
      match_id: z.number(),
      opposition_name: z.string(),
      venue_name: z.string(),
      venue_address: z.string(),
      home_or_away: z.enum(['Home', 'Away']),
      kick_off_time: z.string(),
      meet_time: z.string().nullable(),
      colours: z.string(),
      match_date: z.string(),
      team_id: z.number(),
      team_name: z.string(),
      team: z.object({ team_name: z.string() }),
      match_type: z.string(),
      match_type_id: z.number(),
      season_id: z.number().nullable(),
      opposition_team_id: z.number().nullable(),
      /** Postponed and cancelled fixtures stay listed, with the reason families were told (decision 106). */
      status: z.enum(fixtureStatuses).default('scheduled'),
      status_reason: z.string().nullable().default(null),
      /**
       * The match's length in minutes: its own (the rotation dialog), else its team's, else the FA's for the age group
       * (decision 124). Its clock, quick actions and minute limits run on it.
       */
      match_minutes: z.number(),
      /** Its version (decision 140): the ETag of its GET, sent back as If-Match with a change. */
      version: z.string(),
    }),
  {
    description:
      "A fixture of one of the club's teams: opponent, venue, times, kit and its status (scheduled, postponed or " +
      'cancelled).',
    examples: [
      {
        version: 'Jw3bOYtMmAn1qNdl0cVZ',
        match_id: 41,
        opposition_name: 'Hillside Athletic U10',
        venue_name: 'Riverside Recreation Ground',
        venue_address: '1 Park Lane, Riverside RV1 2AB',
        home_or_away: 'Home',
        kick_off_time: '10:30',
        meet_time: '09:45',
        colours: 'Red shirts, white shorts',
        match_date: '2026-10-03',
        team_id: 3,
        team_name: 'U10 Lions',
        team: { team_name: 'U10 Lions' },
        match_type: 'league',
        match_type_id: 1,
        season_id: 2,
        opposition_team_id: 5,
        status: 'scheduled',
        status_reason: null,
        match_minutes: 50,
      },
    ],
  },
);
export type Match = z.infer<typeof match>;

/** POST /matches/:id/status: postpone or cancel a fixture with a reason, or put it back on. */
export const matchStatusBody = lazySchema(() =>
  z
    .strictObject({
      status: z.enum(fixtureStatuses, { error: 'status must be scheduled, postponed or cancelled' }),
      reason: z.string().trim().max(500, msg('reason must be at most 500 characters')).nullish(),
    })
    .refine((b) => b.status === 'scheduled' || (b.reason ?? '').length > 0, {
      message: msg('Give families a reason'),
      path: ['reason'],
    }),
);
export type MatchStatusBody = z.input<typeof matchStatusBody>;

/**
 * Where a match stands, from its events: the phase reached (FORFEITED once forfeited), the score 'our - their'
 * (3-0 after a forfeit) and whether any event exists. The match lists carry it, so a row needs no request of its own.
 * `youth_mode`: the match's team is in youth mode (decision 110); its goals are then null for parents and players.
 */
export const matchState = component(
  'MatchState',
  () =>
    z.object({
      phase: z.enum(['NOT_STARTED', 'FIRST_HALF', 'HALF_TIME', 'SECOND_HALF', 'FINISHED', 'FORFEITED']),
      our_goals: z.number().nullable(),
      opposition_goals: z.number().nullable(),
      has_events: z.boolean(),
      youth_mode: z.boolean(),
    }),
  {
    description:
      'Where a match stands from its events: the phase reached, the score (null goals in youth mode for parents ' +
      'and players) and whether anything was recorded.',
    examples: [{ phase: 'SECOND_HALF', our_goals: 2, opposition_goals: 1, has_events: true, youth_mode: false }],
  },
);
export type MatchState = z.infer<typeof matchState>;

/** A match in GET /matches, /matches/upcoming and /matches/current-season: the match and its state. */
export const listedMatch = lazySchema(() => match.extend({ state: matchState }));
export type ListedMatch = z.infer<typeof listedMatch>;

/**
 * A list's teams (#30, decision 127): `?team_id=3&team_id=4` answers those teams' rows only, as the whole club's list
 * would have them; without, every team's. A team's coach's screens ask for their teams.
 */
export const teamListQuery = lazySchema(() => z.strictObject({ team_id: idListParam('team_id').optional() }));
export type TeamListQuery = z.input<typeof teamListQuery>;

/** The fixture list's query: of the teams named, one page of it when asked (decision 140). */
export const teamListPageQuery = lazySchema(() =>
  z.strictObject({ team_id: idListParam('team_id').optional(), ...pageFields() }),
);

/** An upcoming list's query: at most `limit` rows, of the teams named. */
export const upcomingQuery = lazySchema(() =>
  z.strictObject({
    limit: z.coerce.number().int().min(1).max(500).optional(),
    team_id: idListParam('team_id').optional(),
  }),
);
export type UpcomingQuery = z.input<typeof upcomingQuery>;
