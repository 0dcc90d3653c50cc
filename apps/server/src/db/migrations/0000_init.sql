CREATE TABLE "availability" (
	"availability_id" serial PRIMARY KEY NOT NULL,
	"player_id" integer,
	"user_id" integer,
	"unavailable_date" date NOT NULL,
	"notes" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_subject_check" CHECK ("availability"."player_id" is not null or "availability"."user_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "formation_positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"formation_id" integer NOT NULL,
	"position_name" text NOT NULL,
	"x_coordinate" real NOT NULL,
	"y_coordinate" real NOT NULL,
	CONSTRAINT "formation_positions_x_check" CHECK ("formation_positions"."x_coordinate" between 0 and 100),
	CONSTRAINT "formation_positions_y_check" CHECK ("formation_positions"."y_coordinate" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "formations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"players_on_pitch" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lineup_players" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"formation_position_id" integer NOT NULL,
	"position" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"kind" text NOT NULL,
	"event_type" text,
	"minute" integer,
	"player_id" integer,
	"assist_player_id" integer,
	"player_on_id" integer,
	"is_penalty" boolean DEFAULT false NOT NULL,
	"is_freekick" boolean DEFAULT false NOT NULL,
	"is_own_goal" boolean DEFAULT false NOT NULL,
	"is_opposition_goal" boolean DEFAULT false NOT NULL,
	"opposition_scorer_name" text,
	"opposition_assist_name" text,
	"card_type" text,
	"forfeiting_team" text,
	"notes" text,
	"recorded_by" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "match_events_kind_check" CHECK ("match_events"."kind" in ('GOAL', 'CARD', 'SUBSTITUTION', 'MATCH_EVENT', 'MAN_OF_THE_MATCH'))
);
--> statement-breakpoint
CREATE TABLE "match_lineups" (
	"match_id" integer PRIMARY KEY NOT NULL,
	"formation_id" integer NOT NULL,
	"saved_by" integer,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_types" (
	"match_type_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	CONSTRAINT "match_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"match_id" serial PRIMARY KEY NOT NULL,
	"opposition_name" text NOT NULL,
	"venue_name" text NOT NULL,
	"venue_address" text NOT NULL,
	"home_or_away" text NOT NULL,
	"kick_off_time" time NOT NULL,
	"meet_time" time,
	"colours" text NOT NULL,
	"match_date" date NOT NULL,
	"team_id" integer NOT NULL,
	"match_type_id" integer NOT NULL,
	"season_id" integer,
	"opposition_team_id" integer,
	CONSTRAINT "matches_home_or_away_check" CHECK ("matches"."home_or_away" in ('Home', 'Away'))
);
--> statement-breakpoint
CREATE TABLE "opposition_teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_name" text NOT NULL,
	"venue_name" text,
	"venue_address" text
);
--> statement-breakpoint
CREATE TABLE "parent_player_associations" (
	"parent_user_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	CONSTRAINT "parent_player_associations_parent_user_id_player_id_pk" PRIMARY KEY("parent_user_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "player_targets" (
	"player_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"goals_target" integer,
	"clean_sheets_target" integer,
	"goal_involvements_target" integer,
	"starting_percentage_target" numeric(5, 2),
	"games_played_percentage_target" numeric(5, 2),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_targets_player_id_season_id_pk" PRIMARY KEY("player_id","season_id")
);
--> statement-breakpoint
CREATE TABLE "players" (
	"player_id" serial PRIMARY KEY NOT NULL,
	"player_name" text NOT NULL,
	"player_short_name" text,
	"preferred_position" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"shirt_number" integer NOT NULL,
	"team_id" integer NOT NULL,
	"user_id" integer
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"season_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"impersonator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"team_id" serial PRIMARY KEY NOT NULL,
	"team_name" text NOT NULL,
	"home_colours" text NOT NULL,
	"away_colours" text NOT NULL,
	"age_group" text NOT NULL,
	"club_name" text NOT NULL,
	"contact_number" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trainings" (
	"training_id" serial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"venue" text NOT NULL,
	"team_id" integer NOT NULL,
	"notes" text,
	"season_id" integer
);
--> statement-breakpoint
CREATE TABLE "user_types" (
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	CONSTRAINT "user_types_user_id_type_pk" PRIMARY KEY("user_id","type"),
	CONSTRAINT "user_types_type_check" CHECK ("user_types"."type" in ('Player', 'Parent', 'Coach'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"user_id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"short_name" text,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('user', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "availability" ADD CONSTRAINT "availability_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability" ADD CONSTRAINT "availability_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability" ADD CONSTRAINT "availability_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formation_positions" ADD CONSTRAINT "formation_positions_formation_id_formations_id_fk" FOREIGN KEY ("formation_id") REFERENCES "public"."formations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lineup_players" ADD CONSTRAINT "lineup_players_match_id_match_lineups_match_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."match_lineups"("match_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lineup_players" ADD CONSTRAINT "lineup_players_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lineup_players" ADD CONSTRAINT "lineup_players_formation_position_id_formation_positions_id_fk" FOREIGN KEY ("formation_position_id") REFERENCES "public"."formation_positions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_match_id_matches_match_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("match_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_assist_player_id_players_player_id_fk" FOREIGN KEY ("assist_player_id") REFERENCES "public"."players"("player_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_player_on_id_players_player_id_fk" FOREIGN KEY ("player_on_id") REFERENCES "public"."players"("player_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_recorded_by_users_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_lineups" ADD CONSTRAINT "match_lineups_match_id_matches_match_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("match_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_lineups" ADD CONSTRAINT "match_lineups_formation_id_formations_id_fk" FOREIGN KEY ("formation_id") REFERENCES "public"."formations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_lineups" ADD CONSTRAINT "match_lineups_saved_by_users_user_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_team_id_teams_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("team_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_match_type_id_match_types_match_type_id_fk" FOREIGN KEY ("match_type_id") REFERENCES "public"."match_types"("match_type_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_season_id_seasons_season_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("season_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_opposition_team_id_opposition_teams_id_fk" FOREIGN KEY ("opposition_team_id") REFERENCES "public"."opposition_teams"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_player_associations" ADD CONSTRAINT "parent_player_associations_parent_user_id_users_user_id_fk" FOREIGN KEY ("parent_user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_player_associations" ADD CONSTRAINT "parent_player_associations_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_targets" ADD CONSTRAINT "player_targets_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_targets" ADD CONSTRAINT "player_targets_season_id_seasons_season_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("season_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_team_id_teams_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("team_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_impersonator_id_users_user_id_fk" FOREIGN KEY ("impersonator_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_team_id_teams_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("team_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_season_id_seasons_season_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("season_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_types" ADD CONSTRAINT "user_types_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "availability_player_date_key" ON "availability" USING btree ("player_id","unavailable_date") WHERE "availability"."player_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "availability_coach_date_key" ON "availability" USING btree ("user_id","unavailable_date") WHERE "availability"."player_id" is null;--> statement-breakpoint
CREATE INDEX "availability_date_idx" ON "availability" USING btree ("unavailable_date");--> statement-breakpoint
CREATE INDEX "formation_positions_formation_idx" ON "formation_positions" USING btree ("formation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lineup_players_player_key" ON "lineup_players" USING btree ("match_id","player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lineup_players_position_key" ON "lineup_players" USING btree ("match_id","formation_position_id");--> statement-breakpoint
CREATE INDEX "lineup_players_player_idx" ON "lineup_players" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "login_failures_username_idx" ON "login_failures" USING btree ("username","failed_at");--> statement-breakpoint
CREATE INDEX "match_events_match_idx" ON "match_events" USING btree ("match_id","minute","recorded_at");--> statement-breakpoint
CREATE INDEX "match_events_player_idx" ON "match_events" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "match_events_assist_idx" ON "match_events" USING btree ("assist_player_id");--> statement-breakpoint
CREATE INDEX "match_events_player_on_idx" ON "match_events" USING btree ("player_on_id");--> statement-breakpoint
CREATE INDEX "matches_date_idx" ON "matches" USING btree ("match_date");--> statement-breakpoint
CREATE INDEX "matches_team_date_idx" ON "matches" USING btree ("team_id","match_date");--> statement-breakpoint
CREATE INDEX "matches_season_idx" ON "matches" USING btree ("season_id");--> statement-breakpoint
CREATE INDEX "matches_opposition_idx" ON "matches" USING btree ("opposition_team_id");--> statement-breakpoint
CREATE INDEX "ppa_player_idx" ON "parent_player_associations" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "players_team_idx" ON "players" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "players_user_key" ON "players" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seasons_one_current" ON "seasons" USING btree ("is_current") WHERE "seasons"."is_current";--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "trainings_team_date_idx" ON "trainings" USING btree ("team_id","date");--> statement-breakpoint
CREATE INDEX "trainings_date_idx" ON "trainings" USING btree ("date");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_key" ON "users" USING btree (lower("username"));