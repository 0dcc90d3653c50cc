import type { FixtureAnswer } from './availability-requests';
import type { FixtureStatus } from '../schemas/matches';
import { hasEnded, type StatePhase } from './match-state';

/**
 * The one status of a fixture that is on (decision 115): to be played, or played. A postponed or cancelled fixture
 * stays listed with its badge, but is never the next match, the live centre's or the console's choice, never counted
 * as played or missed, and its live links stop working. The server's SQL uses the same value
 * (`apps/server/src/queries/fixture-status.ts`).
 */
export const FIXTURE_ON: FixtureStatus = 'scheduled';

export const isFixtureOn = (match: { status: FixtureStatus }): boolean => match.status === FIXTURE_ON;

type Kicked = { match_date: string; kick_off_time: string; match_id: number };
type Listed = Kicked & { status: FixtureStatus };

/** Matches' order: date, kick-off, id (dates and HH:MM times compare as text). */
export const byKickOff = (a: Kicked, b: Kicked): number =>
  a.match_date.localeCompare(b.match_date) || a.kick_off_time.localeCompare(b.kick_off_time) || a.match_id - b.match_id;

/**
 * The next match: the first fixture that is on, dated today or later and not over, in kick-off order; null when
 * there is none. The dashboards' Next Match, the live centre's and the console's default all ask this.
 */
export function nextFixture<M extends Listed & { state?: { phase: StatePhase } }>(
  matches: readonly M[],
  today: string,
): M | null {
  return (
    [...matches]
      .sort(byKickOff)
      .find((m) => isFixtureOn(m) && m.match_date >= today && !(m.state && hasEnded(m.state.phase))) ?? null
  );
}

/**
 * The one rule of who can play (decision 115), for an answer as the server's `fixture_answers` view gives it: a
 * player is away when the answer that counts is Not available, and available only when it is Available; Maybe and
 * no answer are neither. The view's `away` column is the same rule in SQL.
 */
export const isAway = (answer: FixtureAnswer | null): boolean => answer === 'not_available';
export const isConfirmed = (answer: FixtureAnswer | null): boolean => answer === 'available';
