import { z } from 'zod';
import { idParams } from '../schemas/common';
import { erasedPlayer } from '../schemas/players';
import { contract } from './contract';

/** Rows of the database as they are read, every column kept. */
const rows = z.array(z.record(z.string(), z.unknown()));
const row = z.record(z.string(), z.unknown());

/** Everything Touchline holds about a user, secrets excluded. */
const userExport = z.object({
  exported_at: z.string(),
  user: row,
  user_types: rows,
  linked_players: rows,
  own_player_record: rows,
  availability_recorded: rows,
  fixture_answers_given: rows,
  email_preferences: rows,
  /** The devices notifications go to (#32): what they are called and since when; never their push addresses. */
  push_devices: rows,
  /** Dates and status of the person's checks (decision 130). */
  qualifications: rows,
  /** Their children's (and their own player's) medical information and consents: their family's own data. */
  family_medical: rows,
  family_consents: rows,
  /** What their family owes and paid (#33): its reference and ledger. */
  family_money: rows,
  /** Their family's duties (#34): what, where and when, done or missed, and the swaps asked. */
  family_duties: rows,
  messages_received: rows,
  messages_sent: rows,
  /** The club accounts (OIDC) linked to the account (#35): issuer, subject, email and name, as the provider gave. */
  club_accounts: rows,
  sessions: rows,
  calendar_feed: row.nullable(),
  match_events_recorded: rows,
  audit_entries: rows,
});

/** Everything Touchline holds about a player and their linked records. */
const playerExport = z.object({
  exported_at: z.string(),
  player: row,
  parents: rows,
  availability: rows,
  match_events: rows,
  lineups: rows,
  targets: rows,
  fixture_answers: rows,
  squads: rows,
  /** Medical and emergency information (decision 130), or null when none was given. */
  medical: row.nullable(),
  consents: rows,
  /** The charges raised for the child and their kit choices (#33). */
  charges: rows,
  kit_orders: rows,
});

export const dataRightsContracts = {
  exportUser: contract({
    method: 'GET',
    path: '/admin/users/:id/export',
    access: 'admin',
    summary: 'Download everything held about a user, as JSON',
    params: idParams,
    response: userExport,
    produces: 'application/json',
  }),
  exportPlayer: contract({
    method: 'GET',
    path: '/admin/players/:id/export',
    access: 'admin',
    summary: 'Download everything held about a player, as JSON',
    params: idParams,
    response: playerExport,
    produces: 'application/json',
  }),
  erasePlayer: contract({
    method: 'POST',
    path: '/admin/players/:id/erase',
    access: 'admin',
    summary: "Erase a player's personal data, keeping their match history under an anonymous name",
    params: idParams,
    response: erasedPlayer,
  }),
};
