import type { Match, Training } from '@touchline/domain';
import { defaultMeetTime } from '@touchline/domain';
import { localDate, todayIso } from '../../widgets/match/match-dates';
import { dashboardTexts } from './dashboard-texts';
import { formatDate } from '../../ui/dates/format-date';

/** The fields the Next Match tile needs (spec §5); anything else missing is shown as it is. */
export const REQUIRED_MATCH_FIELDS = [
  'match_id',
  'match_date',
  'kick_off_time',
  'venue_name',
  'opposition_name',
  'home_or_away',
  'team_id',
] as const;

/** The required fields that are missing, null or empty, in the spec's order. */
export function missingMatchFields(candidate: Partial<Record<string, unknown>>): string[] {
  return REQUIRED_MATCH_FIELDS.filter((field) => {
    const value = candidate[field];
    return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  });
}

/** With nothing scheduled: the placeholder 7 days ahead against 'TBD'. */
export function placeholderFixture(now: Date = new Date()): { match_date: string; opposition_name: string } {
  const inAWeek = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 7);
  return { match_date: todayIso(inAWeek), opposition_name: dashboardTexts.tbd };
}

/** The meet time: the match's own, else 30 minutes before kick-off. */
export function meetTimeOf(match: Pick<Match, 'meet_time' | 'kick_off_time'>): string | null {
  return match.meet_time ?? defaultMeetTime(match.kick_off_time);
}

/** 'YYYY-MM-DD HH:MM' sorts like the moment it names; a missing time counts as the start of the day. */
const momentOf = (date: string, time: string | null | undefined) =>
  `${date} ${time && /^\d{2}:\d{2}/.test(time) ? time.slice(0, 5) : '00:00'}`;

/** The banner shows the next training when it starts before the next match (or when no match is scheduled). */
export function trainingComesFirst(
  training: Pick<Training, 'date' | 'start_time'> | null | undefined,
  match: Pick<Match, 'match_date' | 'kick_off_time'> | null | undefined,
): boolean {
  if (!training) return false;
  if (!match) return true;
  return momentOf(training.date, training.start_time) < momentOf(match.match_date, match.kick_off_time);
}

/** The text a team badge shows: the name, or 'FC' when it could not be read. */
export function badgeName(name: string | null | undefined): string {
  const trimmed = (name ?? '').trim();
  return trimmed === '' ? dashboardTexts.fallbackBadge : trimmed;
}

/** Up to three initials for the badge's circle ('Riverside U14 Eagles' → 'RUE'). */
export function badgeInitials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  if (words.length <= 1) return name.slice(0, 3).toUpperCase();
  return words
    .slice(0, 3)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
}

/** 'Tuesday 4 August' for the training banner. */
export function dayText(iso: string): string {
  return formatDate(localDate(iso), { weekday: 'long', day: 'numeric', month: 'long' });
}

/** A maps search for a venue (the spec's maps service link). */
export function mapsSearchUrl(place: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;
}
