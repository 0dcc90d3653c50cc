import type { AvailabilityRecord, Coach, CoachAvailabilityRecord, Player, PlayerAnswer } from '@touchline/domain';
import { isAway, isConfirmed } from '@touchline/domain';
import { HttpError } from '../../api/http';
import { dashboardTexts } from './dashboard-texts';
import { currentLanguage, known } from '../../i18n/i18n';

export interface Person {
  key: string;
  name: string;
  role: 'Player' | 'Coach';
}

export interface PeopleOnDate {
  available: Person[];
  unavailable: Person[];
  /** A match's players who answered Maybe or have not answered: not available until they say so (decision 115). */
  undecided: Person[];
  /** False until the coach list has been read: the available coaches are not known yet. */
  coachesKnown: boolean;
}

export type TeamPlayers = { ok: true; players: Player[] } | { ok: false; error: string };

/** The team's players from GET /players, or the spec's texts for an answer that is not a list or holds none of them. */
export function teamPlayersOf(players: unknown, teamId: number): TeamPlayers {
  if (!Array.isArray(players)) return { ok: false, error: dashboardTexts.invalidPlayers };
  const team = (players as Player[]).filter((p) => p.team_id === teamId);
  if (team.length === 0) return { ok: false, error: dashboardTexts.noTeamPlayers };
  return { ok: true, players: team };
}

/**
 * The text of a failed GET /players: an answer that is not a list of players is the spec's 'Invalid players data
 * format'.
 */
export function playersErrorText(error: Error): string {
  return error instanceof HttpError && error.kind === 'invalid-response'
    ? dashboardTexts.invalidPlayers
    : known(error.message);
}

const coachName = (c: { short_name: string | null; username: string }) => c.short_name ?? c.username;
const byName = (a: Person, b: Person) => a.name.localeCompare(b.name, currentLanguage()) || a.key.localeCompare(b.key);

/**
 * Who can and cannot make a date: for a session, the team's players minus those recorded unavailable on it; for a
 * match, by the answer that counts (`answers`, decision 106) and the domain's one rule (decision 115): available only
 * once they answered Available, away when it is Not available, undecided otherwise (Maybe, or no answer yet). The
 * coaches minus those who recorded themselves unavailable (the available coaches only once `coaches` is known).
 */
export function peopleOn(
  date: string,
  teamPlayers: readonly Player[],
  records: readonly AvailabilityRecord[],
  coachRecords: readonly CoachAvailabilityRecord[],
  coaches: readonly Coach[] | undefined,
  answers?: readonly Pick<PlayerAnswer, 'player_id' | 'answer'>[],
): PeopleOnDate {
  const answerOf = new Map(answers?.map((a) => [a.player_id, a.answer]));
  const awayOnDate = new Set(records.filter((r) => r.unavailable_date === date).map((r) => r.player_id));
  const standing = (p: Player): 'available' | 'away' | 'undecided' => {
    if (!answers) return awayOnDate.has(p.player_id) ? 'away' : 'available';
    const answer = answerOf.get(p.player_id) ?? null;
    return isAway(answer) ? 'away' : isConfirmed(answer) ? 'available' : 'undecided';
  };
  const awayCoaches = coachRecords.filter((r) => r.unavailable_date === date);
  const awayCoachIds = new Set(awayCoaches.map((r) => r.user_id));
  const player = (p: Player): Person => ({ key: `p${p.player_id}`, name: p.player_name, role: 'Player' });
  const playersWho = (s: ReturnType<typeof standing>) => teamPlayers.filter((p) => standing(p) === s).map(player);
  const available = [
    ...playersWho('available'),
    ...(coaches ?? [])
      .filter((c) => !awayCoachIds.has(c.user_id))
      .map((c): Person => ({ key: `c${c.user_id}`, name: coachName(c), role: 'Coach' })),
  ];
  const unavailable = [
    ...playersWho('away'),
    ...awayCoaches.map((c): Person => ({ key: `c${c.user_id}`, name: coachName(c), role: 'Coach' })),
  ];
  return {
    available: available.sort(byName),
    unavailable: unavailable.sort(byName),
    undecided: playersWho('undecided').sort(byName),
    coachesKnown: coaches !== undefined,
  };
}
