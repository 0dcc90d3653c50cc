-- One person, one account (decision 121, #28 item 18): an email address is on at most one account, without case.
-- A club that already has two accounts with one address keeps them (merging is a person's choice, not a migration's):
-- the index is then made by this migration only where it can be, and the server refuses any new sharing in words.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "users" WHERE "email" IS NOT NULL GROUP BY lower("email") HAVING count(*) > 1) THEN
    CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));
  ELSE
    RAISE NOTICE 'Some email addresses are on more than one account: users_email_lower_key is not made';
  END IF;
END $$;
