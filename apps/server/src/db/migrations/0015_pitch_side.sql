CREATE TABLE "live_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "live_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "match_rotations" (
	"match_id" integer PRIMARY KEY NOT NULL,
	"on_pitch" integer NOT NULL,
	"change_every" integer NOT NULL,
	"match_minutes" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_rotations_on_pitch_check" CHECK ("match_rotations"."on_pitch" between 1 and 11),
	CONSTRAINT "match_rotations_change_every_check" CHECK ("match_rotations"."change_every" between 1 and 120),
	CONSTRAINT "match_rotations_match_minutes_check" CHECK ("match_rotations"."match_minutes" between 1 and 120)
);
--> statement-breakpoint
CREATE TABLE "minutes_limits" (
	"age_group" text PRIMARY KEY NOT NULL,
	"max_minutes" integer NOT NULL,
	CONSTRAINT "minutes_limits_max_check" CHECK ("minutes_limits"."max_minutes" between 1 and 600)
);
--> statement-breakpoint
CREATE TABLE "team_coaches" (
	"team_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "team_coaches_team_id_user_id_pk" PRIMARY KEY("team_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "match_events" ADD COLUMN "client_key" uuid;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "youth_mode" boolean;--> statement-breakpoint
ALTER TABLE "live_links" ADD CONSTRAINT "live_links_match_id_matches_match_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("match_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_links" ADD CONSTRAINT "live_links_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_rotations" ADD CONSTRAINT "match_rotations_match_id_matches_match_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("match_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_coaches" ADD CONSTRAINT "team_coaches_team_id_teams_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("team_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_coaches" ADD CONSTRAINT "team_coaches_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_links_match_idx" ON "live_links" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "team_coaches_user_idx" ON "team_coaches" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "match_events_client_key" ON "match_events" USING btree ("match_id","client_key");