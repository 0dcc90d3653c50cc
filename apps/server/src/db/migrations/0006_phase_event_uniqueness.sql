-- A phase recorded twice by requests that arrived together: keep the first recorded, drop the later copies (decision 60).
DELETE FROM "match_events" AS later USING "match_events" AS first
WHERE later."match_id" = first."match_id" AND later."event_type" = first."event_type"
  AND later."event_type" in ('LINEUP_CONFIRMED', 'GAME_START', 'HALF_TIME', 'SECOND_HALF_START', 'GAME_END')
  AND (later."recorded_at", later."id") > (first."recorded_at", first."id");--> statement-breakpoint
CREATE UNIQUE INDEX "match_events_one_phase" ON "match_events" USING btree ("match_id","event_type") WHERE "match_events"."event_type" in ('LINEUP_CONFIRMED', 'GAME_START', 'HALF_TIME', 'SECOND_HALF_START', 'GAME_END');