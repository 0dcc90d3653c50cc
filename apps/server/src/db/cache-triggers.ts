import type { CacheEntry, CacheMap, TeamPath } from './cache-map';
import { TEAM_SCOPE_PREFIX } from './data-versions';

/**
 * The read cache's triggers, generated from its map (`cache-map.ts`, decision 114). A migration made by
 * `npm run db:cache-triggers -- <file>` holds the whole set: it drops every `data_versions_touch` trigger and every
 * generated function, then makes them again from the map. So a later change to the map is one new migration of the
 * same shape, and `cache-map.test.ts` compares the migrated database's triggers and functions with what the map makes
 * now: a change to the map without its migration fails there.
 */

/** The name every trigger of the read cache has, on each table the map gives a scope. */
export const TRIGGER_NAME = 'data_versions_touch';

/** The prefix of the per-table functions generated for the tables whose rows find their teams. */
const FUNCTION_PREFIX = 'touchline_cache_';

export interface CacheTrigger {
  table: string;
  function: string;
  args: string[];
}

const ident = (name: string): string => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a plain SQL name: ${name}`);
  return `"${name}"`;
};
const literal = (text: string): string => `'${text.replaceAll("'", "''")}'`;
const value = (column: string) => `(changed ->> ${literal(column)})::integer`;

/**
 * Adds one to a scope's version, once a transaction however many rows it changed, and announces it to every server
 * instance ("scope version", delivered once the transaction commits). A per-scope counter, updated under the row's
 * lock: two transactions touching one scope commit one after the other, so its versions follow the commit order.
 * (As migration 0011 made it.)
 */
const TOUCH_SCOPE = `
DECLARE
  touched text := coalesce(current_setting('touchline.touched_scopes', true), '');
  next_version bigint;
BEGIN
  IF position(',' || touched_scope || ',' IN touched) > 0 THEN
    RETURN;
  END IF;
  PERFORM set_config('touchline.touched_scopes', touched || ',' || touched_scope || ',', true);
  INSERT INTO "data_versions" ("scope", "version") VALUES (touched_scope, 1)
  ON CONFLICT ("scope") DO UPDATE SET "version" = "data_versions"."version" + 1
  RETURNING "version" INTO next_version;
  PERFORM pg_notify('touchline_data_version', touched_scope || ' ' || next_version);
END
`;

/** The tables of one scope, the club's or the sessions': the scope the trigger names. */
const TOUCH_NAMED_SCOPE = `
BEGIN
  PERFORM "touchline_touch_scope"(TG_ARGV[0]);
  RETURN NULL;
END
`;

/** One SELECT of team ids per kind of path; a row's columns are read from its JSON (`changed`). */
function teamQueries(paths: readonly TeamPath[]): string[] {
  const columns = (pick: (path: TeamPath) => string | undefined) =>
    paths.map(pick).filter((c): c is string => c !== undefined);
  const teams = columns((p) => ('team' in p ? p.team : undefined));
  const matches = columns((p) => ('match' in p ? p.match : undefined));
  const players = columns((p) => ('player' in p ? p.player : undefined));
  const played = columns((p) => ('playersOf' in p ? p.playersOf : undefined));
  const among = (column: string, of: string[]) =>
    of.length === 1
      ? `${column} = ${value(of[0]!)}`
      : `${column} IN (\n        ${of.map(value).join(',\n        ')}\n      )`;
  return [
    ...(teams.length ? [`SELECT "team_id" FROM "teams" WHERE ${among('"team_id"', teams)}`] : []),
    ...(matches.length ? [`SELECT "team_id" FROM "matches" WHERE ${among('"match_id"', matches)}`] : []),
    ...(players.length ? [`SELECT "team_id" FROM "players" WHERE ${among('"player_id"', players)}`] : []),
    ...(played.length
      ? [
          `SELECT p."team_id" FROM "players" p WHERE p."player_id" IN (\n` +
            `        SELECT lp."player_id" FROM "lineup_players" lp WHERE ${among('lp."match_id"', played)}\n` +
            `        UNION SELECT unnest(ARRAY[e."player_id", e."player_on_id", e."assist_player_id"])\n` +
            `        FROM "match_events" e WHERE ${among('e."match_id"', played)}\n` +
            `      )`,
        ]
      : []),
  ];
}

/**
 * Moves on the scope (`prefix` and the team's id) of each team a changed row concerns, or the club's when it found
 * none (a coach's own availability, a row whose match or player is gone, a player who has left, #34).
 */
const TOUCH_TEAMS = `
DECLARE
  team integer;
  known integer[] := array_remove(teams, NULL);
BEGIN
  IF cardinality(known) = 0 THEN
    PERFORM "touchline_touch_scope"('club');
  END IF;
  FOREACH team IN ARRAY known LOOP
    PERFORM "touchline_touch_scope"(prefix || team);
  END LOOP;
END
`;

/** The body of a table's function: the teams its row concerns, before and after the change, in one order. */
function teamScopesBody(entry: Extract<CacheEntry, { part: unknown }>): string {
  const queries = teamQueries(entry.teams);
  if (queries.length === 0) throw new Error('A team scope needs at least one way to its teams.');
  return `
DECLARE
  changed jsonb;
BEGIN
  FOREACH changed IN ARRAY ARRAY[to_jsonb(OLD), to_jsonb(NEW)] LOOP
    CONTINUE WHEN changed IS NULL;
    PERFORM "touchline_touch_teams"(${literal(TEAM_SCOPE_PREFIX[entry.part])}, ARRAY(
      ${queries.join('\n      UNION ')}
      ORDER BY 1
    ));
  END LOOP;
  RETURN NULL;
END
`;
}

/** A comment of SQL, wrapped at 120 characters. */
function wrap(text: string): string {
  const lines = [''];
  for (const word of text.split(' ')) {
    if (lines.at(-1)!.length + word.length + 4 > 120) lines.push('');
    lines[lines.length - 1] += `${lines.at(-1) ? ' ' : ''}${word}`;
  }
  return lines.map((line) => `-- ${line}`).join('\n');
}

const tablesOf = (map: CacheMap) => Object.keys(map).sort();

/** Each function the map makes, by name, with its signature and its body (as `pg_proc.prosrc` keeps it). */
export function cacheFunctions(map: CacheMap): Map<string, { signature: string; returns: string; body: string }> {
  const functions = new Map([
    ['touchline_touch_scope', { signature: 'touched_scope text', returns: 'void', body: TOUCH_SCOPE }],
    ['touchline_touch_named_scope', { signature: '', returns: 'trigger', body: TOUCH_NAMED_SCOPE }],
    ['touchline_touch_teams', { signature: 'prefix text, teams integer[]', returns: 'void', body: TOUCH_TEAMS }],
  ]);
  for (const table of tablesOf(map)) {
    const entry = map[table]!;
    if ('part' in entry)
      functions.set(`${FUNCTION_PREFIX}${table}`, { signature: '', returns: 'trigger', body: teamScopesBody(entry) });
  }
  return functions;
}

/** The trigger each table of a scope gets: its function and that function's arguments. */
export function cacheTriggers(map: CacheMap): CacheTrigger[] {
  return tablesOf(map).flatMap((table): CacheTrigger[] => {
    const entry = map[table]!;
    if ('scope' in entry) return [{ table, function: 'touchline_touch_named_scope', args: [entry.scope] }];
    if ('part' in entry) return [{ table, function: `${FUNCTION_PREFIX}${table}`, args: [] }];
    return [];
  });
}

/** Every column the map reads a team through, by table: each must be a column of its table. */
export function mappedColumns(map: CacheMap): { table: string; column: string }[] {
  return tablesOf(map).flatMap((table) => {
    const entry = map[table]!;
    return 'part' in entry ? entry.teams.map((path) => ({ table, column: Object.values(path)[0] as string })) : [];
  });
}

/** The migration that makes the database's triggers what the map says (statements split as drizzle-kit splits them). */
export function cacheTriggersMigration(map: CacheMap): string {
  const never = tablesOf(map).filter((table) => 'never' in map[table]!);
  const statements = [
    `-- Generated from apps/server/src/db/cache-map.ts by \`npm run db:cache-triggers\` (decision 114): do not edit.
-- Every table's read cache trigger and the functions generated for it are dropped, then made again from the map.
${wrap(`Read by no cached answer (the map says why): ${never.join(', ')}.`)}
DO $$
DECLARE
  found record;
BEGIN
  FOR found IN
    SELECT c.relname FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
    WHERE t.tgname = ${literal(TRIGGER_NAME)} AND c.relnamespace = current_schema()::regnamespace
  LOOP
    EXECUTE format('DROP TRIGGER ${ident(TRIGGER_NAME)} ON %I', found.relname);
  END LOOP;
  FOR found IN
    SELECT p.proname FROM pg_proc p
    WHERE p.proname LIKE ${literal(FUNCTION_PREFIX.replaceAll('_', '\\_') + '%')}
      AND p.pronamespace = current_schema()::regnamespace
  LOOP
    EXECUTE format('DROP FUNCTION %I()', found.proname);
  END LOOP;
END
$$;`,
    `-- The hand-written triggers' functions (migrations 0011, 0012 and 0014), gone since the map.
DROP FUNCTION IF EXISTS "touchline_touch_team_scopes"();`,
    'DROP FUNCTION IF EXISTS "touchline_teams_of_row"(text, jsonb);',
  ];
  for (const [name, fn] of cacheFunctions(map))
    statements.push(
      `CREATE OR REPLACE FUNCTION ${ident(name)}(${fn.signature}) RETURNS ${fn.returns} ` +
        `LANGUAGE plpgsql AS $$${fn.body}$$;`,
    );
  for (const trigger of cacheTriggers(map))
    statements.push(
      `CREATE CONSTRAINT TRIGGER ${ident(TRIGGER_NAME)} AFTER INSERT OR UPDATE OR DELETE ON ${ident(trigger.table)} ` +
        `DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ${ident(trigger.function)}(` +
        `${trigger.args.map(literal).join(', ')});`,
    );
  return `${statements.join('\n--> statement-breakpoint\n')}\n`;
}
