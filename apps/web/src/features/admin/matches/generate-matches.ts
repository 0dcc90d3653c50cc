import type { Match, MatchBody, Season } from '@touchline/domain';
import { defaultMeetTime, MATCH_GENERATOR_DEFAULTS, splitExisting } from '@touchline/domain';

export interface GeneratorValues {
  team_id: string;
  start_date: string;
  end_date: string;
  kick_off_time: string;
  meet_time: string;
  match_type: string;
}

export function defaultGeneratorValues(): GeneratorValues {
  return {
    team_id: '',
    start_date: '',
    end_date: '',
    kick_off_time: MATCH_GENERATOR_DEFAULTS.kick_off_time,
    meet_time: MATCH_GENERATOR_DEFAULTS.meet_time,
    match_type: MATCH_GENERATOR_DEFAULTS.match_type,
  };
}

/** The season a date falls in, if any: generated matches count towards that season's statistics. */
export function seasonOf(date: string, seasons: readonly Season[]): number | null {
  return seasons.find((season) => season.start_date <= date && date <= season.end_date)?.season_id ?? null;
}

/** One generated match: the spec's defaults (TBC, Home, 'Regular kit') with the form's team, times and type. */
export function generatedMatchBody(values: GeneratorValues, date: string, seasons: readonly Season[]): MatchBody {
  return {
    opposition_name: MATCH_GENERATOR_DEFAULTS.opposition_name,
    venue_name: MATCH_GENERATOR_DEFAULTS.venue_name,
    venue_address: MATCH_GENERATOR_DEFAULTS.venue_address,
    home_or_away: MATCH_GENERATOR_DEFAULTS.home_or_away,
    colours: MATCH_GENERATOR_DEFAULTS.colours,
    kick_off_time: values.kick_off_time,
    meet_time: values.meet_time || (defaultMeetTime(values.kick_off_time) ?? ''),
    match_type: values.match_type || MATCH_GENERATOR_DEFAULTS.match_type,
    match_date: date,
    team_id: Number(values.team_id),
    season_id: seasonOf(date, seasons),
  };
}

/** The dates a team already has a match on. */
export function matchDatesOf(teamId: number, matches: readonly Match[]): Set<string> {
  return new Set(matches.filter((m) => m.team_id === teamId).map((m) => m.match_date));
}

export interface GenerationResult {
  created: string[];
  skipped: string[];
  /** The date whose POST failed; nothing after it was tried. */
  failedDate: string | null;
}

/**
 * Creates one match per date, in sequence, skipping dates the team already has a match on and
 * stopping at the first failure (spec §7).
 */
export async function generateMatches(
  dates: readonly string[],
  existing: ReadonlySet<string>,
  create: (date: string) => Promise<unknown>,
): Promise<GenerationResult> {
  const { create: toCreate, skip } = splitExisting(dates, existing);
  const created: string[] = [];
  for (const date of toCreate) {
    try {
      await create(date);
    } catch {
      return { created, skipped: skip, failedDate: date };
    }
    created.push(date);
  }
  return { created, skipped: skip, failedDate: null };
}
