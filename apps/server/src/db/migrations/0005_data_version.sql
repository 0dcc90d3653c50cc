-- The read cache's version on a PostgreSQL server: one row, one more for every transaction that changes club data or
-- sessions. The deferred trigger adds one as the transaction commits, once however many rows it changed (taking the
-- row's lock last of all keeps writers from deadlocking on it), and tells every server instance the new version with
-- NOTIFY, which PostgreSQL delivers once the transaction has committed. Sign-in failures and the audit log do not
-- count: no cached read shows them.
CREATE TABLE "data_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "data_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION "touchline_bump_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
BEGIN
  IF current_setting('touchline.data_version_bumped', true) IS DISTINCT FROM 'yes' THEN
    PERFORM set_config('touchline.data_version_bumped', 'yes', true);
    UPDATE "data_version" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO next_version;
    PERFORM pg_notify('touchline_data_version', next_version::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_version_bump" AFTER INSERT OR UPDATE OR DELETE ON "users" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_bump_data_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_version_bump" AFTER INSERT OR UPDATE OR DELETE ON "user_types" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_bump_data_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_version_bump" AFTER INSERT OR UPDATE OR DELETE ON "teams" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_bump_data_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_version_bump" AFTER INSERT OR UPDATE OR DELETE ON "players" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_bump_data_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_version_bump" AFTER INSERT OR UPDATE OR DELETE ON "parent_player_associations" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_bump_data_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_version_bump" AFTER INSERT OR UPDATE OR DELETE ON "seasons" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_bump_data_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_version_bump" AFTER INSERT OR UPDATE OR DELETE ON "match_types" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_bump_data_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_version_bump" AFTER INSERT OR UPDATE OR DELETE ON "opposition_teams" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_bump_data_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_version_bump" AFTER INSERT OR UPDATE OR DELETE ON "matches" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_bump_data_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_version_bump" AFTER INSERT OR UPDATE OR DELETE ON "match_events" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_bump_data_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_version_bump" AFTER INSERT OR UPDATE OR DELETE ON "formations" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_bump_data_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_version_bump" AFTER INSERT OR UPDATE OR DELETE ON "formation_positions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_bump_data_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_version_bump" AFTER INSERT OR UPDATE OR DELETE ON "match_lineups" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_bump_data_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_version_bump" AFTER INSERT OR UPDATE OR DELETE ON "lineup_players" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_bump_data_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_version_bump" AFTER INSERT OR UPDATE OR DELETE ON "trainings" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_bump_data_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_version_bump" AFTER INSERT OR UPDATE OR DELETE ON "availability" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_bump_data_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_version_bump" AFTER INSERT OR UPDATE OR DELETE ON "player_targets" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_bump_data_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_version_bump" AFTER INSERT OR UPDATE OR DELETE ON "calendar_feeds" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_bump_data_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_version_bump" AFTER INSERT OR UPDATE OR DELETE ON "sessions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_bump_data_version"();
