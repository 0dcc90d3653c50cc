-- Generated from apps/server/src/db/cache-map.ts by `npm run db:cache-triggers` (decision 114): do not edit.
-- Every table's read cache trigger and the functions generated for it are dropped, then made again from the map.
-- Read by no cached answer (the map says why): account_links, audit_log, bank_lines, bank_mappings, data_versions,
-- demo_rows, email_preferences, families, finance_settings, install, jobs, kit_items, kit_orders, kit_windows,
-- ledger_entries, login_throttle, match_changes, message_recipients, messages, outbox, player_medical, push_outbox,
-- push_subscriptions, request_throttle, team_fees.
DO $$
DECLARE
  found record;
BEGIN
  FOR found IN
    SELECT c.relname FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
    WHERE t.tgname = 'data_versions_touch' AND c.relnamespace = current_schema()::regnamespace
  LOOP
    EXECUTE format('DROP TRIGGER "data_versions_touch" ON %I', found.relname);
  END LOOP;
  FOR found IN
    SELECT p.proname FROM pg_proc p
    WHERE p.proname LIKE 'touchline\_cache\_%'
      AND p.pronamespace = current_schema()::regnamespace
  LOOP
    EXECUTE format('DROP FUNCTION %I()', found.proname);
  END LOOP;
END
$$;
--> statement-breakpoint
-- The hand-written triggers' functions (migrations 0011, 0012 and 0014), gone since the map.
DROP FUNCTION IF EXISTS "touchline_touch_team_scopes"();
--> statement-breakpoint
DROP FUNCTION IF EXISTS "touchline_teams_of_row"(text, jsonb);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "touchline_touch_scope"(touched_scope text) RETURNS void LANGUAGE plpgsql AS $$
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
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "touchline_touch_named_scope"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "touchline_touch_scope"(TG_ARGV[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "touchline_touch_teams"(prefix text, teams integer[]) RETURNS void LANGUAGE plpgsql AS $$
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
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "touchline_cache_availability"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
BEGIN
  FOREACH changed IN ARRAY ARRAY[to_jsonb(OLD), to_jsonb(NEW)] LOOP
    CONTINUE WHEN changed IS NULL;
    PERFORM "touchline_touch_teams"('availability:', ARRAY(
      SELECT "team_id" FROM "players" WHERE "player_id" = (changed ->> 'player_id')::integer
      ORDER BY 1
    ));
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "touchline_cache_availability_reminders"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
BEGIN
  FOREACH changed IN ARRAY ARRAY[to_jsonb(OLD), to_jsonb(NEW)] LOOP
    CONTINUE WHEN changed IS NULL;
    PERFORM "touchline_touch_teams"('availability:', ARRAY(
      SELECT "team_id" FROM "matches" WHERE "match_id" = (changed ->> 'match_id')::integer
      ORDER BY 1
    ));
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "touchline_cache_fixture_responses"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
BEGIN
  FOREACH changed IN ARRAY ARRAY[to_jsonb(OLD), to_jsonb(NEW)] LOOP
    CONTINUE WHEN changed IS NULL;
    PERFORM "touchline_touch_teams"('availability:', ARRAY(
      SELECT "team_id" FROM "matches" WHERE "match_id" = (changed ->> 'match_id')::integer
      UNION SELECT "team_id" FROM "players" WHERE "player_id" = (changed ->> 'player_id')::integer
      ORDER BY 1
    ));
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "touchline_cache_lineup_players"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
BEGIN
  FOREACH changed IN ARRAY ARRAY[to_jsonb(OLD), to_jsonb(NEW)] LOOP
    CONTINUE WHEN changed IS NULL;
    PERFORM "touchline_touch_teams"('team:', ARRAY(
      SELECT "team_id" FROM "matches" WHERE "match_id" = (changed ->> 'match_id')::integer
      UNION SELECT "team_id" FROM "players" WHERE "player_id" = (changed ->> 'player_id')::integer
      ORDER BY 1
    ));
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "touchline_cache_live_links"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
BEGIN
  FOREACH changed IN ARRAY ARRAY[to_jsonb(OLD), to_jsonb(NEW)] LOOP
    CONTINUE WHEN changed IS NULL;
    PERFORM "touchline_touch_teams"('availability:', ARRAY(
      SELECT "team_id" FROM "matches" WHERE "match_id" = (changed ->> 'match_id')::integer
      ORDER BY 1
    ));
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "touchline_cache_match_events"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
BEGIN
  FOREACH changed IN ARRAY ARRAY[to_jsonb(OLD), to_jsonb(NEW)] LOOP
    CONTINUE WHEN changed IS NULL;
    PERFORM "touchline_touch_teams"('team:', ARRAY(
      SELECT "team_id" FROM "matches" WHERE "match_id" = (changed ->> 'match_id')::integer
      UNION SELECT "team_id" FROM "players" WHERE "player_id" IN (
        (changed ->> 'player_id')::integer,
        (changed ->> 'assist_player_id')::integer,
        (changed ->> 'player_on_id')::integer
      )
      UNION SELECT p."team_id" FROM "players" p WHERE p."player_id" IN (
        SELECT lp."player_id" FROM "lineup_players" lp WHERE lp."match_id" = (changed ->> 'match_id')::integer
        UNION SELECT unnest(ARRAY[e."player_id", e."player_on_id", e."assist_player_id"])
        FROM "match_events" e WHERE e."match_id" = (changed ->> 'match_id')::integer
      )
      ORDER BY 1
    ));
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "touchline_cache_match_lineups"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
BEGIN
  FOREACH changed IN ARRAY ARRAY[to_jsonb(OLD), to_jsonb(NEW)] LOOP
    CONTINUE WHEN changed IS NULL;
    PERFORM "touchline_touch_teams"('team:', ARRAY(
      SELECT "team_id" FROM "matches" WHERE "match_id" = (changed ->> 'match_id')::integer
      UNION SELECT p."team_id" FROM "players" p WHERE p."player_id" IN (
        SELECT lp."player_id" FROM "lineup_players" lp WHERE lp."match_id" = (changed ->> 'match_id')::integer
        UNION SELECT unnest(ARRAY[e."player_id", e."player_on_id", e."assist_player_id"])
        FROM "match_events" e WHERE e."match_id" = (changed ->> 'match_id')::integer
      )
      ORDER BY 1
    ));
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "touchline_cache_match_rotations"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
BEGIN
  FOREACH changed IN ARRAY ARRAY[to_jsonb(OLD), to_jsonb(NEW)] LOOP
    CONTINUE WHEN changed IS NULL;
    PERFORM "touchline_touch_teams"('team:', ARRAY(
      SELECT "team_id" FROM "matches" WHERE "match_id" = (changed ->> 'match_id')::integer
      UNION SELECT p."team_id" FROM "players" p WHERE p."player_id" IN (
        SELECT lp."player_id" FROM "lineup_players" lp WHERE lp."match_id" = (changed ->> 'match_id')::integer
        UNION SELECT unnest(ARRAY[e."player_id", e."player_on_id", e."assist_player_id"])
        FROM "match_events" e WHERE e."match_id" = (changed ->> 'match_id')::integer
      )
      ORDER BY 1
    ));
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "touchline_cache_player_targets"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
BEGIN
  FOREACH changed IN ARRAY ARRAY[to_jsonb(OLD), to_jsonb(NEW)] LOOP
    CONTINUE WHEN changed IS NULL;
    PERFORM "touchline_touch_teams"('team:', ARRAY(
      SELECT "team_id" FROM "players" WHERE "player_id" = (changed ->> 'player_id')::integer
      ORDER BY 1
    ));
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "touchline_cache_squad_announcements"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
BEGIN
  FOREACH changed IN ARRAY ARRAY[to_jsonb(OLD), to_jsonb(NEW)] LOOP
    CONTINUE WHEN changed IS NULL;
    PERFORM "touchline_touch_teams"('availability:', ARRAY(
      SELECT "team_id" FROM "matches" WHERE "match_id" = (changed ->> 'match_id')::integer
      ORDER BY 1
    ));
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "touchline_cache_squad_players"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
BEGIN
  FOREACH changed IN ARRAY ARRAY[to_jsonb(OLD), to_jsonb(NEW)] LOOP
    CONTINUE WHEN changed IS NULL;
    PERFORM "touchline_touch_teams"('availability:', ARRAY(
      SELECT "team_id" FROM "matches" WHERE "match_id" = (changed ->> 'match_id')::integer
      ORDER BY 1
    ));
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_versions_touch" AFTER INSERT OR UPDATE OR DELETE ON "availability" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_cache_availability"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_versions_touch" AFTER INSERT OR UPDATE OR DELETE ON "availability_reminders" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_cache_availability_reminders"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_versions_touch" AFTER INSERT OR UPDATE OR DELETE ON "calendar_feeds" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_touch_named_scope"('club');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_versions_touch" AFTER INSERT OR UPDATE OR DELETE ON "fixture_responses" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_cache_fixture_responses"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_versions_touch" AFTER INSERT OR UPDATE OR DELETE ON "formation_positions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_touch_named_scope"('club');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_versions_touch" AFTER INSERT OR UPDATE OR DELETE ON "formations" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_touch_named_scope"('club');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_versions_touch" AFTER INSERT OR UPDATE OR DELETE ON "lineup_players" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_cache_lineup_players"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_versions_touch" AFTER INSERT OR UPDATE OR DELETE ON "live_links" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_cache_live_links"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_versions_touch" AFTER INSERT OR UPDATE OR DELETE ON "match_events" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_cache_match_events"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_versions_touch" AFTER INSERT OR UPDATE OR DELETE ON "match_lineups" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_cache_match_lineups"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_versions_touch" AFTER INSERT OR UPDATE OR DELETE ON "match_rotations" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_cache_match_rotations"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_versions_touch" AFTER INSERT OR UPDATE OR DELETE ON "match_types" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_touch_named_scope"('club');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_versions_touch" AFTER INSERT OR UPDATE OR DELETE ON "matches" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_touch_named_scope"('club');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_versions_touch" AFTER INSERT OR UPDATE OR DELETE ON "minutes_limits" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_touch_named_scope"('club');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_versions_touch" AFTER INSERT OR UPDATE OR DELETE ON "opposition_teams" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_touch_named_scope"('club');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_versions_touch" AFTER INSERT OR UPDATE OR DELETE ON "parent_player_associations" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_touch_named_scope"('club');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_versions_touch" AFTER INSERT OR UPDATE OR DELETE ON "player_consents" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_touch_named_scope"('club');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_versions_touch" AFTER INSERT OR UPDATE OR DELETE ON "player_targets" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_cache_player_targets"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_versions_touch" AFTER INSERT OR UPDATE OR DELETE ON "players" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_touch_named_scope"('club');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_versions_touch" AFTER INSERT OR UPDATE OR DELETE ON "qualifications" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_touch_named_scope"('club');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_versions_touch" AFTER INSERT OR UPDATE OR DELETE ON "seasons" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_touch_named_scope"('club');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_versions_touch" AFTER INSERT OR UPDATE OR DELETE ON "sessions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_touch_named_scope"('sessions');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_versions_touch" AFTER INSERT OR UPDATE OR DELETE ON "squad_announcements" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_cache_squad_announcements"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_versions_touch" AFTER INSERT OR UPDATE OR DELETE ON "squad_players" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_cache_squad_players"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_versions_touch" AFTER INSERT OR UPDATE OR DELETE ON "team_availability_settings" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_touch_named_scope"('club');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_versions_touch" AFTER INSERT OR UPDATE OR DELETE ON "team_coaches" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_touch_named_scope"('club');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_versions_touch" AFTER INSERT OR UPDATE OR DELETE ON "teams" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_touch_named_scope"('club');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_versions_touch" AFTER INSERT OR UPDATE OR DELETE ON "trainings" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_touch_named_scope"('club');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_versions_touch" AFTER INSERT OR UPDATE OR DELETE ON "user_types" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_touch_named_scope"('club');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_versions_touch" AFTER INSERT OR UPDATE OR DELETE ON "users" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_touch_named_scope"('club');
