-- The six match types of the spec, in its order, so that ids 1 (league) to 6 (friendly) hold on every new database.
INSERT INTO "match_types" ("match_type_id", "name", "description") VALUES
  (1, 'league', 'League match'),
  (2, 'scottish cup', 'Scottish Cup tie'),
  (3, 'divisional cup', 'Divisional Cup tie'),
  (4, 'section cup', 'Section Cup tie'),
  (5, 'league cup', 'League Cup tie'),
  (6, 'friendly', 'Friendly match');
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('"match_types"', 'match_type_id'), 6);
