import { describe, expect, it } from 'vitest';
import { isBlankRecord, readFixtureRow, readParentRow, readPlayerRow } from '../src';

describe('readPlayerRow', () => {
  it('reads a complete row', () => {
    expect(
      readPlayerRow({
        player_name: 'Zoë Müller',
        date_of_birth: '14/03/2014',
        team: 'U10 Lions',
        shirt_number: '7',
        position: 'Midfielder',
        short_name: '',
      }),
    ).toEqual({
      ok: true,
      values: {
        player_name: 'Zoë Müller',
        date_of_birth: '2014-03-14',
        team: 'U10 Lions',
        shirt_number: 7,
        position: 'Midfielder',
        short_name: null,
      },
    });
  });

  it('gives every error of the row at once', () => {
    expect(
      readPlayerRow({ player_name: '', date_of_birth: '31/02/2014', team: 'U10', shirt_number: 'ten', position: '' }),
    ).toEqual({
      ok: false,
      errors: [
        'Player name is required',
        'Date of birth 31/02/2014 is not a real date: February 2014 has 28 days',
        "Shirt number must be a whole number from 0 to 999, not 'ten'",
        'Position is required',
      ],
    });
    expect(readPlayerRow({ player_name: 'x'.repeat(201), date_of_birth: '', team: 'U10', position: 'GK' })).toEqual({
      ok: false,
      errors: ['Player name must be at most 200 characters', 'Date of birth is required', 'Shirt number is required'],
    });
  });
});

describe('readParentRow', () => {
  it('reads the parent and their children', () => {
    expect(
      readParentRow({ parent_name: 'Anna Müller', email: 'anna@example.org', children: 'Zoë Müller (14/03/2014)' }),
    ).toEqual({
      ok: true,
      values: {
        parent_name: 'Anna Müller',
        email: 'anna@example.org',
        children: [{ name: 'Zoë Müller', date_of_birth: '2014-03-14' }],
      },
    });
  });

  it('needs a name, an email and at least one child', () => {
    expect(readParentRow({ parent_name: '', email: 'anna', children: ' ; ' })).toEqual({
      ok: false,
      errors: [
        'Parent name is required',
        "Email 'anna' is not an email address",
        'Children is required: name at least one child',
      ],
    });
  });
});

describe('readFixtureRow', () => {
  it('reads the required cells and leaves empty optional ones null', () => {
    expect(
      readFixtureRow({
        team: 'U10 Lions',
        date: '05/09/2026',
        opposition: 'Hawks',
        kick_off: '10:30:00',
        home_or_away: 'A',
        venue: '',
      }),
    ).toEqual({
      ok: true,
      values: {
        team: 'U10 Lions',
        date: '2026-09-05',
        opposition: 'Hawks',
        kick_off: '10:30',
        home_or_away: 'Away',
        meet_time: null,
        venue: null,
        venue_address: null,
        kit: null,
        match_type: null,
        season: null,
      },
    });
  });

  it('says what is wrong with each cell', () => {
    expect(
      readFixtureRow({ team: 'U10', date: '2026-02-30', opposition: '', kick_off: 'ten', home_or_away: 'Neutral' }),
    ).toEqual({
      ok: false,
      errors: [
        'Date 2026-02-30 is not a real date: February 2026 has 28 days',
        'Opposition is required',
        "Kick-off 'ten' is not a time: write it as HH:MM, e.g. 10:30",
        "Home/Away must be Home or Away (or H or A), not 'Neutral'",
      ],
    });
  });
});

it('knows a blank record', () => {
  expect(isBlankRecord(['', ' ', ''])).toBe(true);
  expect(isBlankRecord(['', 'x'])).toBe(false);
});
