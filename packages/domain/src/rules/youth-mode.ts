import { isYouthMode } from './age-groups';
import { isCoachOrAdmin, type RoleHolder } from './user-types';
import { msg } from '../i18n/translate';

/**
 * Youth mode (decision 110): on a team in youth mode, results, scores and goal counts are hidden from parents and
 * players; coaches and admins still see and record everything. Pure: the server hides, the screens explain.
 */

/** Whom youth mode hides results from: anyone signed in who is neither an admin nor a coach (parents, players). */
export function hidesResultsFrom(viewer: RoleHolder): boolean {
  return !isCoachOrAdmin(viewer);
}

/** Are this team's results hidden from this viewer? */
export function resultsHiddenFor(team: { age_group: string; youth_mode: boolean | null }, viewer: RoleHolder): boolean {
  return hidesResultsFrom(viewer) && isYouthMode(team);
}

/**
 * Whether a viewer from whom a team's goals are hidden (parents, players and relatives of a youth-mode team) sees an
 * event: every event but a goal, since a list of goals is the score (decisions 110 and 111, one rule for the
 * timeline, the live stream and the live link).
 */
export function showsEvent(event: { type: string }, goalsHidden: boolean): boolean {
  return !(goalsHidden && event.type === 'GOAL');
}

/** What the screens say where youth mode hides a figure. */
export const youthModeTexts = {
  label: msg('Youth mode'),
  description: msg('Hide results, scores and goal counts from parents and players'),
  hidden: msg('Youth mode: scores are not shown for this team.'),
  goalsHidden: msg('Youth mode: goal counts are not shown for this team.'),
  coachNote: msg('Youth mode: parents and players do not see this score.'),
} as const;

/** A score or match state with its goals hidden (null), flagged as youth mode's doing. */
export function withHiddenGoals<T extends { our_goals: number | null; opposition_goals: number | null }>(
  score: T,
): T & { youth_mode: true } {
  return { ...score, our_goals: null, opposition_goals: null, youth_mode: true };
}

/**
 * The youth mode choice a team body asks for: undefined to leave it as it is, null to follow the age group, or the
 * admin's true or false. A team sent back as a GET answered it carries the choice it had (`youth_mode_choice`) and
 * the mode in effect (`youth_mode`): the choice stays unless the mode in effect was changed.
 */
export function youthModeChoice(body: {
  age_group: string;
  youth_mode?: boolean | null | undefined;
  youth_mode_choice?: unknown;
}): boolean | null | undefined {
  const sent = body.youth_mode_choice;
  if (sent !== null && typeof sent !== 'boolean') return body.youth_mode;
  if (body.youth_mode === undefined || body.youth_mode === null) return body.youth_mode === null ? null : sent;
  return body.youth_mode === isYouthMode({ age_group: body.age_group, youth_mode: sent }) ? sent : body.youth_mode;
}
