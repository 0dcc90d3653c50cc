import { describe, expect, it } from 'vitest';
import type { Match, OppositionTeam, Season } from '@touchline/domain';
import { FALLBACK_MATCH_TYPES } from '@touchline/domain';
import {
  generatedMatchBody,
  generateMatches,
  matchDatesOf,
  seasonOf,
} from '../src/features/admin/matches/generate-matches';
import {
  changeKickOff,
  emptyMatchForm,
  matchToForm,
  resolveMatchType,
  selectOpposition,
  validateMatchForm,
} from '../src/features/admin/matches/match-form-values';
import { matchTypeLabel } from '../src/features/admin/matches/match-texts';

const rovers: OppositionTeam = { id: 4, team_name: 'Rovers', venue_name: 'Rovers Park', venue_address: '1 Park Road' };
const noVenue: OppositionTeam = { id: 5, team_name: 'Wanderers', venue_name: null, venue_address: null };

function filledForm() {
  return {
    ...emptyMatchForm(),
    opposition_name: 'Rovers',
    venue_name: 'Home Ground',
    venue_address: '2 High St',
    match_date: '2025-03-01',
    kick_off_time: '10:30',
    colours: 'Blue',
    team_id: '3',
  };
}

describe('match form', () => {
  it('starts as a Home league match', () => {
    const values = emptyMatchForm();
    expect(values.home_or_away).toBe('Home');
    expect(resolveMatchType(values.match_type_id, FALLBACK_MATCH_TYPES)).toEqual({
      match_type: 'league',
      match_type_id: 1,
    });
    expect(resolveMatchType('', [])).toEqual({ match_type: 'league', match_type_id: null });
    expect(resolveMatchType('6', FALLBACK_MATCH_TYPES)).toEqual({ match_type: 'friendly', match_type_id: 6 });
  });

  it("says 'Team is required' without a team, and names the other missing fields", () => {
    const result = validateMatchForm(emptyMatchForm(), FALLBACK_MATCH_TYPES);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.team_id).toBe('Team is required');
    expect(result.errors.opposition_name).toBe('Opposition name is required');
    expect(result.errors.match_date).toBe('Match date is required');
    expect(result.errors.kick_off_time).toBe('Kick-off time is required');
    expect(result.errors.colours).toBe('Kit colours is required');
  });

  it('defaults an empty meet time to 30 minutes before kick-off and sends ids as numbers', () => {
    const result = validateMatchForm(
      { ...filledForm(), season_id: '2', opposition_team_id: '4' },
      FALLBACK_MATCH_TYPES,
    );
    expect(result).toEqual({
      ok: true,
      body: {
        opposition_name: 'Rovers',
        venue_name: 'Home Ground',
        venue_address: '2 High St',
        home_or_away: 'Home',
        kick_off_time: '10:30',
        meet_time: '10:00',
        colours: 'Blue',
        match_date: '2025-03-01',
        team_id: 3,
        match_type: 'league',
        match_type_id: 1,
        season_id: 2,
        opposition_team_id: 4,
      },
    });
  });

  it('moves a default meet time along with kick-off but keeps one the user chose', () => {
    let values = changeKickOff(emptyMatchForm(), '10:00');
    expect(values.meet_time).toBe('09:30');
    values = changeKickOff(values, '00:15');
    expect(values.meet_time).toBe('23:45');
    values = changeKickOff({ ...values, meet_time: '08:00' }, '11:00');
    expect(values.meet_time).toBe('08:00');
  });

  it('selecting an opposition team sets the name, and the venue only for Away matches with a venue', () => {
    const home = selectOpposition(filledForm(), rovers);
    expect(home).toMatchObject({
      opposition_team_id: '4',
      opposition_name: 'Rovers',
      venue_name: 'Home Ground',
      venue_address: '2 High St',
    });

    const away = selectOpposition({ ...filledForm(), home_or_away: 'Away' }, rovers);
    expect(away).toMatchObject({ opposition_team_id: '4', venue_name: 'Rovers Park', venue_address: '1 Park Road' });

    const awayNoVenue = selectOpposition({ ...filledForm(), home_or_away: 'Away' }, noVenue);
    expect(awayNoVenue).toMatchObject({
      opposition_team_id: '5',
      opposition_name: 'Wanderers',
      venue_name: 'Home Ground',
    });

    expect(selectOpposition(away, null)).toMatchObject({ opposition_team_id: '', opposition_name: 'Rovers' });
  });

  it('copies a match into the form for editing', () => {
    const match: Match = {
      version: 'v1',
      match_id: 9,
      opposition_name: 'Rovers',
      venue_name: 'Park',
      venue_address: 'Road',
      home_or_away: 'Away',
      kick_off_time: '14:00',
      meet_time: null,
      colours: 'Red',
      match_date: '2025-04-05',
      team_id: 2,
      team_name: 'U12',
      team: { team_name: 'U12' },
      match_type: 'friendly',
      match_type_id: 6,
      season_id: null,
      opposition_team_id: 4,
      status: 'scheduled',
      status_reason: null,
      match_minutes: 90,
    };
    expect(matchToForm(match)).toEqual({
      opposition_team_id: '4',
      opposition_name: 'Rovers',
      venue_name: 'Park',
      venue_address: 'Road',
      home_or_away: 'Away',
      match_date: '2025-04-05',
      kick_off_time: '14:00',
      meet_time: '',
      colours: 'Red',
      team_id: '2',
      match_type_id: '6',
      season_id: '',
    });
  });

  it('shows match type names capitalised', () => {
    expect(matchTypeLabel('scottish cup')).toBe('Scottish Cup');
    expect(matchTypeLabel('league')).toBe('League');
  });
});

describe('Saturday generator', () => {
  const seasons: Season[] = [
    { season_id: 7, name: '2024-25', start_date: '2024-08-01', end_date: '2025-05-31', is_current: true },
  ];
  const values = {
    team_id: '3',
    start_date: '2025-05-01',
    end_date: '2025-06-30',
    kick_off_time: '10:00',
    meet_time: '09:00',
    match_type: 'league',
  };

  it('builds each match from the spec defaults and the season the date falls in', () => {
    expect(generatedMatchBody(values, '2025-05-03', seasons)).toEqual({
      opposition_name: 'TBC',
      venue_name: 'TBC',
      venue_address: 'TBC',
      home_or_away: 'Home',
      colours: 'Regular kit',
      kick_off_time: '10:00',
      meet_time: '09:00',
      match_type: 'league',
      match_date: '2025-05-03',
      team_id: 3,
      season_id: 7,
    });
    expect(seasonOf('2025-06-07', seasons)).toBeNull();
    expect(generatedMatchBody({ ...values, meet_time: '' }, '2025-05-03', seasons).meet_time).toBe('09:30');
  });

  it("knows a team's match dates", () => {
    const m = (team_id: number, match_date: string) => ({ team_id, match_date }) as Match;
    expect([...matchDatesOf(3, [m(3, '2025-05-03'), m(4, '2025-05-10'), m(3, '2025-05-17')])]).toEqual([
      '2025-05-03',
      '2025-05-17',
    ]);
  });

  it('creates in sequence, skipping dates that already have a match', async () => {
    const sent: string[] = [];
    const result = await generateMatches(
      ['2025-05-03', '2025-05-10', '2025-05-17'],
      new Set(['2025-05-10']),
      async (date) => {
        sent.push(date);
      },
    );
    expect(sent).toEqual(['2025-05-03', '2025-05-17']);
    expect(result).toEqual({ created: ['2025-05-03', '2025-05-17'], skipped: ['2025-05-10'], failedDate: null });
  });

  it('stops at the first failure', async () => {
    const sent: string[] = [];
    const result = await generateMatches(['2025-05-03', '2025-05-10', '2025-05-17'], new Set(), async (date) => {
      sent.push(date);
      if (date === '2025-05-10') throw new Error('boom');
    });
    expect(sent).toEqual(['2025-05-03', '2025-05-10']);
    expect(result).toEqual({ created: ['2025-05-03'], skipped: [], failedDate: '2025-05-10' });
  });
});
