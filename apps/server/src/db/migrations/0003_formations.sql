-- Formations for the formats youth football plays (5, 7, 9 and 11-a-side), goalkeeper included.
-- x_coordinate runs 0-100 from left to right; y_coordinate 0-100 from the opponents' goal line to our own.
INSERT INTO "formations" ("id", "name", "description", "players_on_pitch") VALUES (1, '1-2-1', '5-a-side: one defender, two midfielders, one forward', 5);
--> statement-breakpoint
INSERT INTO "formation_positions" ("formation_id", "position_name", "x_coordinate", "y_coordinate") VALUES
  (1, 'Goalkeeper', 50, 92),
  (1, 'Defender', 50, 74.0),
  (1, 'Left Midfielder', 12.0, 48.0),
  (1, 'Right Midfielder', 88.0, 48.0),
  (1, 'Forward', 50, 22.0);
--> statement-breakpoint
INSERT INTO "formations" ("id", "name", "description", "players_on_pitch") VALUES (2, '2-2', '5-a-side: two defenders, two forwards', 5);
--> statement-breakpoint
INSERT INTO "formation_positions" ("formation_id", "position_name", "x_coordinate", "y_coordinate") VALUES
  (2, 'Goalkeeper', 50, 92),
  (2, 'Left Defender', 12.0, 74.0),
  (2, 'Right Defender', 88.0, 74.0),
  (2, 'Left Forward', 12.0, 22.0),
  (2, 'Right Forward', 88.0, 22.0);
--> statement-breakpoint
INSERT INTO "formations" ("id", "name", "description", "players_on_pitch") VALUES (3, '2-3-1', '7-a-side: two defenders, three midfielders, one striker', 7);
--> statement-breakpoint
INSERT INTO "formation_positions" ("formation_id", "position_name", "x_coordinate", "y_coordinate") VALUES
  (3, 'Goalkeeper', 50, 92),
  (3, 'Left Back', 12.0, 74.0),
  (3, 'Right Back', 88.0, 74.0),
  (3, 'Left Midfielder', 12.0, 48.0),
  (3, 'Centre Midfielder', 50.0, 48.0),
  (3, 'Right Midfielder', 88.0, 48.0),
  (3, 'Striker', 50, 22.0);
--> statement-breakpoint
INSERT INTO "formations" ("id", "name", "description", "players_on_pitch") VALUES (4, '3-2-1', '7-a-side: three defenders, two midfielders, one striker', 7);
--> statement-breakpoint
INSERT INTO "formation_positions" ("formation_id", "position_name", "x_coordinate", "y_coordinate") VALUES
  (4, 'Goalkeeper', 50, 92),
  (4, 'Left Back', 12.0, 74.0),
  (4, 'Centre Back', 50.0, 74.0),
  (4, 'Right Back', 88.0, 74.0),
  (4, 'Left Midfielder', 12.0, 48.0),
  (4, 'Right Midfielder', 88.0, 48.0),
  (4, 'Striker', 50, 22.0);
--> statement-breakpoint
INSERT INTO "formations" ("id", "name", "description", "players_on_pitch") VALUES (5, '3-1-2', '7-a-side: three defenders, one midfielder, two strikers', 7);
--> statement-breakpoint
INSERT INTO "formation_positions" ("formation_id", "position_name", "x_coordinate", "y_coordinate") VALUES
  (5, 'Goalkeeper', 50, 92),
  (5, 'Left Back', 12.0, 74.0),
  (5, 'Centre Back', 50.0, 74.0),
  (5, 'Right Back', 88.0, 74.0),
  (5, 'Centre Midfielder', 50, 48.0),
  (5, 'Left Striker', 12.0, 22.0),
  (5, 'Right Striker', 88.0, 22.0);
--> statement-breakpoint
INSERT INTO "formations" ("id", "name", "description", "players_on_pitch") VALUES (6, '3-3-2', '9-a-side: three defenders, three midfielders, two strikers', 9);
--> statement-breakpoint
INSERT INTO "formation_positions" ("formation_id", "position_name", "x_coordinate", "y_coordinate") VALUES
  (6, 'Goalkeeper', 50, 92),
  (6, 'Left Back', 12.0, 74.0),
  (6, 'Centre Back', 50.0, 74.0),
  (6, 'Right Back', 88.0, 74.0),
  (6, 'Left Midfielder', 12.0, 48.0),
  (6, 'Centre Midfielder', 50.0, 48.0),
  (6, 'Right Midfielder', 88.0, 48.0),
  (6, 'Left Striker', 12.0, 22.0),
  (6, 'Right Striker', 88.0, 22.0);
--> statement-breakpoint
INSERT INTO "formations" ("id", "name", "description", "players_on_pitch") VALUES (7, '3-2-3', '9-a-side: three defenders, two midfielders, three forwards', 9);
--> statement-breakpoint
INSERT INTO "formation_positions" ("formation_id", "position_name", "x_coordinate", "y_coordinate") VALUES
  (7, 'Goalkeeper', 50, 92),
  (7, 'Left Back', 12.0, 74.0),
  (7, 'Centre Back', 50.0, 74.0),
  (7, 'Right Back', 88.0, 74.0),
  (7, 'Left Midfielder', 12.0, 48.0),
  (7, 'Right Midfielder', 88.0, 48.0),
  (7, 'Left Winger', 12.0, 22.0),
  (7, 'Striker', 50.0, 22.0),
  (7, 'Right Winger', 88.0, 22.0);
--> statement-breakpoint
INSERT INTO "formations" ("id", "name", "description", "players_on_pitch") VALUES (8, '2-4-2', '9-a-side: two defenders, four midfielders, two strikers', 9);
--> statement-breakpoint
INSERT INTO "formation_positions" ("formation_id", "position_name", "x_coordinate", "y_coordinate") VALUES
  (8, 'Goalkeeper', 50, 92),
  (8, 'Left Centre Back', 12.0, 74.0),
  (8, 'Right Centre Back', 88.0, 74.0),
  (8, 'Left Midfielder', 12.0, 44.0),
  (8, 'Left Centre Midfielder', 37.3, 48.0),
  (8, 'Right Centre Midfielder', 62.7, 48.0),
  (8, 'Right Midfielder', 88.0, 44.0),
  (8, 'Left Striker', 12.0, 22.0),
  (8, 'Right Striker', 88.0, 22.0);
--> statement-breakpoint
INSERT INTO "formations" ("id", "name", "description", "players_on_pitch") VALUES (9, '4-4-2', '11-a-side: four defenders, four midfielders, two strikers', 11);
--> statement-breakpoint
INSERT INTO "formation_positions" ("formation_id", "position_name", "x_coordinate", "y_coordinate") VALUES
  (9, 'Goalkeeper', 50, 92),
  (9, 'Left Back', 12.0, 74.0),
  (9, 'Left Centre Back', 37.3, 74.0),
  (9, 'Right Centre Back', 62.7, 74.0),
  (9, 'Right Back', 88.0, 74.0),
  (9, 'Left Midfielder', 12.0, 44.0),
  (9, 'Left Centre Midfielder', 37.3, 48.0),
  (9, 'Right Centre Midfielder', 62.7, 48.0),
  (9, 'Right Midfielder', 88.0, 44.0),
  (9, 'Left Striker', 12.0, 22.0),
  (9, 'Right Striker', 88.0, 22.0);
--> statement-breakpoint
INSERT INTO "formations" ("id", "name", "description", "players_on_pitch") VALUES (10, '4-3-3', '11-a-side: four defenders, three midfielders, three forwards', 11);
--> statement-breakpoint
INSERT INTO "formation_positions" ("formation_id", "position_name", "x_coordinate", "y_coordinate") VALUES
  (10, 'Goalkeeper', 50, 92),
  (10, 'Left Back', 12.0, 74.0),
  (10, 'Left Centre Back', 37.3, 74.0),
  (10, 'Right Centre Back', 62.7, 74.0),
  (10, 'Right Back', 88.0, 74.0),
  (10, 'Left Midfielder', 12.0, 48.0),
  (10, 'Centre Midfielder', 50.0, 48.0),
  (10, 'Right Midfielder', 88.0, 48.0),
  (10, 'Left Winger', 12.0, 22.0),
  (10, 'Striker', 50.0, 22.0),
  (10, 'Right Winger', 88.0, 22.0);
--> statement-breakpoint
INSERT INTO "formations" ("id", "name", "description", "players_on_pitch") VALUES (11, '4-2-3-1', '11-a-side: four defenders, two holding midfielders, three attacking midfielders, one striker', 11);
--> statement-breakpoint
INSERT INTO "formation_positions" ("formation_id", "position_name", "x_coordinate", "y_coordinate") VALUES
  (11, 'Goalkeeper', 50, 92),
  (11, 'Left Back', 12.0, 74.0),
  (11, 'Left Centre Back', 37.3, 74.0),
  (11, 'Right Centre Back', 62.7, 74.0),
  (11, 'Right Back', 88.0, 74.0),
  (11, 'Left Defensive Midfielder', 12.0, 56.7),
  (11, 'Right Defensive Midfielder', 88.0, 56.7),
  (11, 'Left Attacking Midfielder', 12.0, 39.3),
  (11, 'Attacking Midfielder', 50.0, 39.3),
  (11, 'Right Attacking Midfielder', 88.0, 39.3),
  (11, 'Striker', 50, 22.0);
--> statement-breakpoint
INSERT INTO "formations" ("id", "name", "description", "players_on_pitch") VALUES (12, '3-5-2', '11-a-side: three centre backs, five midfielders, two strikers', 11);
--> statement-breakpoint
INSERT INTO "formation_positions" ("formation_id", "position_name", "x_coordinate", "y_coordinate") VALUES
  (12, 'Goalkeeper', 50, 92),
  (12, 'Left Centre Back', 12.0, 74.0),
  (12, 'Centre Back', 50.0, 74.0),
  (12, 'Right Centre Back', 88.0, 74.0),
  (12, 'Left Wing Back', 12.0, 44.0),
  (12, 'Left Centre Midfielder', 31.0, 48.0),
  (12, 'Centre Midfielder', 50.0, 48.0),
  (12, 'Right Centre Midfielder', 69.0, 48.0),
  (12, 'Right Wing Back', 88.0, 44.0),
  (12, 'Left Striker', 12.0, 22.0),
  (12, 'Right Striker', 88.0, 22.0);
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('"formations"', 'id'), (SELECT max(id) FROM "formations"));
