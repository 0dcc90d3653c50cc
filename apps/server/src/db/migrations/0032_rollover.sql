ALTER TABLE "players" ALTER COLUMN "team_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "left_team_id" integer;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "left_season_id" integer;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "left_on" date;--> statement-breakpoint
ALTER TABLE "seasons" ADD COLUMN "review_from" date;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_left_team_id_teams_team_id_fk" FOREIGN KEY ("left_team_id") REFERENCES "public"."teams"("team_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_left_season_id_seasons_season_id_fk" FOREIGN KEY ("left_season_id") REFERENCES "public"."seasons"("season_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "players_left_team_idx" ON "players" USING btree ("left_team_id");--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_team_or_left_check" CHECK ("players"."team_id" is not null or "players"."left_on" is not null);