-- The read cache's versions by scope (decision 096), replacing the one club-wide data version of 0005: a match event
-- makes stale what reads that team's data, not every answer of the club. Scopes: 'club' (club data), 'sessions', and
-- 'team:<id>' (a team's match events, lineups, player availability and targets).
CREATE TABLE "data_versions" (
	"scope" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
DROP TRIGGER "data_version_bump" ON "users";
--> statement-breakpoint
DROP TRIGGER "data_version_bump" ON "user_types";
--> statement-breakpoint
DROP TRIGGER "data_version_bump" ON "teams";
--> statement-breakpoint
DROP TRIGGER "data_version_bump" ON "players";
--> statement-breakpoint
DROP TRIGGER "data_version_bump" ON "parent_player_associations";
--> statement-breakpoint
DROP TRIGGER "data_version_bump" ON "seasons";
--> statement-breakpoint
DROP TRIGGER "data_version_bump" ON "match_types";
--> statement-breakpoint
DROP TRIGGER "data_version_bump" ON "opposition_teams";
--> statement-breakpoint
DROP TRIGGER "data_version_bump" ON "matches";
--> statement-breakpoint
DROP TRIGGER "data_version_bump" ON "match_events";
--> statement-breakpoint
DROP TRIGGER "data_version_bump" ON "formations";
--> statement-breakpoint
DROP TRIGGER "data_version_bump" ON "formation_positions";
--> statement-breakpoint
DROP TRIGGER "data_version_bump" ON "match_lineups";
--> statement-breakpoint
DROP TRIGGER "data_version_bump" ON "lineup_players";
--> statement-breakpoint
DROP TRIGGER "data_version_bump" ON "trainings";
--> statement-breakpoint
DROP TRIGGER "data_version_bump" ON "availability";
--> statement-breakpoint
DROP TRIGGER "data_version_bump" ON "player_targets";
--> statement-breakpoint
DROP TRIGGER "data_version_bump" ON "calendar_feeds";
--> statement-breakpoint
DROP TRIGGER "data_version_bump" ON "sessions";
--> statement-breakpoint
DROP FUNCTION "touchline_bump_data_version"();
--> statement-breakpoint
DROP TABLE "data_version" CASCADE;
--> statement-breakpoint
-- Adds one to a scope's version, once a transaction however many rows it changed, and announces it to every server
-- instance ("scope version", delivered once the transaction commits). A per-scope counter, updated under the row's lock:
-- two transactions touching one scope commit one after the other, so its versions follow the commit order.
CREATE FUNCTION "touchline_touch_scope"(touched_scope text) RETURNS void LANGUAGE plpgsql AS $$
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
-- Tables of club data and sessions: the scope the trigger names.
CREATE FUNCTION "touchline_touch_named_scope"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "touchline_touch_scope"(TG_ARGV[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The teams a changed row of match day's tables concerns: the team of its match, the teams of the players it names,
-- and for an event or a lineup the teams of the players in that match's lineup (a phase event changes their minutes).
CREATE FUNCTION "touchline_teams_of_row"(table_name text, changed jsonb) RETURNS SETOF integer LANGUAGE sql STABLE AS $$
  SELECT "team_id" FROM "matches"
  WHERE "match_id" = (changed ->> 'match_id')::integer
  UNION
  SELECT "team_id" FROM "players"
  WHERE "player_id" IN (
    (changed ->> 'player_id')::integer,
    (changed ->> 'assist_player_id')::integer,
    (changed ->> 'player_on_id')::integer
  )
  UNION
  SELECT p."team_id" FROM "lineup_players" lp JOIN "players" p ON p."player_id" = lp."player_id"
  WHERE table_name IN ('match_events', 'match_lineups') AND lp."match_id" = (changed ->> 'match_id')::integer
$$;
--> statement-breakpoint
-- Match day's tables: the scope of each team the row (before and after the change) concerns. A coach's own availability
-- (no player) and a row whose team cannot be found any more touch the club.
CREATE FUNCTION "touchline_touch_team_scopes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
  team integer;
  found_team boolean;
BEGIN
  FOREACH changed IN ARRAY ARRAY[to_jsonb(OLD), to_jsonb(NEW)] LOOP
    CONTINUE WHEN changed IS NULL;
    found_team := false;
    IF TG_TABLE_NAME <> 'availability' OR changed ->> 'player_id' IS NOT NULL THEN
      FOR team IN SELECT t FROM "touchline_teams_of_row"(TG_TABLE_NAME, changed) AS t ORDER BY t LOOP
        PERFORM "touchline_touch_scope"('team:' || team);
        found_team := true;
      END LOOP;
    END IF;
    IF NOT found_team THEN
      PERFORM "touchline_touch_scope"('club');
    END IF;
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_versions_touch" AFTER INSERT OR UPDATE OR DELETE ON "users" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_touch_named_scope"('club');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_versions_touch" AFTER INSERT OR UPDATE OR DELETE ON "user_types" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_touch_named_scope"('club');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_versions_touch" AFTER INSERT OR UPDATE OR DELETE ON "teams" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_touch_named_scope"('club');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_versions_touch" AFTER INSERT OR UPDATE OR DELETE ON "players" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_touch_named_scope"('club');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_versions_touch" AFTER INSERT OR UPDATE OR DELETE ON "parent_player_associations" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_touch_named_scope"('club');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_versions_touch" AFTER INSERT OR UPDATE OR DELETE ON "seasons" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_touch_named_scope"('club');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_versions_touch" AFTER INSERT OR UPDATE OR DELETE ON "match_types" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_touch_named_scope"('club');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_versions_touch" AFTER INSERT OR UPDATE OR DELETE ON "opposition_teams" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_touch_named_scope"('club');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_versions_touch" AFTER INSERT OR UPDATE OR DELETE ON "matches" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_touch_named_scope"('club');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_versions_touch" AFTER INSERT OR UPDATE OR DELETE ON "formations" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_touch_named_scope"('club');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_versions_touch" AFTER INSERT OR UPDATE OR DELETE ON "formation_positions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_touch_named_scope"('club');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_versions_touch" AFTER INSERT OR UPDATE OR DELETE ON "trainings" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_touch_named_scope"('club');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_versions_touch" AFTER INSERT OR UPDATE OR DELETE ON "calendar_feeds" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_touch_named_scope"('club');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_versions_touch" AFTER INSERT OR UPDATE OR DELETE ON "sessions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_touch_named_scope"('sessions');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_versions_touch" AFTER INSERT OR UPDATE OR DELETE ON "match_events" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_touch_team_scopes"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_versions_touch" AFTER INSERT OR UPDATE OR DELETE ON "match_lineups" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_touch_team_scopes"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_versions_touch" AFTER INSERT OR UPDATE OR DELETE ON "lineup_players" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_touch_team_scopes"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_versions_touch" AFTER INSERT OR UPDATE OR DELETE ON "availability" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_touch_team_scopes"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_versions_touch" AFTER INSERT OR UPDATE OR DELETE ON "player_targets" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_touch_team_scopes"();
