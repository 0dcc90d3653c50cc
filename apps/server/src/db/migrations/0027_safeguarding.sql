-- Safeguarding (#31, decision 130): medical and emergency information, consents, the qualifications register and the
-- welfare officer.
CREATE TABLE "player_consents" (
	"player_id" integer NOT NULL,
	"kind" text NOT NULL,
	"granted" boolean NOT NULL,
	"given_by" integer,
	"given_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_consents_player_id_kind_pk" PRIMARY KEY("player_id","kind"),
	CONSTRAINT "player_consents_kind_check" CHECK ("player_consents"."kind" in ('photos', 'direct_contact', 'no_parent_copy'))
);
--> statement-breakpoint
CREATE TABLE "player_medical" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"emergency_contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"conditions" text DEFAULT '' NOT NULL,
	"allergies" text DEFAULT '' NOT NULL,
	"medication" text DEFAULT '' NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "qualifications" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"issued_on" date,
	"expires_on" date,
	"recorded_by" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qualifications_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "qualifications_kind_check" CHECK ("qualifications"."kind" in ('dbs', 'safeguarding', 'first_aid')),
	CONSTRAINT "qualifications_status_check" CHECK ("qualifications"."status" in ('applied', 'valid')),
	CONSTRAINT "qualifications_dates_check" CHECK (("qualifications"."status" = 'applied') or ("qualifications"."issued_on" is not null and "qualifications"."expires_on" is not null))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "welfare_officer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "player_consents" ADD CONSTRAINT "player_consents_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_consents" ADD CONSTRAINT "player_consents_given_by_users_user_id_fk" FOREIGN KEY ("given_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_medical" ADD CONSTRAINT "player_medical_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_medical" ADD CONSTRAINT "player_medical_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qualifications" ADD CONSTRAINT "qualifications_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qualifications" ADD CONSTRAINT "qualifications_recorded_by_users_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "qualifications_expires_idx" ON "qualifications" USING btree ("expires_on");