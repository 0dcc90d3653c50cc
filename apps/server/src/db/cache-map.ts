import type { TeamData } from './data-versions';

/**
 * The read cache's map (decision 114): for every table of the schema, which versions a change of its rows moves on
 * (decision 096), or why no cached answer reads it. The database's `data_versions_touch` triggers are generated from
 * this map (`cache-triggers.ts`, `npm run db:cache-triggers`), and `cache-map.test.ts` fails for a table that is in
 * neither list, and for a database whose triggers are not what the map says.
 *
 * - `club`: the club's data; every cached answer is filed under its version.
 * - `sessions`: sign-ins; the session lookups are filed under it (with `club`).
 * - `{ part, teams }`: one part of each team's data (decision 099): `events` (scope `team:<id>`: the match day, what
 *   counts minutes, goals and targets) or `availability` (scope `availability:<id>`). `teams` says how a row finds the
 *   teams it concerns; the row before and after the change both count, and a row that finds no team (a coach's own
 *   availability, a row whose match or player is gone) moves `club` on instead.
 * - `{ never }`: no cached answer reads the table, with the reason. A table a cached answer starts to read moves here
 *   to one of the above, in the same change as the read.
 */
export type CacheEntry =
  { scope: 'club' | 'sessions' } | { part: TeamData; teams: readonly TeamPath[] } | { never: string };

/** How a row finds a team: by a column naming a team, a match, a player, or a match whose players count. */
export type TeamPath =
  | { team: string }
  | { match: string }
  | { player: string }
  /**
   * The teams of that match's players, in its lineup or named in its events (decision 097's "played for"): a change
   * to the match's minutes is theirs too, moved team or not.
   */
  | { playersOf: string };

const club = { scope: 'club' } as const;

/** The match day of a match and of its players (a player who moved team keeps the old team's minutes). */
const matchDay = (...more: TeamPath[]): CacheEntry => ({
  part: 'events',
  teams: [{ match: 'match_id' }, ...more, { playersOf: 'match_id' }],
});

export const CACHE_MAP = {
  users: club,
  user_types: club,
  sessions: { scope: 'sessions' },
  teams: club,
  players: club,
  parent_player_associations: club,
  seasons: club,
  match_types: club,
  opposition_teams: club,
  matches: club,
  formations: club,
  formation_positions: club,
  trainings: club,
  calendar_feeds: club,
  team_availability_settings: club,
  // Who coaches which team: a person's teams (the token check, every team scope) are kept per user (decision 129).
  team_coaches: club,

  match_events: matchDay({ player: 'player_id' }, { player: 'assist_player_id' }, { player: 'player_on_id' }),
  match_lineups: matchDay(),
  lineup_players: { part: 'events', teams: [{ match: 'match_id' }, { player: 'player_id' }] },
  // A match's length (decision 109) sets its players' minutes, as a phase event does.
  match_rotations: matchDay(),
  player_targets: { part: 'events', teams: [{ player: 'player_id' }] },

  availability: { part: 'availability', teams: [{ player: 'player_id' }] },
  fixture_responses: { part: 'availability', teams: [{ match: 'match_id' }, { player: 'player_id' }] },
  // Who is picked for a match, as who said they can play: the rotation reads both (decision 128).
  squad_announcements: { part: 'availability', teams: [{ match: 'match_id' }] },
  squad_players: { part: 'availability', teams: [{ match: 'match_id' }] },
  // Who was reminded when, shown with the answers of a fixture (decision 129).
  availability_reminders: { part: 'availability', teams: [{ match: 'match_id' }] },
  // Relatives' live links, listed on the console: filed with the match's people, not its record (decision 129).
  live_links: { part: 'availability', teams: [{ match: 'match_id' }] },
  // The club's most minutes a day by age group, read by the rotation (decision 128).
  minutes_limits: club,

  login_throttle: { never: 'sign-in failure counters, read only by the sign-in' },
  request_throttle: { never: 'emailed-link request counters, read only by those requests' },
  data_versions: { never: "the read cache's versions themselves" },
  match_changes: { never: "the live stream's log of event changes, written by match_events' own trigger" },
  audit_log: { never: 'the audit log, read uncached (GET /audit)' },
  install: { never: "the installation's id and signing key (calendar feeds and signed links, uncached)" },
  demo_rows: { never: "which rows are the demo club's, read only by the demo's removal" },
  outbox: { never: 'emails waiting to be sent, read by the mail worker' },
  account_links: { never: 'emailed invitation and reset links, read by their own routes' },
  jobs: { never: 'the job queue, read by the job worker' },
  email_preferences: { never: "a user's email choices, read as emails are sent and on their own page (uncached)" },
  push_subscriptions: { never: "a person's devices, read as push messages are sent and on their own page (uncached)" },
  push_outbox: { never: 'push messages waiting to be sent, read by the push worker' },
  messages: { never: 'club messages, read by the inbox (uncached)' },
  message_recipients: { never: "club messages' recipients, read by the inbox (uncached)" },
  // Safeguarding (#31, decision 130). Consents decide how a player's name is shown to relatives in club reads.
  player_consents: club,
  player_medical: { never: 'special-category data: every read is on the audit log, so none is kept (decision 130)' },
  // The register and Team Management's DBS flag.
  qualifications: club,
  // Money (#33, decision 133): read uncached by the treasurer, the family and the coach's overdue flag.
  families: { never: 'families and their references, read by the money screens (uncached)' },
  finance_settings: { never: "the club's bank details, read by the money screens (uncached)" },
  team_fees: { never: "teams' match fees, read by the money screens (uncached)" },
  ledger_entries: { never: 'the ledger, read by the money screens (uncached)' },
  bank_lines: { never: 'imported bank statement lines, read by the treasurer (uncached)' },
  bank_mappings: { never: "banks' CSV layouts, read by the statement import" },
  kit_windows: { never: 'kit orders, read by their own screens (uncached)' },
  kit_items: { never: 'kit orders, read by their own screens (uncached)' },
  kit_orders: { never: 'kit orders, read by their own screens (uncached)' },
  // The duty rota (#34, decision 135): read uncached by its screens, the family's dashboard card and calendar feed.
  duty_kinds: { never: 'the duty rota, read by its own screens (uncached)' },
  duties: { never: 'the duty rota, read by its own screens and the calendar feed (uncached)' },
  duty_swaps: { never: 'the duty rota, read by its own screens (uncached)' },
  // Operators and integrators (#35, decisions 136–138): read by sign-in, the key check and their own screens.
  user_identities: { never: 'OIDC identities, read by the sign-in and the user screens (uncached)' },
  oidc_logins: { never: 'OIDC sign-ins under way, read by the sign-in' },
  api_keys: { never: 'API keys, read by the key check and their screen (uncached)' },
  webhooks: { never: 'webhooks, read by the events that call them and their screen (uncached)' },
  webhook_deliveries: { never: 'webhook deliveries waiting to be sent, read by the webhook worker' },
  club_settings: { never: "the club's settings, read by the settings service, which keeps them in memory" },
} as const satisfies Record<string, CacheEntry>;

export type CacheMap = Readonly<Record<string, CacheEntry>>;
