import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Bad-input fuzzing: every route gets generated path parameters, query strings and bodies (wrong types, missing and
 * extra fields, huge numbers, long strings, unicode, nulls, prototype keys, malformed JSON), as an admin (so the
 * request reaches validation) and as a parent. The server must answer only 2xx or 4xx, every 4xx must carry a JSON
 * `error`, and a refused request must change nothing in the database.
 */
// The input rules are the same on both databases: PostgreSQL takes 25 tries a route, the embedded one (one statement
// at a time, several times slower here) 10, to keep the run under 12 minutes (#29).
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? (process.env.TEST_DB === 'postgres' ? 25 : 10));

let t: TestApp;
let admin: string;
let parent: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
  await t.createUser({ username: 'parent', types: ['Parent'] });
  parent = await t.signIn('parent');
  const make = factories(t, () => admin);
  const team = (await make.team()).team_id;
  const player = (await make.player(team)).player_id;
  const match = (await make.match(team)).match_id;
  await make.season({ is_current: true });
  await make.training(team);
  await t.request({
    method: 'POST',
    url: `/api/matches/${match}/events`,
    token: admin,
    payload: { event_type: 'GAME_START', minute: 0 },
  });
  await t.request({
    method: 'POST',
    url: `/api/matches/${match}/goals`,
    token: admin,
    payload: { player_id: player, minute: 3 },
  });
});
afterAll(() => t.close());

/** A fingerprint of every table a request could change (login failures are recorded on purpose). */
async function snapshot(): Promise<string> {
  const tables = [
    'users',
    'user_types',
    'sessions',
    'teams',
    'players',
    'parent_player_associations',
    'seasons',
    'match_types',
    'opposition_teams',
    'matches',
    'match_events',
    'match_lineups',
    'lineup_players',
    'trainings',
    'availability',
    'player_targets',
    'formations',
    'formation_positions',
  ];
  const parts = tables.map(
    (name) =>
      sql`select ${name} as t, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h
        from ${sql.identifier(name)} x`,
  );
  const result = (await t.db.execute(sql.join(parts, sql` union all `))) as unknown as {
    rows: { t: string; h: string }[];
  };
  return result.rows.map((r) => `${r.t}:${r.h}`).join(',');
}

const weirdStrings = fc.constantFrom(
  '',
  ' ',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '1e309',
  '9'.repeat(40),
  '__proto__',
  'constructor',
  '<script>alert(1)</script>',
  "'; drop table users; --",
  '\u0000',
  '\uD800',
  '😀⚽',
  'ä'.repeat(300),
  'a'.repeat(5000),
  '2026-02-30',
  '25:61',
  '../../etc/passwd',
);
const anyScalar = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.string({ maxLength: 40 }),
  weirdStrings,
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 2 ** 31, -(2 ** 31) - 1, 1e308),
);
const fieldNames = [
  'username',
  'password',
  'role',
  'short_name',
  'email',
  'userTypes',
  'user_id',
  'team_id',
  'player_id',
  'parent_user_id',
  'team_name',
  'home_colours',
  'away_colours',
  'age_group',
  'club_name',
  'contact_number',
  'player_name',
  'player_short_name',
  'preferred_position',
  'date_of_birth',
  'shirt_number',
  'name',
  'description',
  'start_date',
  'end_date',
  'is_current',
  'venue_name',
  'venue_address',
  'opposition_name',
  'home_or_away',
  'kick_off_time',
  'meet_time',
  'colours',
  'match_date',
  'match_type',
  'match_type_id',
  'season_id',
  'opposition_team_id',
  'date',
  'start_time',
  'end_time',
  'venue',
  'notes',
  'event_type',
  'minute',
  'assist_player_id',
  'is_penalty',
  'is_opposition_goal',
  'opposition_scorer_name',
  'card_type',
  'player_off_id',
  'player_on_id',
  'forfeiting_team',
  'formationId',
  'players',
  'formation_position_id',
  'position',
  'unavailable_date',
  'goals_target',
  'starting_percentage_target',
  '__proto__',
  'constructor',
  'prototype',
];
const bodyObject = fc.dictionary(
  fc.constantFrom(...fieldNames),
  fc.oneof(
    anyScalar,
    fc.array(anyScalar, { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), anyScalar, { maxKeys: 3 }),
  ),
  { maxKeys: 8 },
);
const rawBody = fc.oneof(
  bodyObject.map((o) => JSON.stringify(o)),
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  fc.constantFrom(
    '{',
    '{"a":',
    '[1,2',
    'nul',
    '{"__proto__": {"role": "admin"}}',
    '{"constructor": {"prototype": {"x": 1}}}',
    '"just a string"',
    '1e999',
    '{"a": 1, "a": 2}',
  ),
  fc.string({ maxLength: 50 }),
);
const paramValue = fc.oneof(
  fc.integer({ min: -3, max: 12 }),
  fc.integer(),
  weirdStrings,
  fc.string({ maxLength: 12 }),
  fc.constant(999_999_999_999),
);
const queryString = fc.dictionary(
  fc.constantFrom('limit', 'team_id', 'player_id', 'currentSeasonOnly', 'x', '__proto__'),
  fc.oneof(weirdStrings, fc.integer().map(String)),
  { maxKeys: 3 },
);

/** Percent-encodes like a client would; a lone surrogate (which encodeURIComponent refuses) goes as raw bytes. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

function fill(path: string, params: unknown[]): string {
  let i = 0;
  return path.replace(/:[A-Za-z]+/g, () => encode(String(params[i++ % params.length])));
}

describe('bad-input fuzzing', () => {
  it(
    'answers every route with 2xx or 4xx, a JSON error ' + 'on every 4xx, and changes nothing when it refuses',
    async () => {
      const routes = [...new Set(t.app.routeList)].filter(
        (r) => !r.endsWith('/stream') && r !== 'POST /api/logout' && r !== 'POST /api/impersonate',
      );
      expect(routes.length).toBeGreaterThan(60);
      let requests = 0;
      // The database as it stands: taken again only after a request that was let through (and so may have changed it).
      let current: string | null = null;
      for (const route of routes) {
        const [method, path] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
        await fc.assert(
          fc.asyncProperty(
            fc.array(paramValue, { minLength: 1, maxLength: 3 }),
            queryString,
            rawBody,
            fc.boolean(),
            async (params, query, body, asAdmin) => {
              const url = `${fill(path, params)}?${Object.entries(query)
                .map(([k, v]) => `${encode(k)}=${encode(String(v))}`)
                .join('&')}`;
              const before = current ?? (await snapshot());
              current = before;
              const res = await t.request({
                method,
                url,
                token: asAdmin ? admin : parent,
                ...(method === 'GET' ? {} : { payload: body, headers: { 'content-type': 'application/json' } }),
              });
              requests++;
              expect(res.statusCode, `${method} ${url} ${body} → ${res.statusCode} ${res.body}`).toBeLessThan(500);
              if (res.statusCode >= 400) {
                expect(typeof res.json<{ error: unknown }>().error, `${method} ${url}`).toBe('string');
                expect(
                  await snapshot(),
                  `${method} ${url} ${body} was refused (${res.statusCode}) but changed the database`,
                ).toBe(before);
              } else {
                current = null;
              }
            },
          ),
          { numRuns: RUNS_PER_ROUTE },
        );
      }
      expect(requests).toBeGreaterThanOrEqual(routes.length * RUNS_PER_ROUTE);
    },
    600_000,
  );
});
