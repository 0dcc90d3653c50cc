import type {
  AvailabilityRecord,
  CoachAvailabilityRecord,
  LinkedPlayer,
  Match,
  Player,
  Training,
  User,
} from '@touchline/domain';
import { availabilityMessages, isCoachOrAdmin } from '@touchline/domain';
import { t, tc } from '../../i18n/i18n';

/** What is scheduled on a day for the chosen player's team (or every team). */
export interface DayEvents {
  match: boolean;
  training: boolean;
}

/**
 * Match and training days by date: the chosen player's team, or every team when `teamId` is null and `all` is set
 * (a coach recording their own availability); nothing otherwise.
 */
export function scheduledDays(
  matches: readonly Match[],
  trainings: readonly Training[],
  teamId: number | null,
  all: boolean,
): Map<string, DayEvents> {
  const days = new Map<string, DayEvents>();
  const wanted = (team: number) => (teamId === null ? all : team === teamId);
  const mark = (date: string, kind: keyof DayEvents) => {
    const day = days.get(date) ?? { match: false, training: false };
    day[kind] = true;
    days.set(date, day);
  };
  for (const m of matches) if (wanted(m.team_id)) mark(m.match_date, 'match');
  for (const t of trainings) if (wanted(t.team_id)) mark(t.date, 'training');
  return days;
}

/** The day's tooltip: 'Match scheduled', 'Training scheduled', 'Match and training scheduled', or null. */
export function scheduleTooltip(day: DayEvents | undefined): string | null {
  if (!day) return null;
  if (day.match && day.training) return t('Match and training scheduled');
  if (day.match) return t('Match scheduled');
  if (day.training) return t('Training scheduled');
  return null;
}

/** One line of the 'Days Unavailable' list, for a player or the coach. */
export interface UnavailableDay {
  availabilityId: number;
  date: string;
  notes: string | null;
}

export function fromPlayerRecords(records: readonly AvailabilityRecord[]): UnavailableDay[] {
  return records.map((r) => ({ availabilityId: r.availability_id, date: r.unavailable_date, notes: r.notes }));
}

/** The coach's own records out of every coach's (GET /availability/coaches answers all of them). */
export function fromCoachRecords(records: readonly CoachAvailabilityRecord[], userId: number): UnavailableDay[] {
  return records
    .filter((r) => r.user_id === userId)
    .map((r) => ({ availabilityId: r.availability_id, date: r.unavailable_date, notes: r.notes }));
}

export interface MonthGroup {
  /** YYYY-MM */
  month: string;
  days: UnavailableDay[];
}

/** Days grouped by calendar month, months and days in date order. */
export function groupByMonth(days: readonly UnavailableDay[]): MonthGroup[] {
  const sorted = [...days].sort((a, b) => a.date.localeCompare(b.date) || a.availabilityId - b.availabilityId);
  const groups: MonthGroup[] = [];
  for (const day of sorted) {
    const month = day.date.slice(0, 7);
    const last = groups.at(-1);
    if (last?.month === month) last.days.push(day);
    else groups.push({ month, days: [day] });
  }
  return groups;
}

/** '1 date', '3 dates'. */
export function dateCount(n: number): string {
  return t('{n, plural, one {# date} other {# dates}}', { n });
}

/** A player the chooser offers. */
export interface PlayerOption {
  playerId: number;
  name: string;
  shortName: string | null;
  teamId: number | null;
  teamName: string;
}

/** How the form's player chooser behaves for this user. */
export interface ChooserSetup {
  /** Admin or Coach: every player, past dates, and no player means their own availability. */
  privileged: boolean;
  options: PlayerOption[];
  /** Preselected and locked: a user who is not a coach with exactly one linked player. */
  lockedPlayerId: number | null;
}

function optionOf(p: Player): PlayerOption {
  return {
    playerId: p.player_id,
    name: p.player_name,
    shortName: p.player_short_name,
    teamId: p.team_id,
    teamName: p.team_name,
  };
}

/**
 * Who the user may record for. Coaches and admins: every player. Others: their linked children (parent links) and,
 * for a Player account, their own player, which is the one player whose date of birth the server shows them
 * (decision 8: only the player themself and their parents see it).
 */
export function chooserSetup(user: User, players: readonly Player[], links: readonly LinkedPlayer[]): ChooserSetup {
  const privileged = isCoachOrAdmin(user);
  if (privileged) return { privileged, options: players.map(optionOf), lockedPlayerId: null };
  const linkedIds = new Set(links.map((l) => l.player_id));
  const isPlayer = user.userTypes.some((t) => t.type === 'Player');
  const mine = players.filter((p) => linkedIds.has(p.player_id) || (isPlayer && p.date_of_birth !== null));
  // A link to a player missing from the list (not expected) is still offered, from the link's own fields.
  const missing = links
    .filter((l) => !mine.some((p) => p.player_id === l.player_id))
    .map((l) => ({
      playerId: l.player_id,
      name: l.player_name,
      shortName: l.player_short_name,
      teamId: null,
      teamName: l.team_name,
    }));
  const options = [...mine.map(optionOf), ...missing].sort((a, b) => a.name.localeCompare(b.name));
  return { privileged, options, lockedPlayerId: options.length === 1 ? (options[0]?.playerId ?? null) : null };
}

/** The heading's name: the chosen player's short name, or 'player'. */
export function headingName(option: PlayerOption | undefined): string {
  return option?.shortName?.trim() ? option.shortName.trim() : tc('the dates … will miss', 'player');
}

/** The outcome of recording several dates, one POST each. */
export interface RecordOutcome {
  recorded: string[];
  failed: { date: string; message: string }[];
}

/**
 * One POST /availability per date, in date order, one at a time (the server answers each with its own refusal,
 * e.g. a past date), then the alert text: success, the server's own availability message, or the generic error.
 */
export async function recordDates(
  dates: readonly string[],
  post: (date: string) => Promise<unknown>,
): Promise<RecordOutcome> {
  const outcome: RecordOutcome = { recorded: [], failed: [] };
  for (const date of [...dates].sort()) {
    try {
      await post(date);
      outcome.recorded.push(date);
    } catch (error) {
      outcome.failed.push({ date, message: error instanceof Error ? error.message : String(error) });
    }
  }
  return outcome;
}

const serverAvailabilityTexts: readonly string[] = [
  availabilityMessages.pastDate,
  availabilityMessages.duplicate,
  availabilityMessages.selectPlayer,
];

/**
 * The alert after submitting: 'Availability recorded successfully', a server refusal word for word, or 'Error recording
 * availability'.
 */
export function outcomeAlert(outcome: RecordOutcome): string {
  const failure = outcome.failed[0];
  if (!failure) return availabilityMessages.recorded;
  return serverAvailabilityTexts.includes(failure.message) ? failure.message : availabilityMessages.recordError;
}
