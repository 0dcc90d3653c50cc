-- Sign-in throttling per username and source address (and per address across usernames) instead of a lock-out per
-- username: one row per counter, an attempt counted before its password is checked (auth/login-throttle.ts). The old
-- failure log only ever held the last 15 minutes, so nothing worth keeping is dropped with it.
CREATE TABLE "login_throttle" (
	"source" text NOT NULL,
	"username" text NOT NULL,
	"failures" integer NOT NULL,
	"pending" integer NOT NULL,
	"first_failure_at" timestamp with time zone NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	CONSTRAINT "login_throttle_source_username_pk" PRIMARY KEY("source","username")
);
--> statement-breakpoint
DROP TABLE "login_failures" CASCADE;--> statement-breakpoint
CREATE INDEX "login_throttle_first_failure_idx" ON "login_throttle" USING btree ("first_failure_at");