import { ageOf, defaultMatchMinutes, defaultOnPitch, isYouthMode } from './age-groups';

/**
 * The season's turn (#34, decision 134): every team moves up an age group, its name with it, youth mode and the match
 * format following the new age group; players move with their team unless they are leaving. Pure: the server
 * previews and applies what these return, the screen shows it.
 */

/** The oldest age group of youth football: a U18 team has no next one, the admin names it. */
export const OLDEST_AGE = 18;

/** The next age group, written as the old one was ('U9' → 'U10', 'u9s' → 'u10s'); null for U18 and non-age groups. */
export function nextAgeGroup(ageGroup: string): string | null {
  const age = ageOf(ageGroup);
  if (age === null || age >= OLDEST_AGE) return null;
  return ageGroup.replace(/\d{1,2}/, String(age + 1));
}

/**
 * A team's name in its next age group: the old age group in the name, as a word, becomes the new one ('U9 Lions' →
 * 'U10 Lions', 'Lions U9s' → 'Lions U10s'); a name without it stays as it is.
 */
export function nextTeamName(teamName: string, from: string, to: string): string {
  const age = ageOf(from);
  const next = ageOf(to);
  if (age === null || next === null) return teamName;
  return teamName.replace(new RegExp(`\\b([Uu]\\s*-?\\s*)${age}(?!\\d)`), `$1${next}`);
}

/** The FA's season: 1 September to 31 August, named '2026/27'. */
export function seasonOf(startYear: number): { name: string; start_date: string; end_date: string } {
  return {
    name: `${startYear}/${String((startYear + 1) % 100).padStart(2, '0')}`,
    start_date: `${startYear}-09-01`,
    end_date: `${startYear + 1}-08-31`,
  };
}

/**
 * The season the rollover proposes: the FA season after `current` (starting in September of the year it ends, or the
 * next year when it ends in September or later); without one, the season a club prepares from June, or the running one.
 */
export function followingSeason(current: { end_date: string } | null, today: string) {
  if (current) {
    const year = Number(current.end_date.slice(0, 4));
    return seasonOf(current.end_date >= `${year}-09-01` ? year + 1 : year);
  }
  const year = Number(today.slice(0, 4));
  return seasonOf(Number(today.slice(5, 7)) >= 6 ? year : year - 1);
}

export interface RolloverTeam {
  team_id: number;
  team_name: string;
  age_group: string;
  /** The admin's youth mode choice (null: the age group's). */
  youth_mode: boolean | null;
  /** The team's own match length (null: the age group's). */
  match_minutes: number | null;
}

/** What the admin chose for a team: its name and age group next season. */
export interface RolloverChoice {
  team_id: number;
  team_name: string;
  age_group: string;
}

/** A team as it plays: the name, age group, youth mode, match length and players on the pitch in effect. */
export interface TeamShape {
  team_name: string;
  age_group: string;
  youth_mode: boolean;
  match_minutes: number;
  on_pitch: number;
}

export function shapeOf(team: {
  team_name: string;
  age_group: string;
  youth_mode: boolean | null;
  match_minutes: number | null;
}): TeamShape {
  return {
    team_name: team.team_name,
    age_group: team.age_group,
    youth_mode: isYouthMode(team),
    match_minutes: team.match_minutes ?? defaultMatchMinutes(team.age_group),
    on_pitch: defaultOnPitch(team.age_group),
  };
}

/** The choices the rollover screen starts from: each team in its next age group, or as it is where there is none. */
export function proposedChoices(teams: readonly RolloverTeam[]): RolloverChoice[] {
  return teams.map((team) => {
    const age = nextAgeGroup(team.age_group);
    return {
      team_id: team.team_id,
      team_name: age ? nextTeamName(team.team_name, team.age_group, age) : team.team_name,
      age_group: age ?? team.age_group,
    };
  });
}

export const rolloverMessages = {
  seasonTaken: (name: string) => `A season called ${name} already exists`,
  overlaps: (name: string) => `The new season overlaps ${name}`,
  notAfter: (name: string) => `The new season must start after ${name} starts`,
  unknownTeam: (id: number) => `Team ${id} does not exist`,
  twice: (id: number) => `Team ${id} is chosen twice`,
  sameName: (name: string) => `Two teams would be called ${name}`,
  unknownPlayer: (id: number) => `Player ${id} is not in a team`,
} as const;

/**
 * What is wrong with a rollover, in words (none: it may go ahead): a season name already used, dates overlapping a
 * season or not after the current one's start, a team chosen twice or not the club's, two teams with one name after
 * the turn, a leaver who is not in a team.
 */
export function rolloverProblems(input: {
  season: { name: string; start_date: string; end_date: string };
  seasons: readonly { name: string; start_date: string; end_date: string; is_current: boolean }[];
  teams: readonly RolloverTeam[];
  choices: readonly RolloverChoice[];
  players: ReadonlySet<number>;
  leaving: readonly number[];
}): string[] {
  const problems: string[] = [];
  const { season } = input;
  for (const other of input.seasons) {
    if (other.name.trim().toLowerCase() === season.name.trim().toLowerCase())
      problems.push(rolloverMessages.seasonTaken(other.name));
    else if (other.start_date <= season.end_date && season.start_date <= other.end_date)
      problems.push(rolloverMessages.overlaps(other.name));
    if (other.is_current && season.start_date <= other.start_date) problems.push(rolloverMessages.notAfter(other.name));
  }
  const known = new Map(input.teams.map((t) => [t.team_id, t]));
  const seen = new Set<number>();
  for (const choice of input.choices) {
    if (!known.has(choice.team_id)) problems.push(rolloverMessages.unknownTeam(choice.team_id));
    else if (seen.has(choice.team_id)) problems.push(rolloverMessages.twice(choice.team_id));
    seen.add(choice.team_id);
  }
  const names = new Map<string, number>();
  for (const team of input.teams) {
    const chosen = input.choices.find((c) => c.team_id === team.team_id);
    const name = (chosen?.team_name ?? team.team_name).trim();
    names.set(name.toLowerCase(), (names.get(name.toLowerCase()) ?? 0) + 1);
    if (names.get(name.toLowerCase()) === 2) problems.push(rolloverMessages.sameName(name));
  }
  for (const id of input.leaving) if (!input.players.has(id)) problems.push(rolloverMessages.unknownPlayer(id));
  return problems;
}
