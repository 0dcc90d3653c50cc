-- Every change to a match's events, numbered per match in commit order (decision 62): the live stream's SSE ids.
CREATE TABLE "match_changes" (
	"match_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"action" text NOT NULL,
	"event_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_changes_match_id_seq_pk" PRIMARY KEY("match_id","seq")
);
--> statement-breakpoint
-- The events already recorded count as created, in timeline order, so a viewer can replay a match from its start.
INSERT INTO "match_changes" ("match_id", "seq", "action", "event_id", "at")
SELECT "match_id", row_number() OVER (PARTITION BY "match_id" ORDER BY "recorded_at", "id"), 'created', "id", "recorded_at" FROM "match_events";
--> statement-breakpoint
-- The per-match lock (held to the end of the transaction) makes the numbers follow commit order with no gaps, so
-- a reader that has seen N never later finds a smaller one. A match being deleted takes its events with it: no entry.
CREATE FUNCTION "touchline_log_match_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_match integer := CASE WHEN TG_OP = 'DELETE' THEN OLD."match_id" ELSE NEW."match_id" END;
  changed_event integer := CASE WHEN TG_OP = 'DELETE' THEN OLD."id" ELSE NEW."id" END;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "matches" WHERE "match_id" = changed_match) THEN
    RETURN NULL;
  END IF;
  PERFORM pg_advisory_xact_lock(1835231076, changed_match);
  INSERT INTO "match_changes" ("match_id", "seq", "action", "event_id")
  SELECT changed_match, coalesce(max("seq"), 0) + 1, CASE TG_OP WHEN 'INSERT' THEN 'created' WHEN 'UPDATE' THEN 'updated' ELSE 'deleted' END, changed_event
  FROM "match_changes" WHERE "match_id" = changed_match;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "match_changes_log" AFTER INSERT OR UPDATE OR DELETE ON "match_events" FOR EACH ROW EXECUTE FUNCTION "touchline_log_match_change"();
