import type { Match, MatchBody, MatchType, OppositionTeam } from '@touchline/domain';
import { defaultMeetTime, matchBody } from '@touchline/domain';
import type { FieldErrors } from '../../../ui/zod-form';
import { validate } from '../../../ui/zod-form';

/** The match dialog's fields as the inputs hold them: ids are select values ('' = none). */
export interface MatchFormValues {
  opposition_team_id: string;
  opposition_name: string;
  venue_name: string;
  venue_address: string;
  home_or_away: 'Home' | 'Away';
  match_date: string;
  kick_off_time: string;
  meet_time: string;
  colours: string;
  team_id: string;
  /** '' means the default type, league. */
  match_type_id: string;
  /** '' until the season selector picks the current season (or the user picks none). */
  season_id: string;
}

export const DEFAULT_MATCH_TYPE = 'league';

/** The create dialog's starting values: Home and league (spec §9). */
export function emptyMatchForm(): MatchFormValues {
  return {
    opposition_team_id: '',
    opposition_name: '',
    venue_name: '',
    venue_address: '',
    home_or_away: 'Home',
    match_date: '',
    kick_off_time: '',
    meet_time: '',
    colours: '',
    team_id: '',
    match_type_id: '',
    season_id: '',
  };
}

const idText = (id: number | null | undefined) => (id == null ? '' : String(id));

/** Editing copies the record into the form. */
export function matchToForm(match: Match): MatchFormValues {
  return {
    opposition_team_id: idText(match.opposition_team_id),
    opposition_name: match.opposition_name,
    venue_name: match.venue_name,
    venue_address: match.venue_address,
    home_or_away: match.home_or_away,
    match_date: match.match_date,
    kick_off_time: match.kick_off_time.slice(0, 5),
    meet_time: (match.meet_time ?? '').slice(0, 5),
    colours: match.colours,
    team_id: idText(match.team_id),
    match_type_id: idText(match.match_type_id),
    season_id: idText(match.season_id),
  };
}

/**
 * Selecting an opposition team sets the opposition name and, for an Away match, the venue name and
 * address from the team when it has a venue (spec §4). Choosing no team only clears the link.
 */
export function selectOpposition(values: MatchFormValues, team: OppositionTeam | null): MatchFormValues {
  if (!team) return { ...values, opposition_team_id: '' };
  const next = { ...values, opposition_team_id: String(team.id), opposition_name: team.team_name };
  if (values.home_or_away === 'Away' && team.venue_name) {
    next.venue_name = team.venue_name;
    next.venue_address = team.venue_address ?? values.venue_address;
  }
  return next;
}

/**
 * A new kick-off time moves the meet time along while the meet time is empty or still the default
 * for the previous kick-off (30 minutes before); a meet time the user chose stays.
 */
export function changeKickOff(values: MatchFormValues, kickOff: string): MatchFormValues {
  const followsKickOff = values.meet_time === '' || values.meet_time === defaultMeetTime(values.kick_off_time);
  return {
    ...values,
    kick_off_time: kickOff,
    meet_time: followsKickOff ? (defaultMeetTime(kickOff) ?? '') : values.meet_time,
  };
}

/** The chosen match type, or else the one named league; the name is sent too so the server can resolve it. */
export function resolveMatchType(
  matchTypeId: string,
  types: readonly MatchType[],
): { match_type: string; match_type_id: number | null } {
  const chosen =
    types.find((t) => String(t.match_type_id) === matchTypeId) ??
    types.find((t) => t.name.toLowerCase() === DEFAULT_MATCH_TYPE);
  return chosen
    ? { match_type: chosen.name, match_type_id: chosen.match_type_id }
    : { match_type: DEFAULT_MATCH_TYPE, match_type_id: null };
}

const orUndefined = (text: string) => (text === '' ? undefined : text);
const orNull = (id: string) => (id === '' ? null : Number(id));

/**
 * The request body the form stands for, before validation. An empty meet time defaults to 30 minutes before kick-off.
 */
export function formToDraft(values: MatchFormValues, types: readonly MatchType[]) {
  return {
    opposition_name: values.opposition_name,
    venue_name: values.venue_name,
    venue_address: values.venue_address,
    home_or_away: values.home_or_away,
    kick_off_time: orUndefined(values.kick_off_time),
    meet_time: orUndefined(values.meet_time) ?? defaultMeetTime(values.kick_off_time) ?? undefined,
    colours: values.colours,
    match_date: orUndefined(values.match_date),
    team_id: orNull(values.team_id),
    ...resolveMatchType(values.match_type_id, types),
    season_id: orNull(values.season_id),
    opposition_team_id: orNull(values.opposition_team_id),
  };
}

/** Checks the form with the server's own schema ('Team is required', 'Venue name is required', …). */
export function validateMatchForm(
  values: MatchFormValues,
  types: readonly MatchType[],
): { ok: true; body: MatchBody } | { ok: false; errors: FieldErrors } {
  const result = validate(matchBody, formToDraft(values, types));
  return result.ok ? { ok: true, body: result.data } : result;
}
