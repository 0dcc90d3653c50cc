-- The rows the demo club's seed makes, so `npm run demo:remove` removes the demo club and nothing else (decision 095).
CREATE TABLE "demo_rows" (
	"entity" text NOT NULL,
	"row_id" integer NOT NULL,
	CONSTRAINT "demo_rows_entity_row_id_pk" PRIMARY KEY("entity","row_id"),
	CONSTRAINT "demo_rows_entity_check" CHECK ("demo_rows"."entity" in ('teams', 'users', 'seasons', 'opposition_teams'))
);
--> statement-breakpoint
-- A database seeded before this migration: its demo club is recognised by what the seed wrote (the three Riverside FC
-- teams with the seed's phone number, the accounts coach1-3, player1 and parent1-20 with their @example.org
-- addresses).
INSERT INTO "demo_rows" ("entity", "row_id")
SELECT 'teams', "team_id" FROM "teams"
WHERE "club_name" = 'Riverside FC' AND "contact_number" = '01234 567890'
  AND "team_name" IN ('Riverside U10 Lions', 'Riverside U12 Tigers', 'Riverside U14 Eagles');
--> statement-breakpoint
INSERT INTO "demo_rows" ("entity", "row_id")
SELECT 'users', "user_id" FROM "users"
WHERE "role" = 'user' AND "email" = "username" || '@example.org'
  AND "username" ~ '^(coach[1-3]|player1|parent([1-9]|1[0-9]|20))$'
  AND EXISTS (SELECT 1 FROM "demo_rows" WHERE "entity" = 'teams');
--> statement-breakpoint
-- The seed makes its seasons and opposition teams on an empty database, in one statement each: every one up to the
-- highest the demo's fixtures use is the seed's.
INSERT INTO "demo_rows" ("entity", "row_id")
SELECT 'seasons', "season_id" FROM "seasons"
WHERE "season_id" <= (
  SELECT max("season_id") FROM "matches" WHERE "team_id" IN (SELECT "row_id" FROM "demo_rows" WHERE "entity" = 'teams')
);
--> statement-breakpoint
INSERT INTO "demo_rows" ("entity", "row_id")
SELECT 'opposition_teams', "id" FROM "opposition_teams"
WHERE "id" <= (
  SELECT max("opposition_team_id") FROM "matches"
  WHERE "team_id" IN (SELECT "row_id" FROM "demo_rows" WHERE "entity" = 'teams')
);
--> statement-breakpoint
-- Audit entries written before decision 083 recorded a calendar feed's new address when its owner reset it: the
-- address is the feed's key. Its QR code goes, and the token in each address becomes [redacted] (decision 089).
UPDATE "audit_log" SET "after" = "after" - 'qr_svg' WHERE jsonb_typeof("after") = 'object' AND "after" ? 'qr_svg';
--> statement-breakpoint
UPDATE "audit_log"
SET "before" = regexp_replace("before"::text, '/api/calendar/[^"/\\]+\.ics', '/api/calendar/[redacted].ics', 'g')::jsonb
WHERE "before"::text ~ '/api/calendar/[^"/\\]+\.ics';
--> statement-breakpoint
UPDATE "audit_log"
SET "after" = regexp_replace("after"::text, '/api/calendar/[^"/\\]+\.ics', '/api/calendar/[redacted].ics', 'g')::jsonb
WHERE "after"::text ~ '/api/calendar/[^"/\\]+\.ics';
