-- #29 item 7 (decision 124): a match's length drives its clock. Teams and matches get a length of their own (null:
-- the team's, then the age group's); a rotation's length becomes its match's; the events of every match whose length
-- is not 90 move from the old clock (second half from 45, full time at 90) onto the match's own, keeping its played
-- minutes as they were. default_match_minutes is the domain's defaultMatchMinutes (a test keeps them alike). Every
-- ALTER of a table comes before the rows it changes: its cache triggers' pending events would refuse it after.
CREATE FUNCTION "default_match_minutes"("age_group" text) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  select case when a is null or a >= 17 then 90 when a <= 8 then 40 else 40 + 10 * ((a - 7) / 2) end
  from (select substring("age_group" from '^\s*[uU]\s*-?\s*(\d{1,2})\s*[sS]?\s*$')::int as a) as age
$$;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "match_minutes" integer;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "match_minutes" integer;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_match_minutes_check" CHECK ("matches"."match_minutes" between 10 and 120);--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_match_minutes_check" CHECK ("teams"."match_minutes" between 10 and 120);--> statement-breakpoint
UPDATE "matches" SET "match_minutes" = greatest(10, least(120, r."match_minutes"))
  FROM "match_rotations" r WHERE r."match_id" = "matches"."match_id";--> statement-breakpoint
UPDATE "match_events" e SET "minute" = CASE
    WHEN e."event_type" = 'GAME_END' THEN l."len"
    WHEN e."event_type" IN ('HALF_TIME', 'SECOND_HALF_START') THEN (l."len" + 1) / 2
    WHEN e."minute" > 45 THEN (l."len" + 1) / 2 + (e."minute" - 45)
    ELSE e."minute" END
  FROM (
    SELECT m."match_id", coalesce(m."match_minutes", default_match_minutes(t."age_group")) AS "len"
      FROM "matches" m JOIN "teams" t ON t."team_id" = m."team_id"
  ) l
  WHERE l."match_id" = e."match_id" AND l."len" <> 90 AND e."minute" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "match_rotations" DROP CONSTRAINT "match_rotations_match_minutes_check";--> statement-breakpoint
ALTER TABLE "match_rotations" DROP COLUMN "match_minutes";
