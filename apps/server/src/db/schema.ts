/**
 * The whole database: one definition serves PGlite and PostgreSQL.
 * Foreign keys guarantee no orphan rows; check constraints repeat the spec's enumerations.
 */
import { sql } from 'drizzle-orm';
import { emailKinds, outboxKinds } from '@touchline/domain';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    userId: serial('user_id').primaryKey(),
    username: text('username').notNull(),
    /** Null until an invited person chooses their password (routes/invitations.ts): nobody can sign in as them. */
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    shortName: text('short_name'),
    email: text('email'),
    /** The head of coaching (decision 127): a coach who may choose every team on the coach screens. */
    headOfCoaching: boolean('head_of_coaching').notNull().default(false),
    /**
     * The Club Welfare Officer (decision 130): reads club messages and their recipients, the audit of sensitive reads,
     * the qualifications register and the consents; not an admin.
     */
    welfareOfficer: boolean('welfare_officer').notNull().default(false),
    /** The treasurer (#33, decision 133): fees, charges, payments and bank statements; not an admin. */
    treasurer: boolean('treasurer').notNull().default(false),
    /** Non-urgent emails held for one a day (#32, decision 131). */
    emailDigest: boolean('email_digest').notNull().default(false),
    /** The language the person chose (decision 132): null follows the club's (CLUB_LANGUAGE), then the browser's. */
    language: text('language'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    // One person, one account (decision 121): auth/one-account.ts says so in words, this holds it under races.
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    check('users_role_check', sql`${t.role} in ('user', 'admin')`),
    check('users_language_check', sql`${t.language} in ('en-GB', 'es')`),
  ],
);

export const userTypes = pgTable(
  'user_types',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    type: text('type', { enum: ['Player', 'Parent', 'Coach'] }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.type] }),
    check('user_types_type_check', sql`${t.type} in ('Player', 'Parent', 'Coach')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    impersonatorId: integer('impersonator_id').references(() => users.userId, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Sign-in counters (auth/login-throttle.ts): per lower-cased username and source address, and per source address
 * across all usernames (username ''). An attempt is counted (`pending`) before its password is checked; a wrong one
 * then moves to `failures`, a right one is taken back.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    source: text('source').notNull(),
    username: text('username').notNull(),
    failures: integer('failures').notNull(),
    pending: integer('pending').notNull(),
    firstFailureAt: timestamp('first_failure_at', { withTimezone: true }).notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.source, t.username] }),
    index('login_throttle_first_failure_idx').on(t.firstFailureAt),
  ],
);

export const teams = pgTable(
  'teams',
  {
    teamId: serial('team_id').primaryKey(),
    teamName: text('team_name').notNull(),
    homeColours: text('home_colours').notNull(),
    awayColours: text('away_colours').notNull(),
    ageGroup: text('age_group').notNull(),
    clubName: text('club_name').notNull(),
    contactNumber: text('contact_number').notNull(),
    /** Results, scores and goal counts hidden from parents and players; null follows the age group (decision 110). */
    youthMode: boolean('youth_mode'),
    /** The team's match length in minutes; null follows the age group (decision 124). */
    matchMinutes: integer('match_minutes'),
  },
  (t) => [check('teams_match_minutes_check', sql`${t.matchMinutes} between 10 and 120`)],
);

/** The coaches of a team: they may correct its matches' events on the match day (decision 108). */
export const teamCoaches = pgTable(
  'team_coaches',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.teamId, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] }), index('team_coaches_user_idx').on(t.userId)],
);

export const players = pgTable(
  'players',
  {
    playerId: serial('player_id').primaryKey(),
    playerName: text('player_name').notNull(),
    playerShortName: text('player_short_name'),
    preferredPosition: text('preferred_position').notNull(),
    /** Null once a player's personal data has been erased. */
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    shirtNumber: integer('shirt_number').notNull(),
    /** Null once the player has left the club (a season's rollover, #34): then `left_team_id` says whose they were. */
    teamId: integer('team_id').references(() => teams.teamId, { onDelete: 'restrict' }),
    /**
     * The team a player left (#34, decision 134): kept for the statistics of the seasons they played, until the club's
     * retention schedule erases them (`left_on`).
     */
    leftTeamId: integer('left_team_id').references((): AnyPgColumn => teams.teamId, { onDelete: 'set null' }),
    /** The season a player left at the end of: its statistics and earlier ones still count them. */
    leftSeasonId: integer('left_season_id').references((): AnyPgColumn => seasons.seasonId, { onDelete: 'set null' }),
    leftOn: date('left_on', { mode: 'string' }),
    /** The user account of the player themself, when they have one. */
    userId: integer('user_id').references(() => users.userId, { onDelete: 'set null' }),
    /** The family that pays for the player (#33): set by money/families.ts the first time the money screens look. */
    familyId: integer('family_id').references((): AnyPgColumn => families.familyId, { onDelete: 'set null' }),
    /** The treasurer put the player in this family by hand: shared parents never move them out of it. */
    familyChosen: boolean('family_chosen').notNull().default(false),
  },
  (t) => [
    index('players_team_idx').on(t.teamId),
    uniqueIndex('players_user_key').on(t.userId),
    index('players_family_idx').on(t.familyId),
    index('players_left_team_idx').on(t.leftTeamId),
    check('players_team_or_left_check', sql`${t.teamId} is not null or ${t.leftOn} is not null`),
  ],
);

export const parentPlayerAssociations = pgTable(
  'parent_player_associations',
  {
    parentUserId: integer('parent_user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.playerId, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.parentUserId, t.playerId] }), index('ppa_player_idx').on(t.playerId)],
);

export const seasons = pgTable(
  'seasons',
  {
    seasonId: serial('season_id').primaryKey(),
    name: text('name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    isCurrent: boolean('is_current').notNull().default(false),
    /**
     * The day families' confirmations for this season count from, when earlier than its start: the rollover's day
     * (#34), so a family asked in July and answering then is not asked again in September.
     */
    reviewFrom: date('review_from', { mode: 'string' }),
  },
  // At most one current season, guaranteed by the database.
  (t) => [
    uniqueIndex('seasons_one_current')
      .on(t.isCurrent)
      .where(sql`${t.isCurrent}`),
  ],
);

export const matchTypes = pgTable('match_types', {
  matchTypeId: serial('match_type_id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description'),
});

export const oppositionTeams = pgTable('opposition_teams', {
  id: serial('id').primaryKey(),
  teamName: text('team_name').notNull(),
  venueName: text('venue_name'),
  venueAddress: text('venue_address'),
});

export const matches = pgTable(
  'matches',
  {
    matchId: serial('match_id').primaryKey(),
    oppositionName: text('opposition_name').notNull(),
    venueName: text('venue_name').notNull(),
    venueAddress: text('venue_address').notNull(),
    homeOrAway: text('home_or_away', { enum: ['Home', 'Away'] }).notNull(),
    kickOffTime: time('kick_off_time').notNull(),
    meetTime: time('meet_time'),
    colours: text('colours').notNull(),
    matchDate: date('match_date', { mode: 'string' }).notNull(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.teamId, { onDelete: 'restrict' }),
    matchTypeId: integer('match_type_id')
      .notNull()
      .references(() => matchTypes.matchTypeId, { onDelete: 'restrict' }),
    seasonId: integer('season_id').references(() => seasons.seasonId, { onDelete: 'restrict' }),
    oppositionTeamId: integer('opposition_team_id').references(() => oppositionTeams.id, { onDelete: 'restrict' }),
    /** Bumped on every change, so calendar feeds carry updates (iCalendar SEQUENCE). */
    revision: integer('revision').notNull().default(0),
    /** Postponed and cancelled fixtures stay listed, with the reason families were told (decision 106). */
    status: text('status', { enum: ['scheduled', 'postponed', 'cancelled'] })
      .notNull()
      .default('scheduled'),
    statusReason: text('status_reason'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the families were first asked for answers (the request, decision 106): the planner asks no one twice, and a
     * request that went out late gives families a day to answer (#28 item 10). In backups, with the fixture.
     */
    answersRequestedAt: timestamp('answers_requested_at', { withTimezone: true }),
    /**
     * The club says this past fixture was played though nothing of it was recorded (an imported season, #28 item 2):
     * it is then held (counted in attendance, absences and games played) like one with a result, an event or a lineup.
     */
    saidPlayed: boolean('said_played').notNull().default(false),
    /**
     * The match's own length in minutes (the rotation dialog); null follows its team's (decision 124). Its clock, and
     * the minutes of its events, run on it.
     */
    matchMinutes: integer('match_minutes'),
  },
  (t) => [
    check('matches_home_or_away_check', sql`${t.homeOrAway} in ('Home', 'Away')`),
    check('matches_match_minutes_check', sql`${t.matchMinutes} between 10 and 120`),
    check('matches_status_check', sql`${t.status} in ('scheduled', 'postponed', 'cancelled')`),
    index('matches_date_idx').on(t.matchDate),
    index('matches_team_date_idx').on(t.teamId, t.matchDate),
    index('matches_season_idx').on(t.seasonId),
    index('matches_opposition_idx').on(t.oppositionTeamId),
  ],
);

export const eventKinds = ['GOAL', 'CARD', 'SUBSTITUTION', 'MATCH_EVENT', 'MAN_OF_THE_MATCH'] as const;

/** Every kind of match event in one table, so a timeline is one ordered query. */
export const matchEvents = pgTable(
  'match_events',
  {
    id: serial('id').primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.matchId, { onDelete: 'cascade' }),
    kind: text('kind', { enum: eventKinds }).notNull(),
    eventType: text('event_type'),
    minute: integer('minute'),
    playerId: integer('player_id').references(() => players.playerId, { onDelete: 'restrict' }),
    assistPlayerId: integer('assist_player_id').references(() => players.playerId, { onDelete: 'restrict' }),
    playerOnId: integer('player_on_id').references(() => players.playerId, { onDelete: 'restrict' }),
    isPenalty: boolean('is_penalty').notNull().default(false),
    isFreekick: boolean('is_freekick').notNull().default(false),
    isOwnGoal: boolean('is_own_goal').notNull().default(false),
    isOppositionGoal: boolean('is_opposition_goal').notNull().default(false),
    oppositionScorerName: text('opposition_scorer_name'),
    oppositionAssistName: text('opposition_assist_name'),
    cardType: text('card_type'),
    forfeitingTeam: text('forfeiting_team'),
    notes: text('notes'),
    recordedBy: integer('recorded_by').references(() => users.userId, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    /** The recording device's idempotency key: a repeat of the same key records nothing new (decision 108). */
    clientKey: uuid('client_key'),
    /** What the request with that key asked for (its route and body, hashed): the key reused for another is refused. */
    clientFingerprint: text('client_fingerprint'),
  },
  (t) => [
    check(
      'match_events_kind_check',
      sql`${t.kind} in ('GOAL', 'CARD', 'SUBSTITUTION', 'MATCH_EVENT', 'MAN_OF_THE_MATCH')`,
    ),
    index('match_events_match_idx').on(t.matchId, t.minute, t.recordedAt),
    index('match_events_player_idx').on(t.playerId),
    index('match_events_assist_idx').on(t.assistPlayerId),
    index('match_events_player_on_idx').on(t.playerOnId),
    uniqueIndex('match_events_client_key').on(t.matchId, t.clientKey),
    // A forfeit is recorded once, and a match has one man of the match.
    uniqueIndex('match_events_one_forfeit')
      .on(t.matchId)
      .where(sql`${t.eventType} = 'FORFEIT'`),
    uniqueIndex('match_events_one_motm')
      .on(t.matchId)
      .where(sql`${t.kind} = 'MAN_OF_THE_MATCH'`),
    // Each phase (and the lineup confirmation) is recorded once, even when two requests arrive together (decision 60).
    uniqueIndex('match_events_one_phase')
      .on(t.matchId, t.eventType)
      .where(sql`${t.eventType} in ('LINEUP_CONFIRMED', 'GAME_START', 'HALF_TIME', 'SECOND_HALF_START', 'GAME_END')`),
  ],
);

/**
 * Every change to a match's events, numbered per match (1, 2, 3 … in commit order), written by a trigger on
 * match_events (migration 0007). The live stream sends the number as the SSE id and replays what a reconnecting
 * viewer missed after its Last-Event-ID, whichever instance it reconnects to. No foreign key: a match's deletion
 * removes its events, and those changes are not logged.
 */
export const matchChanges = pgTable(
  'match_changes',
  {
    matchId: integer('match_id').notNull(),
    seq: integer('seq').notNull(),
    action: text('action', { enum: ['created', 'updated', 'deleted'] }).notNull(),
    eventId: integer('event_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.seq] })],
);

export const formations = pgTable('formations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  playersOnPitch: integer('players_on_pitch').notNull(),
});

export const formationPositions = pgTable(
  'formation_positions',
  {
    id: serial('id').primaryKey(),
    formationId: integer('formation_id')
      .notNull()
      .references(() => formations.id, { onDelete: 'cascade' }),
    positionName: text('position_name').notNull(),
    xCoordinate: real('x_coordinate').notNull(),
    yCoordinate: real('y_coordinate').notNull(),
  },
  (t) => [
    index('formation_positions_formation_idx').on(t.formationId),
    check('formation_positions_x_check', sql`${t.xCoordinate} between 0 and 100`),
    check('formation_positions_y_check', sql`${t.yCoordinate} between 0 and 100`),
  ],
);

export const matchLineups = pgTable('match_lineups', {
  matchId: integer('match_id')
    .primaryKey()
    .references(() => matches.matchId, { onDelete: 'cascade' }),
  formationId: integer('formation_id')
    .notNull()
    .references(() => formations.id, { onDelete: 'restrict' }),
  savedBy: integer('saved_by').references(() => users.userId, { onDelete: 'set null' }),
  savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
});

export const lineupPlayers = pgTable(
  'lineup_players',
  {
    id: serial('id').primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matchLineups.matchId, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.playerId, { onDelete: 'restrict' }),
    formationPositionId: integer('formation_position_id')
      .notNull()
      .references(() => formationPositions.id, { onDelete: 'restrict' }),
    position: text('position').notNull(),
  },
  (t) => [
    uniqueIndex('lineup_players_player_key').on(t.matchId, t.playerId),
    uniqueIndex('lineup_players_position_key').on(t.matchId, t.formationPositionId),
    index('lineup_players_player_idx').on(t.playerId),
  ],
);

export const trainings = pgTable(
  'trainings',
  {
    trainingId: serial('training_id').primaryKey(),
    date: date('date', { mode: 'string' }).notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    venue: text('venue').notNull(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.teamId, { onDelete: 'restrict' }),
    notes: text('notes'),
    seasonId: integer('season_id').references(() => seasons.seasonId, { onDelete: 'restrict' }),
    revision: integer('revision').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('trainings_team_date_idx').on(t.teamId, t.date), index('trainings_date_idx').on(t.date)],
);

/** A day someone will miss: a player (player_id) or a coach (user_id with no player). */
export const availability = pgTable(
  'availability',
  {
    availabilityId: serial('availability_id').primaryKey(),
    playerId: integer('player_id').references(() => players.playerId, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.userId, { onDelete: 'cascade' }),
    unavailableDate: date('unavailable_date', { mode: 'string' }).notNull(),
    notes: text('notes'),
    createdBy: integer('created_by').references(() => users.userId, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('availability_subject_check', sql`${t.playerId} is not null or ${t.userId} is not null`),
    uniqueIndex('availability_player_date_key')
      .on(t.playerId, t.unavailableDate)
      .where(sql`${t.playerId} is not null`),
    uniqueIndex('availability_coach_date_key')
      .on(t.userId, t.unavailableDate)
      .where(sql`${t.playerId} is null`),
    index('availability_date_idx').on(t.unavailableDate),
  ],
);

export const playerTargets = pgTable(
  'player_targets',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.playerId, { onDelete: 'cascade' }),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.seasonId, { onDelete: 'cascade' }),
    goalsTarget: integer('goals_target'),
    cleanSheetsTarget: integer('clean_sheets_target'),
    goalInvolvementsTarget: integer('goal_involvements_target'),
    startingPercentageTarget: numeric('starting_percentage_target', { precision: 5, scale: 2, mode: 'number' }),
    gamesPlayedPercentageTarget: numeric('games_played_percentage_target', { precision: 5, scale: 2, mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.seasonId] })],
);

/** Private calendar feed links: the token in the URL grants read access to that user's feed alone. */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.userId, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdAt: createdAt(),
});

/** Who did what, acting as whom, when, with the record before and after. Kept when users are deleted. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: integer('actor_user_id').references(() => users.userId, { onDelete: 'set null' }),
    actorUsername: text('actor_username'),
    actingAsUserId: integer('acting_as_user_id').references(() => users.userId, { onDelete: 'set null' }),
    actingAsUsername: text('acting_as_username'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    status: integer('status').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_actor_idx').on(t.actorUserId),
  ],
);

/**
 * The read cache's versions (plugins/data-version.ts, decision 096), one row a scope: `club` (club data: users, teams,
 * players, fixtures, training …), `sessions`, `team:<id>` (a team's match events, lineups, rotations and targets) and
 * `availability:<id>` (its players' availability). A deferred trigger on each table adds one to each scope its
 * transaction touched as it commits, and announces the new version with NOTIFY; which table touches which scope is
 * `cache-map.ts` (decision 114). A read is filed under the versions of the scopes it reads.
 */
export const dataVersions = pgTable('data_versions', {
  scope: text('scope').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/**
 * One row: this installation's id, random, made once by migration 0009. Calendar feeds put it in every event's UID, so
 * two clubs' (or two databases') events never share one in a parent's calendar.
 */
export const install = pgTable(
  'install',
  {
    id: integer('id').primaryKey().default(1),
    installId: uuid('install_id').notNull().defaultRandom(),
    /** The key that signs one-click answer and unsubscribe links (jobs/signed-links.ts), set at first start. */
    signingKey: text('signing_key'),
    /** The VAPID key pair (RFC 8292, base64url) that signs every push message (push/vapid.ts), made at first start. */
    vapidPublicKey: text('vapid_public_key'),
    vapidPrivateKey: text('vapid_private_key'),
    /** The version that last started on this database: an upgrade tells the admins what changed, once. */
    version: text('version'),
    createdAt: createdAt(),
  },
  (t) => [check('install_one_row', sql`${t.id} = 1`)],
);

/**
 * The rows the demo club's seed made (migration 0010), so `npm run demo:remove` takes away the demo club and nothing
 * of the club's own (ops/remove-demo.ts). Its teams and accounts, and the seasons and opposition teams it made; what
 * hangs below a team (players, matches, training, availability) goes with it.
 */
export const demoRows = pgTable(
  'demo_rows',
  {
    entity: text('entity', { enum: ['teams', 'users', 'seasons', 'opposition_teams'] }).notNull(),
    rowId: integer('row_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.entity, t.rowId] }),
    check('demo_rows_entity_check', sql`${t.entity} in ('teams', 'users', 'seasons', 'opposition_teams')`),
  ],
);

/**
 * Every email the server decides to send (mail/outbox.ts), written in the transaction of what caused it and sent by
 * the mail worker (mail/worker.ts): `queued` → `sending` (claimed, with a lease) → `sent`, or back to `queued` with
 * a later `next_attempt_at` after a failure, or `failed` for good with the reason. The bodies carry single-use links:
 * they are emptied once the email is sent or has failed for good, and the table is not in backups.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: outboxKinds }).notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body'),
    htmlBody: text('html_body'),
    /** The List-Unsubscribe address (RFC 8058), emptied with the bodies once sent. */
    unsubscribeUrl: text('unsubscribe_url'),
    userId: integer('user_id').references(() => users.userId, { onDelete: 'set null' }),
    status: text('status', { enum: ['queued', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * A family notice (#32): its parts (mail/templates.ts `EmailParts`) rather than bodies, so that what is due for
     * one person at once goes as one email, put together when it is sent (mail/batch.ts). Emptied once sent.
     */
    parts: jsonb('parts'),
    /** Held for the person's daily digest rather than a few minutes' batch. */
    digest: boolean('digest').notNull().default(false),
    /** While a batch is being sent: the id of its first row, which names its Message-ID. */
    batchId: integer('batch_id'),
  },
  (t) => [
    index('outbox_batch_idx')
      .on(t.userId, t.nextAttemptAt)
      .where(sql`${t.status} = 'queued' and ${t.parts} is not null`),
    check('outbox_status_check', sql`${t.status} in ('queued', 'sending', 'sent', 'failed')`),
    index('outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('queued', 'sending')`),
    index('outbox_created_idx').on(t.createdAt),
  ],
);

/**
 * Single-use links sent by email (auth/account-links.ts): an invitation (7 days), a password reset (1 hour), the
 * confirmation of a new email address (`new_email`, 1 day). Only the token's hash is kept; a link is used once.
 */
export const accountLinks = pgTable(
  'account_links',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['invitation', 'password_reset', 'email_change'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    newEmail: text('new_email'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    check('account_links_purpose_check', sql`${t.purpose} in ('invitation', 'password_reset', 'email_change')`),
    index('account_links_user_idx').on(t.userId, t.purpose),
  ],
);

/**
 * Counters of requests for emailed links (auth/link-throttle.ts), per source address and per account, in fixed
 * windows; in the database so every server instance shares them.
 */
export const requestThrottle = pgTable(
  'request_throttle',
  {
    key: text('key').primaryKey(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [index('request_throttle_window_idx').on(t.windowStartedAt)],
);

/** A team's availability rules (decision 106); a team without a row has the defaults. */
export const teamAvailabilitySettings = pgTable(
  'team_availability_settings',
  {
    teamId: integer('team_id')
      .primaryKey()
      .references(() => teams.teamId, { onDelete: 'cascade' }),
    /** Answers lock for families at the end of the day this many days before the match day (0: at kick-off). */
    deadlineDays: integer('deadline_days').notNull().default(2),
    /** Days before the match day on which those without an answer are reminded, at `reminderTime`. */
    reminderDays: jsonb('reminder_days').$type<number[]>().notNull().default([5, 2]),
    reminderTime: text('reminder_time').notNull().default('09:00'),
  },
  (t) => [
    check('team_availability_deadline_check', sql`${t.deadlineDays} between 0 and 14`),
    check('team_availability_time_check', sql`${t.reminderTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
  ],
);

/**
 * A family's or coach's answer to a fixture's availability request. The answer that counts is the newer of this and
 * a 'date I will miss' record on the match date (the `fixture_answers` view, migration 0014).
 */
export const fixtureResponses = pgTable(
  'fixture_responses',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.matchId, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.playerId, { onDelete: 'cascade' }),
    status: text('status', { enum: ['available', 'maybe', 'not_available'] }).notNull(),
    note: text('note'),
    respondedBy: integer('responded_by').references(() => users.userId, { onDelete: 'set null' }),
    via: text('via', { enum: ['app', 'link', 'coach'] }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.matchId, t.playerId] }),
    check('fixture_responses_status_check', sql`${t.status} in ('available', 'maybe', 'not_available')`),
    check('fixture_responses_via_check', sql`${t.via} in ('app', 'link', 'coach')`),
    index('fixture_responses_player_idx').on(t.playerId),
  ],
);

/** Who was reminded about a fixture, when, and whether by the schedule or the coach's 'Remind now'. */
export const availabilityReminders = pgTable(
  'availability_reminders',
  {
    id: serial('id').primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.matchId, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.playerId, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    trigger: text('trigger', { enum: ['request', 'scheduled', 'manual'] }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('availability_reminders_trigger_check', sql`${t.trigger} in ('request', 'scheduled', 'manual')`),
    index('availability_reminders_match_idx').on(t.matchId, t.playerId),
    index('availability_reminders_user_idx').on(t.userId),
  ],
);

/**
 * Durable jobs (jobs/worker.ts): each decided once (its unique key), run once in the transaction that marks it done.
 * In backups (ops/backup.ts): a restored club decides nothing again.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    key: text('key').notNull().unique(),
    payload: jsonb('payload').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status', { enum: ['queued', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('jobs_status_check', sql`${t.status} in ('queued', 'done', 'failed')`),
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.status} = 'queued'`),
    index('jobs_created_idx').on(t.createdAt),
  ],
);

/** What lands in people's inboxes: club messages, squad announcements and fixture changes. */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['message', 'squad', 'fixture_change', 'release'] }).notNull(),
    senderId: integer('sender_id').references(() => users.userId, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** Whom it went to, in words ('U12 Lions, U10 Tigers', 'Whole club'). */
    audience: text('audience').notNull(),
    matchId: integer('match_id').references(() => matches.matchId, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('messages_kind_check', sql`${t.kind} in ('message', 'squad', 'fixture_change', 'release')`),
    index('messages_sender_idx').on(t.senderId),
  ],
);

export const messageRecipients = pgTable(
  'message_recipients',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.userId] }), index('message_recipients_user_idx').on(t.userId)],
);

/** The squad the coach published for a match: starting players, substitutes and standby. */
export const squadAnnouncements = pgTable('squad_announcements', {
  matchId: integer('match_id')
    .primaryKey()
    .references(() => matches.matchId, { onDelete: 'cascade' }),
  publishedBy: integer('published_by').references(() => users.userId, { onDelete: 'set null' }),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  times: integer('times').notNull().default(1),
});

export const squadPlayers = pgTable(
  'squad_players',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => squadAnnouncements.matchId, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.playerId, { onDelete: 'cascade' }),
    role: text('role', { enum: ['starting', 'substitute', 'standby'] }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.matchId, t.playerId] }),
    check('squad_players_role_check', sql`${t.role} in ('starting', 'substitute', 'standby')`),
  ],
);

/**
 * How a person gets each kind of notice (#32): by email, by push, both or neither. A missing row is the kind's
 * default (`defaultChannels`: email, the match day not at all). The table keeps its first name, from when it held
 * email alone.
 */
export const emailPreferences = pgTable(
  'email_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    kind: text('kind', { enum: emailKinds }).notNull(),
    email: boolean('email').notNull(),
    push: boolean('push').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check(
      'email_preferences_kind_check',
      sql`${t.kind} in ('availability_request', 'reminder', 'squad', 'fixture_change', 'club_message', 'match_day',
        'payments', 'duties')`,
    ),
  ],
);

/** A device a person turned notifications on for: the browser's push subscription (endpoint and keys, RFC 8291). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    label: text('label').notNull(),
    createdAt: createdAt(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * Every push message decided (push/outbox.ts), one per device, written in the transaction of what caused it and sent
 * by the push worker (push/worker.ts) as the outbox's emails are: claimed with a lease, retried with back-off, failed
 * with the push service's reason. A device the service says is gone (404, 410) is removed with its messages. The
 * payload is emptied once sent; the table is not in backups.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The JSON the service worker shows (title, body, url, tag); null once sent. */
    payload: text('payload'),
    /** RFC 8030 Urgency: `high` for urgent notices. */
    urgency: text('urgency', { enum: ['normal', 'high'] })
      .notNull()
      .default('normal'),
    status: text('status', { enum: ['queued', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check('push_outbox_status_check', sql`${t.status} in ('queued', 'sending', 'sent', 'failed')`),
    check('push_outbox_urgency_check', sql`${t.urgency} in ('normal', 'high')`),
    index('push_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('queued', 'sending')`),
    index('push_outbox_subscription_idx').on(t.subscriptionId),
  ],
);

/** The roll-on/roll-off rotation a coach set for a match (fair minutes, decision 109). */
export const matchRotations = pgTable(
  'match_rotations',
  {
    matchId: integer('match_id')
      .primaryKey()
      .references(() => matches.matchId, { onDelete: 'cascade' }),
    onPitch: integer('on_pitch').notNull(),
    changeEvery: integer('change_every').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('match_rotations_on_pitch_check', sql`${t.onPitch} between 1 and 11`),
    check('match_rotations_change_every_check', sql`${t.changeEvery} between 1 and 120`),
  ],
);

/** The most minutes a player of an age group should play in one day, where the club changed the default. */
export const minutesLimits = pgTable(
  'minutes_limits',
  {
    ageGroup: text('age_group').primaryKey(),
    maxMinutes: integer('max_minutes').notNull(),
  },
  (t) => [check('minutes_limits_max_check', sql`${t.maxMinutes} between 1 and 600`)],
);

/** Read-only live links for relatives (no sign-in): the hash of the token only; revocable, end at the day's end. */
export const liveLinks = pgTable(
  'live_links',
  {
    id: serial('id').primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.matchId, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdBy: integer('created_by').references(() => users.userId, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('live_links_match_idx').on(t.matchId)],
);

/**
 * A player's medical and emergency information (#31, decision 130): special-category data. Read only by the coaches of
 * the player's team, the welfare officer, admins and the player's own family, each read on the audit log; never
 * cached, never in logs, erased with the player. Kept current by the parents; `reviewed_at` is the last time a
 * parent confirmed it (each season's review asks again).
 */
export const playerMedical = pgTable('player_medical', {
  playerId: integer('player_id')
    .primaryKey()
    .references(() => players.playerId, { onDelete: 'cascade' }),
  /** Up to three: `{ name, relationship, phone }`, in the order to call them (packages/domain schemas/medical.ts). */
  emergencyContacts: jsonb('emergency_contacts').notNull().default([]),
  conditions: text('conditions').notNull().default(''),
  allergies: text('allergies').notNull().default(''),
  medication: text('medication').notNull().default(''),
  /** What to do: what a coach should do when it matters (an inhaler in the kit bag, call 999 for …). */
  instructions: text('instructions').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.userId, { onDelete: 'set null' }),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
});

/**
 * A player's consents (#31): one row per kind, the latest answer, who gave it and when. A missing row is no consent
 * (high privacy by default, the ICO's Age Appropriate Design Code). Earlier answers are on the audit log.
 */
export const playerConsents = pgTable(
  'player_consents',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.playerId, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['photos', 'direct_contact', 'no_parent_copy'] }).notNull(),
    granted: boolean('granted').notNull(),
    givenBy: integer('given_by').references(() => users.userId, { onDelete: 'set null' }),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.kind] }),
    check('player_consents_kind_check', sql`${t.kind} in ('photos', 'direct_contact', 'no_parent_copy')`),
  ],
);

/**
 * The qualifications register (#31): an adult's DBS check, safeguarding course and first aid; status and dates only,
 * never a certificate's contents. `expires_on` follows from `issued_on` (rules/qualifications.ts).
 */
export const qualifications = pgTable(
  'qualifications',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['dbs', 'safeguarding', 'first_aid'] }).notNull(),
    status: text('status', { enum: ['applied', 'valid'] }).notNull(),
    issuedOn: date('issued_on', { mode: 'string' }),
    expiresOn: date('expires_on', { mode: 'string' }),
    recordedBy: integer('recorded_by').references(() => users.userId, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check('qualifications_kind_check', sql`${t.kind} in ('dbs', 'safeguarding', 'first_aid')`),
    check('qualifications_status_check', sql`${t.status} in ('applied', 'valid')`),
    check(
      'qualifications_dates_check',
      sql`(${t.status} = 'applied') or (${t.issuedOn} is not null and ${t.expiresOn} is not null)`,
    ),
    index('qualifications_expires_idx').on(t.expiresOn),
  ],
);

/**
 * A family that pays together (#33, decision 133): the children whose `players.family_id` names it and their parents.
 * The reference (rules/payment-reference.ts) is what the family writes on a bank transfer.
 */
export const families = pgTable('families', {
  familyId: serial('family_id').primaryKey(),
  reference: text('reference').notNull().unique(),
  /**
   * The family this one became when a parent linked children of both (money/families.ts): its children and entries
   * moved there, and a payment with this family's reference is matched to that one.
   */
  mergedInto: integer('merged_into').references((): AnyPgColumn => families.familyId, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** The club's bank details shown to families, and the optional overdue flag (decision 133). One row. */
export const financeSettings = pgTable(
  'finance_settings',
  {
    id: integer('id').primaryKey().default(1),
    payee: text('payee').notNull().default(''),
    sortCode: text('sort_code').notNull().default(''),
    accountNumber: text('account_number').notNull().default(''),
    iban: text('iban').notNull().default(''),
    bic: text('bic').notNull().default(''),
    /** Families who owe are reminded a week after a charge falls due, then every two weeks, four times at most. */
    reminders: boolean('reminders').notNull().default(false),
    /** Coaches see which of their players' families owe more than this many days overdue; null: off. */
    overdueFlagDays: integer('overdue_flag_days'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('finance_settings_one_row', sql`${t.id} = 1`),
    check('finance_settings_flag_check', sql`${t.overdueFlagDays} is null or ${t.overdueFlagDays} between 1 and 365`),
  ],
);

/** A team's match fee (#33): charged per match played, or per squad selection. */
export const teamFees = pgTable(
  'team_fees',
  {
    teamId: integer('team_id')
      .primaryKey()
      .references(() => teams.teamId, { onDelete: 'cascade' }),
    matchFeeMinor: integer('match_fee_minor').notNull(),
    basis: text('basis', { enum: ['played', 'selected'] }).notNull(),
    /** Matches on or after this day are charged. */
    since: date('since', { mode: 'string' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('team_fees_amount_check', sql`${t.matchFeeMinor} between 0 and 100000000`),
    check('team_fees_basis_check', sql`${t.basis} in ('played', 'selected')`),
  ],
);

/** One line of a bank statement (#33): its fingerprint makes a second import of the same statement change nothing. */
export const bankLines = pgTable(
  'bank_lines',
  {
    lineId: serial('line_id').primaryKey(),
    fingerprint: text('fingerprint').notNull().unique(),
    format: text('format', { enum: ['csv', 'ofx', 'mt940', 'camt053'] }).notNull(),
    fileName: text('file_name').notNull(),
    bookedOn: date('booked_on', { mode: 'string' }).notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    counterparty: text('counterparty').notNull().default(''),
    /** The family the line was matched to (by reference, or by amount alone), waiting for the treasurer. */
    familyId: integer('family_id').references(() => families.familyId, { onDelete: 'set null' }),
    matchedBy: text('matched_by', { enum: ['reference', 'amount', 'none'] }).notNull(),
    status: text('status', { enum: ['to_confirm', 'confirmed', 'ignored'] }).notNull(),
    importedBy: integer('imported_by').references(() => users.userId, { onDelete: 'set null' }),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('bank_lines_format_check', sql`${t.format} in ('csv', 'ofx', 'mt940', 'camt053')`),
    check('bank_lines_matched_by_check', sql`${t.matchedBy} in ('reference', 'amount', 'none')`),
    check('bank_lines_status_check', sql`${t.status} in ('to_confirm', 'confirmed', 'ignored')`),
    index('bank_lines_status_idx').on(t.status),
  ],
);

/** A bank's CSV layout, kept so the next statement from that bank needs no mapping (#33). */
export const bankMappings = pgTable('bank_mappings', {
  bank: text('bank').primaryKey(),
  mapping: jsonb('mapping').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A team's kit order window (#33): items, sizes and numbers chosen by families until the deadline. */
export const kitWindows = pgTable('kit_windows', {
  windowId: serial('window_id').primaryKey(),
  teamId: integer('team_id')
    .notNull()
    .references(() => teams.teamId, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  closesOn: date('closes_on', { mode: 'string' }).notNull(),
  /** When the treasurer closed it and raised the charges; null while families can still choose. */
  chargedAt: timestamp('charged_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const kitItems = pgTable(
  'kit_items',
  {
    itemId: serial('item_id').primaryKey(),
    windowId: integer('window_id')
      .notNull()
      .references(() => kitWindows.windowId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sizes: jsonb('sizes').$type<string[]>().notNull(),
    priceMinor: integer('price_minor').notNull(),
    /** A shirt carries the player's number. */
    numbered: boolean('numbered').notNull().default(false),
  },
  (t) => [check('kit_items_price_check', sql`${t.priceMinor} between 0 and 100000000`)],
);

export const kitOrders = pgTable(
  'kit_orders',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => kitItems.itemId, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.playerId, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
    shirtNumber: integer('shirt_number'),
    orderedBy: integer('ordered_by').references(() => users.userId, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.playerId] }),
    check('kit_orders_quantity_check', sql`${t.quantity} between 1 and 20`),
  ],
);

/**
 * The ledger (#33, decision 133): one row per charge, payment, adjustment or credit, never changed or deleted (a
 * mistake is put right by an adjustment). `amount_minor` in the currency's minor units, signed: what the family owes
 * goes up by a charge (> 0) and down by a payment or credit (< 0); an adjustment either way. A family's balance is
 * the sum. `source` makes raising the same charge twice (a season's subs, a match's fee, a kit window, a bank line)
 * change nothing.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    entryId: serial('entry_id').primaryKey(),
    familyId: integer('family_id')
      .notNull()
      .references(() => families.familyId, { onDelete: 'restrict' }),
    /** The child it is for (a charge), null for the family's payments; kept as a name once the player is erased. */
    playerId: integer('player_id').references(() => players.playerId, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['charge', 'payment', 'adjustment', 'credit'] }).notNull(),
    category: text('category', {
      enum: ['subs', 'match_fee', 'one_off', 'kit', 'payment', 'adjustment', 'credit'],
    }).notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    /** A charge's due date; the day a payment, adjustment or credit was made. */
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    /** A payment's method, and the bank's or a card provider's id for it. */
    method: text('method', { enum: ['bank_transfer', 'cash', 'card', 'cheque', 'other'] }),
    externalId: text('external_id'),
    source: text('source').unique(),
    bankLineId: integer('bank_line_id').references(() => bankLines.lineId, { onDelete: 'set null' }),
    recordedBy: integer('recorded_by').references(() => users.userId, { onDelete: 'set null' }),
    recordedByName: text('recorded_by_name').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_family_idx').on(t.familyId, t.dueOn),
    check('ledger_entries_kind_check', sql`${t.kind} in ('charge', 'payment', 'adjustment', 'credit')`),
    check(
      'ledger_entries_category_check',
      sql`${t.category} in ('subs', 'match_fee', 'one_off', 'kit', 'payment', 'adjustment', 'credit')`,
    ),
    check(
      'ledger_entries_sign_check',
      sql`(${t.kind} = 'charge' and ${t.amountMinor} > 0)
        or (${t.kind} in ('payment', 'credit') and ${t.amountMinor} < 0)
        or (${t.kind} = 'adjustment' and ${t.amountMinor} <> 0)`,
    ),
    check('ledger_entries_amount_check', sql`abs(${t.amountMinor}) <= 100000000`),
    check('ledger_entries_method_check', sql`${t.method} in ('bank_transfer', 'cash', 'card', 'cheque', 'other')`),
  ],
);

/**
 * A kind of volunteer duty the club asks families for (#34, decision 135): refreshments, setting up goals, linesman,
 * kit washing, first aider. How many people each event needs, and at which events: matches, training or both.
 */
export const dutyKinds = pgTable(
  'duty_kinds',
  {
    kindId: serial('kind_id').primaryKey(),
    name: text('name').notNull().unique(),
    people: integer('people').notNull().default(1),
    appliesTo: text('applies_to', { enum: ['matches', 'training', 'both'] })
      .notNull()
      .default('matches'),
    createdAt: createdAt(),
  },
  (t) => [
    check('duty_kinds_people_check', sql`${t.people} between 1 and 10`),
    check('duty_kinds_applies_to_check', sql`${t.appliesTo} in ('matches', 'training', 'both')`),
  ],
);

/**
 * One person's place on one duty at one of a team's events (a match or a training session; its date is the event's,
 * never copied): the family doing it, or none while nobody could (the coach asks). Done or a no-show once the day is
 * past, recorded by the coach. A fixture that is no longer on, or moves to another day, releases its duties.
 */
export const duties = pgTable(
  'duties',
  {
    dutyId: serial('duty_id').primaryKey(),
    kindId: integer('kind_id')
      .notNull()
      .references(() => dutyKinds.kindId, { onDelete: 'restrict' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.teamId, { onDelete: 'cascade' }),
    matchId: integer('match_id').references(() => matches.matchId, { onDelete: 'cascade' }),
    trainingId: integer('training_id').references(() => trainings.trainingId, { onDelete: 'cascade' }),
    /** Which of the kind's people at the event: 1 to the kind's `people`. */
    slot: integer('slot').notNull(),
    familyId: integer('family_id').references(() => families.familyId, { onDelete: 'set null' }),
    status: text('status', { enum: ['assigned', 'done', 'no_show'] })
      .notNull()
      .default('assigned'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('duties_event_check', sql`(${t.matchId} is null) <> (${t.trainingId} is null)`),
    check('duties_status_check', sql`${t.status} in ('assigned', 'done', 'no_show')`),
    uniqueIndex('duties_match_slot_key')
      .on(t.matchId, t.kindId, t.slot)
      .where(sql`${t.matchId} is not null`),
    uniqueIndex('duties_training_slot_key')
      .on(t.trainingId, t.kindId, t.slot)
      .where(sql`${t.trainingId} is not null`),
    index('duties_team_idx').on(t.teamId),
    index('duties_family_idx').on(t.familyId),
  ],
);

/**
 * A family asking another of the team to take its duty (accepted or declined by that family), or the coach (no
 * `to_family_id`): the coach gives the duty to someone. One open swap per duty.
 */
export const dutySwaps = pgTable(
  'duty_swaps',
  {
    swapId: serial('swap_id').primaryKey(),
    dutyId: integer('duty_id')
      .notNull()
      .references(() => duties.dutyId, { onDelete: 'cascade' }),
    fromFamilyId: integer('from_family_id')
      .notNull()
      .references(() => families.familyId, { onDelete: 'cascade' }),
    toFamilyId: integer('to_family_id').references(() => families.familyId, { onDelete: 'cascade' }),
    status: text('status', { enum: ['asked', 'accepted', 'declined', 'withdrawn'] })
      .notNull()
      .default('asked'),
    note: text('note'),
    askedBy: integer('asked_by').references(() => users.userId, { onDelete: 'set null' }),
    answeredBy: integer('answered_by').references(() => users.userId, { onDelete: 'set null' }),
    createdAt: createdAt(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    check('duty_swaps_status_check', sql`${t.status} in ('asked', 'accepted', 'declined', 'withdrawn')`),
    uniqueIndex('duty_swaps_open_key')
      .on(t.dutyId)
      .where(sql`${t.status} = 'asked'`),
    index('duty_swaps_to_idx').on(t.toFamilyId),
  ],
);

/**
 * Sign-in with the club's accounts (OIDC, #35, decision 136): an identity at the club's OpenID provider (issuer and
 * subject), linked to one account by its verified email, by an admin, by its owner (`self`, from Account settings), or
 * made at first sign-in when the club allows it. With no `user_id` it is waiting for an admin to link it (an unknown
 * identity creates nothing on its own).
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    identityId: serial('identity_id').primaryKey(),
    userId: integer('user_id').references(() => users.userId, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    name: text('name'),
    linkedBy: text('linked_by', { enum: ['email', 'admin', 'signup', 'self'] }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('user_identities_issuer_subject_key').on(t.issuer, t.subject),
    index('user_identities_user_idx').on(t.userId),
    check('user_identities_linked_by_check', sql`${t.linkedBy} in ('email', 'admin', 'signup', 'self')`),
  ],
);

/**
 * An OIDC sign-in under way (between the redirect to the provider and its answer): the state's hash, the PKCE
 * verifier and the nonce, for ten minutes, on whichever instance the answer reaches. Not in backups.
 */
export const oidcLogins = pgTable('oidc_logins', {
  stateHash: text('state_hash').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  /** A signed-in admin linking their own account, rather than a sign-in. */
  linkUserId: integer('link_user_id').references(() => users.userId, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/**
 * Long-lived keys for the club's website and league tools (#35, decision 137): only the key's hash is kept, with the
 * first characters to tell keys apart; scoped (e.g. `fixtures:read`), revocable, their use audited.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    keyId: serial('key_id').primaryKey(),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    createdBy: integer('created_by').references(() => users.userId, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_keys_created_idx').on(t.createdAt)],
);

/** An address told of the club's events (fixture created, changed, cancelled; result final; squad published). */
export const webhooks = pgTable('webhooks', {
  webhookId: serial('webhook_id').primaryKey(),
  url: text('url').notNull(),
  /** The HMAC-SHA256 key of the `Touchline-Signature` header, shown to the admin once. */
  secret: text('secret').notNull(),
  events: jsonb('events').$type<string[]>().notNull(),
  active: boolean('active').notNull().default(true),
  createdBy: integer('created_by').references(() => users.userId, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/**
 * One event to one webhook, written in the transaction of what caused it and sent by the webhook worker as the
 * outbox's emails are: claimed with a lease, retried with back-off, failed with the receiver's answer; the delivery
 * log. `delivery_key` is the same on every attempt (`Touchline-Delivery`), so a receiver drops a repeat.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    deliveryId: serial('delivery_id').primaryKey(),
    webhookId: integer('webhook_id')
      .notNull()
      .references(() => webhooks.webhookId, { onDelete: 'cascade' }),
    deliveryKey: uuid('delivery_key').notNull().defaultRandom(),
    event: text('event').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['queued', 'sending', 'delivered', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    check('webhook_deliveries_status_check', sql`${t.status} in ('queued', 'sending', 'delivered', 'failed')`),
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('queued', 'sending')`),
    index('webhook_deliveries_webhook_idx').on(t.webhookId, t.createdAt),
  ],
);

/**
 * The settings an admin changes without a restart (#35, decision 138): one row. Where an environment variable is
 * set (CLUB_TIMEZONE, SMTP_URL, MAIL_FROM) it wins, and the screen says so. `version` is the ETag.
 */
export const clubSettings = pgTable(
  'club_settings',
  {
    id: integer('id').primaryKey().default(1),
    clubName: text('club_name'),
    timeZone: text('time_zone'),
    /** The logo, base64, with its media type (PNG, JPEG, WebP or SVG), at most 256 KB. */
    logo: text('logo'),
    logoType: text('logo_type'),
    smtpUrl: text('smtp_url'),
    mailFrom: text('mail_from'),
    version: integer('version').notNull().default(1),
    updatedBy: integer('updated_by').references(() => users.userId, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('club_settings_one_row', sql`${t.id} = 1`)],
);
