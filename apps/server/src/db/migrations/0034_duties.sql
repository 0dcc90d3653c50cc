CREATE TABLE "duties" (
	"duty_id" serial PRIMARY KEY NOT NULL,
	"kind_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"match_id" integer,
	"training_id" integer,
	"slot" integer NOT NULL,
	"family_id" integer,
	"status" text DEFAULT 'assigned' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "duties_event_check" CHECK (("duties"."match_id" is null) <> ("duties"."training_id" is null)),
	CONSTRAINT "duties_status_check" CHECK ("duties"."status" in ('assigned', 'done', 'no_show'))
);
--> statement-breakpoint
CREATE TABLE "duty_kinds" (
	"kind_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"people" integer DEFAULT 1 NOT NULL,
	"applies_to" text DEFAULT 'matches' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "duty_kinds_name_unique" UNIQUE("name"),
	CONSTRAINT "duty_kinds_people_check" CHECK ("duty_kinds"."people" between 1 and 10),
	CONSTRAINT "duty_kinds_applies_to_check" CHECK ("duty_kinds"."applies_to" in ('matches', 'training', 'both'))
);
--> statement-breakpoint
CREATE TABLE "duty_swaps" (
	"swap_id" serial PRIMARY KEY NOT NULL,
	"duty_id" integer NOT NULL,
	"from_family_id" integer NOT NULL,
	"to_family_id" integer,
	"status" text DEFAULT 'asked' NOT NULL,
	"note" text,
	"asked_by" integer,
	"answered_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "duty_swaps_status_check" CHECK ("duty_swaps"."status" in ('asked', 'accepted', 'declined', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "email_preferences" DROP CONSTRAINT "email_preferences_kind_check";--> statement-breakpoint
ALTER TABLE "duties" ADD CONSTRAINT "duties_kind_id_duty_kinds_kind_id_fk" FOREIGN KEY ("kind_id") REFERENCES "public"."duty_kinds"("kind_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duties" ADD CONSTRAINT "duties_team_id_teams_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("team_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duties" ADD CONSTRAINT "duties_match_id_matches_match_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("match_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duties" ADD CONSTRAINT "duties_training_id_trainings_training_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("training_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duties" ADD CONSTRAINT "duties_family_id_families_family_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("family_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duty_swaps" ADD CONSTRAINT "duty_swaps_duty_id_duties_duty_id_fk" FOREIGN KEY ("duty_id") REFERENCES "public"."duties"("duty_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duty_swaps" ADD CONSTRAINT "duty_swaps_from_family_id_families_family_id_fk" FOREIGN KEY ("from_family_id") REFERENCES "public"."families"("family_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duty_swaps" ADD CONSTRAINT "duty_swaps_to_family_id_families_family_id_fk" FOREIGN KEY ("to_family_id") REFERENCES "public"."families"("family_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duty_swaps" ADD CONSTRAINT "duty_swaps_asked_by_users_user_id_fk" FOREIGN KEY ("asked_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duty_swaps" ADD CONSTRAINT "duty_swaps_answered_by_users_user_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "duties_match_slot_key" ON "duties" USING btree ("match_id","kind_id","slot") WHERE "duties"."match_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "duties_training_slot_key" ON "duties" USING btree ("training_id","kind_id","slot") WHERE "duties"."training_id" is not null;--> statement-breakpoint
CREATE INDEX "duties_team_idx" ON "duties" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "duties_family_idx" ON "duties" USING btree ("family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "duty_swaps_open_key" ON "duty_swaps" USING btree ("duty_id") WHERE "duty_swaps"."status" = 'asked';--> statement-breakpoint
CREATE INDEX "duty_swaps_to_idx" ON "duty_swaps" USING btree ("to_family_id");--> statement-breakpoint
ALTER TABLE "email_preferences" ADD CONSTRAINT "email_preferences_kind_check" CHECK ("email_preferences"."kind" in ('availability_request', 'reminder', 'squad', 'fixture_change', 'club_message', 'match_day',
        'payments', 'duties'));