-- This installation's id, random, made once here: calendar feeds put it in every event's UID (calendar/feed.ts), so
-- events from two clubs, or from a club's old and new database, never share a UID in a parent's calendar.
CREATE TABLE "install" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"install_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "install_one_row" CHECK ("install"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "install" DEFAULT VALUES;
