-- The head of coaching (decision 127): a coach who may choose every team where a coach's screens show their own.
ALTER TABLE "users" ADD COLUMN "head_of_coaching" boolean DEFAULT false NOT NULL;
