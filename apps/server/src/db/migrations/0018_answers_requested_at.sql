-- When a fixture's families were first asked for answers (decision 106, #28 item 10): the planner asks no one twice,
-- also after a restore (the column is in backups with the fixture), and a request that went out late gives families a
-- day to answer. Filled from the request jobs already decided.
ALTER TABLE "matches" ADD COLUMN "answers_requested_at" timestamp with time zone;--> statement-breakpoint
UPDATE "matches" m SET "answers_requested_at" = j."created_at" FROM "jobs" j WHERE j."key" = 'answers-request:' || m."match_id";
