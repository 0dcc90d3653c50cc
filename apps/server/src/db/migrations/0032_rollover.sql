ALTER TABLE "players" ALTER COLUMN "team_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "left_team_id" integer;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "left_season_id" integer;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "left_on" date;--> statement-breakpoint
ALTER TABLE "seasons" ADD COLUMN "review_from" date;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_left_team_id_teams_team_id_fk" FOREIGN KEY ("left_team_id") REFERENCES "public"."teams"("team_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_left_season_id_seasons_season_id_fk" FOREIGN KEY ("left_season_id") REFERENCES "public"."seasons"("season_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "players_left_team_idx" ON "players" USING btree ("left_team_id");--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_team_or_left_check" CHECK ("players"."team_id" is not null or "players"."left_on" is not null);--> statement-breakpoint
-- A player who left (#34, decision 134) still answered for their team's matches before they left: the seasons they
-- played keep their absences (the one rule of who is away, decision 115), to the day they left; no later match has them.
CREATE OR REPLACE VIEW "fixture_answers" AS
SELECT x."match_id", x."player_id", x."answer", x."note", x."source", x."answered_at",
  coalesce(x."answer" = 'not_available', false) AS "away"
FROM (
  SELECT m."match_id", p."player_id",
    CASE
      WHEN r."player_id" IS NOT NULL AND (a."availability_id" IS NULL OR r."updated_at" >= a."created_at") THEN r."status"
      WHEN a."availability_id" IS NOT NULL THEN 'not_available'
    END AS "answer",
    CASE
      WHEN r."player_id" IS NOT NULL AND (a."availability_id" IS NULL OR r."updated_at" >= a."created_at") THEN r."note"
      ELSE a."notes"
    END AS "note",
    CASE
      WHEN r."player_id" IS NOT NULL AND (a."availability_id" IS NULL OR r."updated_at" >= a."created_at") THEN r."via"
      WHEN a."availability_id" IS NOT NULL THEN 'date'
    END AS "source",
    CASE
      WHEN r."player_id" IS NOT NULL AND (a."availability_id" IS NULL OR r."updated_at" >= a."created_at")
        THEN r."updated_at"
      ELSE a."created_at"
    END AS "answered_at"
  FROM "matches" m
  JOIN "players" p ON p."team_id" = m."team_id"
    OR (p."left_team_id" = m."team_id" AND m."match_date" <= p."left_on")
  LEFT JOIN "fixture_responses" r ON r."match_id" = m."match_id" AND r."player_id" = p."player_id"
  LEFT JOIN "availability" a ON a."player_id" = p."player_id" AND a."unavailable_date" = m."match_date"
) x;
