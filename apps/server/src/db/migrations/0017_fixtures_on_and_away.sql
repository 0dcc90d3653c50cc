-- One rule for "not available" (decision 115): the `fixture_answers` view says whether each player is away for each
-- fixture (their answer that counts is Not available, by a response or by a 'date I will miss' record), and every
-- consumer (statistics, coach reports, playing time, the lineup, the squad, the dashboards) reads that column.
CREATE OR REPLACE VIEW "fixture_answers" AS
SELECT x."match_id", x."player_id", x."answer", x."note", x."source", x."answered_at",
  coalesce(x."answer" = 'not_available', false) AS "away"
FROM (
  SELECT m."match_id", p."player_id",
    CASE
      WHEN r."player_id" IS NOT NULL AND (a."availability_id" IS NULL OR r."updated_at" >= a."created_at") THEN r."status"
      WHEN a."availability_id" IS NOT NULL THEN 'not_available'
    END AS "answer",
    CASE
      WHEN r."player_id" IS NOT NULL AND (a."availability_id" IS NULL OR r."updated_at" >= a."created_at") THEN r."note"
      ELSE a."notes"
    END AS "note",
    CASE
      WHEN r."player_id" IS NOT NULL AND (a."availability_id" IS NULL OR r."updated_at" >= a."created_at") THEN r."via"
      WHEN a."availability_id" IS NOT NULL THEN 'date'
    END AS "source",
    CASE
      WHEN r."player_id" IS NOT NULL AND (a."availability_id" IS NULL OR r."updated_at" >= a."created_at")
        THEN r."updated_at"
      ELSE a."created_at"
    END AS "answered_at"
  FROM "matches" m
  JOIN "players" p ON p."team_id" = m."team_id"
  LEFT JOIN "fixture_responses" r ON r."match_id" = m."match_id" AND r."player_id" = p."player_id"
  LEFT JOIN "availability" a ON a."player_id" = p."player_id" AND a."unavailable_date" = m."match_date"
) x;
