-- A team's data in two parts (decision 099): its match day ('team:<id>': match events, lineups, targets) and its
-- players' availability ('availability:<id>'), so that a goal leaves the availability reports as they were and an
-- absence the timelines and scores. Only the availability table's scopes change; the rest stays as 0011 made it.
CREATE OR REPLACE FUNCTION "touchline_touch_team_scopes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
  team integer;
  found_team boolean;
  prefix text := CASE WHEN TG_TABLE_NAME = 'availability' THEN 'availability:' ELSE 'team:' END;
BEGIN
  FOREACH changed IN ARRAY ARRAY[to_jsonb(OLD), to_jsonb(NEW)] LOOP
    CONTINUE WHEN changed IS NULL;
    found_team := false;
    IF TG_TABLE_NAME <> 'availability' OR changed ->> 'player_id' IS NOT NULL THEN
      FOR team IN SELECT t FROM "touchline_teams_of_row"(TG_TABLE_NAME, changed) AS t ORDER BY t LOOP
        PERFORM "touchline_touch_scope"(prefix || team);
        found_team := true;
      END LOOP;
    END IF;
    IF NOT found_team THEN
      PERFORM "touchline_touch_scope"('club');
    END IF;
  END LOOP;
  RETURN NULL;
END
$$;
