CREATE TABLE "push_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"kind" text NOT NULL,
	"payload" text,
	"urgency" text DEFAULT 'normal' NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "push_outbox_status_check" CHECK ("push_outbox"."status" in ('queued', 'sending', 'sent', 'failed')),
	CONSTRAINT "push_outbox_urgency_check" CHECK ("push_outbox"."urgency" in ('normal', 'high'))
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sent_at" timestamp with time zone,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
ALTER TABLE "email_preferences" DROP CONSTRAINT "email_preferences_kind_check";--> statement-breakpoint
ALTER TABLE "player_consents" DROP CONSTRAINT "player_consents_kind_check";--> statement-breakpoint
ALTER TABLE "email_preferences" ADD COLUMN "push" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "install" ADD COLUMN "vapid_public_key" text;--> statement-breakpoint
ALTER TABLE "install" ADD COLUMN "vapid_private_key" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "parts" jsonb;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "digest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "batch_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_digest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "push_outbox" ADD CONSTRAINT "push_outbox_subscription_id_push_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."push_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_outbox_due_idx" ON "push_outbox" USING btree ("next_attempt_at") WHERE "push_outbox"."status" in ('queued', 'sending');--> statement-breakpoint
CREATE INDEX "push_outbox_subscription_idx" ON "push_outbox" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "outbox_batch_idx" ON "outbox" USING btree ("user_id","next_attempt_at") WHERE "outbox"."status" = 'queued' and "outbox"."parts" is not null;--> statement-breakpoint
ALTER TABLE "email_preferences" ADD CONSTRAINT "email_preferences_kind_check" CHECK ("email_preferences"."kind" in ('availability_request', 'reminder', 'squad', 'fixture_change', 'club_message', 'match_day'));--> statement-breakpoint
ALTER TABLE "player_consents" ADD CONSTRAINT "player_consents_kind_check" CHECK ("player_consents"."kind" in ('photos', 'direct_contact', 'no_parent_copy'));