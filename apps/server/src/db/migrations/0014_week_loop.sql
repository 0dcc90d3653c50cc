CREATE TABLE "availability_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"trigger" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_reminders_trigger_check" CHECK ("availability_reminders"."trigger" in ('request', 'scheduled', 'manual'))
);
--> statement-breakpoint
CREATE TABLE "email_preferences" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"email" boolean NOT NULL,
	CONSTRAINT "email_preferences_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "email_preferences_kind_check" CHECK ("email_preferences"."kind" in ('availability_request', 'reminder', 'squad', 'fixture_change', 'club_message'))
);
--> statement-breakpoint
CREATE TABLE "fixture_responses" (
	"match_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"responded_by" integer,
	"via" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fixture_responses_match_id_player_id_pk" PRIMARY KEY("match_id","player_id"),
	CONSTRAINT "fixture_responses_status_check" CHECK ("fixture_responses"."status" in ('available', 'maybe', 'not_available')),
	CONSTRAINT "fixture_responses_via_check" CHECK ("fixture_responses"."via" in ('app', 'link', 'coach'))
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_key_unique" UNIQUE("key"),
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('queued', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "message_recipients" (
	"message_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "message_recipients_message_id_user_id_pk" PRIMARY KEY("message_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"sender_id" integer,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"audience" text NOT NULL,
	"match_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_kind_check" CHECK ("messages"."kind" in ('message', 'squad', 'fixture_change'))
);
--> statement-breakpoint
CREATE TABLE "squad_announcements" (
	"match_id" integer PRIMARY KEY NOT NULL,
	"published_by" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"times" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "squad_players" (
	"match_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "squad_players_match_id_player_id_pk" PRIMARY KEY("match_id","player_id"),
	CONSTRAINT "squad_players_role_check" CHECK ("squad_players"."role" in ('starting', 'substitute', 'standby'))
);
--> statement-breakpoint
CREATE TABLE "team_availability_settings" (
	"team_id" integer PRIMARY KEY NOT NULL,
	"deadline_days" integer DEFAULT 2 NOT NULL,
	"reminder_days" jsonb DEFAULT '[5,2]'::jsonb NOT NULL,
	"reminder_time" text DEFAULT '09:00' NOT NULL,
	CONSTRAINT "team_availability_deadline_check" CHECK ("team_availability_settings"."deadline_days" between 0 and 14),
	CONSTRAINT "team_availability_time_check" CHECK ("team_availability_settings"."reminder_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
ALTER TABLE "install" ADD COLUMN "signing_key" text;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "status" text DEFAULT 'scheduled' NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "unsubscribe_url" text;--> statement-breakpoint
ALTER TABLE "availability_reminders" ADD CONSTRAINT "availability_reminders_match_id_matches_match_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("match_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_reminders" ADD CONSTRAINT "availability_reminders_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_reminders" ADD CONSTRAINT "availability_reminders_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_preferences" ADD CONSTRAINT "email_preferences_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixture_responses" ADD CONSTRAINT "fixture_responses_match_id_matches_match_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("match_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixture_responses" ADD CONSTRAINT "fixture_responses_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixture_responses" ADD CONSTRAINT "fixture_responses_responded_by_users_user_id_fk" FOREIGN KEY ("responded_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_recipients" ADD CONSTRAINT "message_recipients_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_recipients" ADD CONSTRAINT "message_recipients_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_user_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_match_id_matches_match_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("match_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "squad_announcements" ADD CONSTRAINT "squad_announcements_match_id_matches_match_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("match_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "squad_announcements" ADD CONSTRAINT "squad_announcements_published_by_users_user_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "squad_players" ADD CONSTRAINT "squad_players_match_id_squad_announcements_match_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."squad_announcements"("match_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "squad_players" ADD CONSTRAINT "squad_players_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_availability_settings" ADD CONSTRAINT "team_availability_settings_team_id_teams_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("team_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "availability_reminders_match_idx" ON "availability_reminders" USING btree ("match_id","player_id");--> statement-breakpoint
CREATE INDEX "availability_reminders_user_idx" ON "availability_reminders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "fixture_responses_player_idx" ON "fixture_responses" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "jobs_created_idx" ON "jobs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "message_recipients_user_idx" ON "message_recipients" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "messages_sender_idx" ON "messages" USING btree ("sender_id");--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_status_check" CHECK ("matches"."status" in ('scheduled', 'postponed', 'cancelled'));--> statement-breakpoint
-- The answer that counts for each player of each fixture's team: the newer of their response and a 'date I will miss'
-- record on the match date (the record answers Not available by itself).
CREATE VIEW "fixture_answers" AS
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
LEFT JOIN "fixture_responses" r ON r."match_id" = m."match_id" AND r."player_id" = p."player_id"
LEFT JOIN "availability" a ON a."player_id" = p."player_id" AND a."unavailable_date" = m."match_date";
--> statement-breakpoint
-- Fixture answers are availability (decision 106): they move on the team's 'availability:<id>' scope, as 0012 made it.
CREATE OR REPLACE FUNCTION "touchline_touch_team_scopes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
  team integer;
  found_team boolean;
  prefix text := CASE WHEN TG_TABLE_NAME IN ('availability', 'fixture_responses') THEN 'availability:' ELSE 'team:' END;
BEGIN
  FOREACH changed IN ARRAY ARRAY[to_jsonb(OLD), to_jsonb(NEW)] LOOP
    CONTINUE WHEN changed IS NULL;
    found_team := false;
    IF TG_TABLE_NAME <> 'availability' OR changed ->> 'player_id' IS NOT NULL THEN
      FOR team IN SELECT t FROM "touchline_teams_of_row"(TG_TABLE_NAME, changed) AS t ORDER BY t LOOP
        PERFORM "touchline_touch_scope"(prefix || team);
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
CREATE CONSTRAINT TRIGGER "data_versions_touch" AFTER INSERT OR UPDATE OR DELETE ON "fixture_responses" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_touch_team_scopes"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_versions_touch" AFTER INSERT OR UPDATE OR DELETE ON "team_availability_settings" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "touchline_touch_named_scope"('club');
