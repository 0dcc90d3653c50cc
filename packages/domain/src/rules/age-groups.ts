/**
 * What the FA's youth-football guidance sets per age group (decisions 109 and 110): mini-soccer (U7 to U11, where
 * results and league tables are not published), the usual match length, and the most minutes a player should play in
 * one day. Pure: the server applies it, the screens explain it.
 */

/** The age in an age group such as 'U10' or 'u 9'; null for anything else ('Open', 'Adults'). */
export function ageOf(ageGroup: string): number | null {
  const match = /^\s*u\s*-?\s*(\d{1,2})\s*s?\s*$/i.exec(ageGroup);
  return match ? Number(match[1]) : null;
}

/** Youth mode is on by default for U7 to U11 (mini-soccer). */
export function youthModeDefault(ageGroup: string): boolean {
  const age = ageOf(ageGroup);
  return age !== null && age >= 7 && age <= 11;
}

/** A team's youth mode: the admin's choice when made, the age group's default otherwise. */
export function isYouthMode(team: { age_group: string; youth_mode: boolean | null }): boolean {
  return team.youth_mode ?? youthModeDefault(team.age_group);
}

/**
 * The most minutes a player should play in one day in organised fixtures, by age (the FA's Standard Code of Rules for
 * youth competitions; tournaments and festivals allow half as much again): U7–U8 40, U9–U10 60, U11–U12 80,
 * U13–U16 100, U17–U18 120. Null where the guidance sets none (adults, unknown groups).
 */
export function defaultMaxMinutesPerDay(ageGroup: string): number | null {
  const age = ageOf(ageGroup);
  if (age === null || age < 7 || age > 18) return null;
  if (age <= 8) return 40;
  if (age <= 10) return 60;
  if (age <= 12) return 80;
  if (age <= 16) return 100;
  return 120;
}

/**
 * The usual match length in minutes (two halves): U7–U8 40, U9–U10 50, U11–U12 60, ..., U17 and over 90. The same
 * rule is the database's `default_match_minutes(age_group)` (migration 0023), for its reports; a test keeps the two
 * alike.
 */
export function defaultMatchMinutes(ageGroup: string): number {
  const age = ageOf(ageGroup);
  if (age === null || age >= 17) return 90;
  if (age <= 8) return 40;
  return 40 + 10 * Math.ceil((age - 8) / 2);
}

/**
 * A match's length (decision 124): its own when set (the rotation dialog), else its team's, else the FA's for the
 * team's age group. Its clock runs on it: half time at half of it, full time at it.
 */
export function matchLength(match: {
  age_group: string;
  team_minutes?: number | null;
  match_minutes?: number | null;
}): number {
  return match.match_minutes ?? match.team_minutes ?? defaultMatchMinutes(match.age_group);
}

/**
 * The length a team body asks to keep as the team's choice (null: follow the age group; undefined: leave it as it is).
 * A client may send the whole team back as it read it, the length in effect beside `match_minutes_choice`: that length
 * is then no new choice, unless it differs from what the choice gives (as `youthModeChoice` does for youth mode).
 */
export function matchMinutesChoice(body: {
  age_group: string;
  match_minutes?: number | null | undefined;
  match_minutes_choice?: unknown;
}): number | null | undefined {
  const sent = body.match_minutes_choice;
  if (sent !== null && typeof sent !== 'number') return body.match_minutes;
  if (body.match_minutes === undefined || body.match_minutes === null) return body.match_minutes === null ? null : sent;
  const unchanged = body.match_minutes === matchLength({ age_group: body.age_group, team_minutes: sent });
  return unchanged ? sent : body.match_minutes;
}

/** The first half's length, and the minute the second half starts at: half the match, rounded up. */
export function halfLength(matchMinutes: number): number {
  return Math.ceil(matchMinutes / 2);
}

/** Players on the pitch per side in the FA's formats: 5v5 to U8, 7v7 to U10, 9v9 to U12, then 11v11. */
export function defaultOnPitch(ageGroup: string): number {
  const age = ageOf(ageGroup);
  if (age === null || age >= 13) return 11;
  if (age <= 8) return 5;
  return age <= 10 ? 7 : 9;
}
