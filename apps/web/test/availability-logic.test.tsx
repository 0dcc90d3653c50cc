import { describe, expect, it } from 'vitest';
import type { LinkedPlayer, Match, Player, Training } from '@touchline/domain';
import {
  chooserSetup,
  dateCount,
  fromCoachRecords,
  groupByMonth,
  headingName,
  outcomeAlert,
  recordDates,
  scheduledDays,
  scheduleTooltip,
} from '../src/features/availability/availability-logic';
import { admin, coach, makeUser } from './render-app';

function makePlayer(player_id: number, player_name: string, overrides: Partial<Player> = {}): Player {
  return {
    player_id,
    player_name,
    player_short_name: player_name.split(' ')[0] ?? null,
    preferred_position: 'Midfielder',
    date_of_birth: null,
    shirt_number: player_id,
    team_id: 1,
    team_name: 'Lions',
    team: { team_name: 'Lions' },
    ...overrides,
  };
}

const match = (match_id: number, match_date: string, team_id: number) => ({ match_id, match_date, team_id }) as Match;
const training = (training_id: number, date: string, team_id: number) => ({ training_id, date, team_id }) as Training;
const link = (player_id: number, player_name: string): LinkedPlayer => ({
  parent_user_id: 9,
  player_id,
  player_name,
  player_short_name: null,
  team_name: 'Lions',
});

const parent = makeUser({ user_id: 9, username: 'parent', userTypes: [{ type: 'Parent' }] });
const playerUser = makeUser({ user_id: 8, username: 'sam', userTypes: [{ type: 'Player' }] });
const squad = [
  makePlayer(1, 'Alex Ames'),
  makePlayer(2, 'Ben Brown', { team_id: 2, team_name: 'Tigers' }),
  makePlayer(3, 'Cal Cole'),
];

describe('calendar marks', () => {
  const matches = [match(1, '2031-03-15', 1), match(2, '2031-03-15', 2), match(3, '2031-03-22', 2)];
  const trainings = [training(1, '2031-03-12', 1), training(2, '2031-03-15', 1), training(3, '2031-03-19', 2)];

  it("marks the chosen player's team only", () => {
    const days = scheduledDays(matches, trainings, 1, false);
    expect(Object.fromEntries(days)).toEqual({
      '2031-03-15': { match: true, training: true },
      '2031-03-12': { match: false, training: true },
    });
  });

  it('marks every team for a coach with no player, and nothing for others without a player', () => {
    expect([...scheduledDays(matches, trainings, null, true).keys()].sort()).toEqual([
      '2031-03-12',
      '2031-03-15',
      '2031-03-19',
      '2031-03-22',
    ]);
    expect(scheduledDays(matches, trainings, null, false).size).toBe(0);
  });

  it('says what is scheduled', () => {
    expect(scheduleTooltip({ match: true, training: false })).toBe('Match scheduled');
    expect(scheduleTooltip({ match: false, training: true })).toBe('Training scheduled');
    expect(scheduleTooltip({ match: true, training: true })).toBe('Match and training scheduled');
    expect(scheduleTooltip(undefined)).toBeNull();
  });
});

describe('Days Unavailable', () => {
  it('groups by month in date order with a count per month', () => {
    const groups = groupByMonth([
      { availabilityId: 3, date: '2031-04-02', notes: null },
      { availabilityId: 1, date: '2031-03-20', notes: 'Holiday' },
      { availabilityId: 2, date: '2031-03-05', notes: null },
    ]);
    expect(groups.map((g) => [g.month, g.days.map((d) => d.date)])).toEqual([
      ['2031-03', ['2031-03-05', '2031-03-20']],
      ['2031-04', ['2031-04-02']],
    ]);
    expect(dateCount(1)).toBe('1 date');
    expect(dateCount(2)).toBe('2 dates');
  });

  it("keeps only the coach's own records", () => {
    const records = [
      {
        availability_id: 1,
        user_id: 4,
        short_name: null,
        username: 'casey',
        unavailable_date: '2031-03-01',
        notes: null,
      },
      {
        availability_id: 2,
        user_id: 5,
        short_name: null,
        username: 'other',
        unavailable_date: '2031-03-02',
        notes: null,
      },
    ];
    expect(fromCoachRecords(records, 4).map((d) => d.availabilityId)).toEqual([1]);
  });
});

describe('player chooser', () => {
  it('offers coaches and admins every player, nothing locked', () => {
    for (const user of [coach, admin]) {
      const setup = chooserSetup(user, squad, []);
      expect(setup.privileged).toBe(true);
      expect(setup.options.map((o) => o.playerId)).toEqual([1, 2, 3]);
      expect(setup.lockedPlayerId).toBeNull();
    }
  });

  it('offers a parent their linked children only, and locks a single child', () => {
    const two = chooserSetup(parent, squad, [link(2, 'Ben Brown'), link(1, 'Alex Ames')]);
    expect(two.privileged).toBe(false);
    expect(two.options.map((o) => [o.playerId, o.teamId])).toEqual([
      [1, 1],
      [2, 2],
    ]);
    expect(two.lockedPlayerId).toBeNull();
    expect(chooserSetup(parent, squad, [link(3, 'Cal Cole')]).lockedPlayerId).toBe(3);
  });

  it('finds a player account its own player (the one whose date of birth it may see)', () => {
    const players = [makePlayer(1, 'Alex Ames'), makePlayer(2, 'Sam Smith', { date_of_birth: '2015-01-02' })];
    const setup = chooserSetup(playerUser, players, []);
    expect(setup.options.map((o) => o.name)).toEqual(['Sam Smith']);
    expect(setup.lockedPlayerId).toBe(2);
  });

  it("names the player in the heading by short name, else 'player'", () => {
    const options = chooserSetup(
      coach,
      [makePlayer(1, 'Alex Ames'), makePlayer(2, 'Ben Brown', { player_short_name: null })],
      [],
    ).options;
    expect(headingName(options[0])).toBe('Alex');
    expect(headingName(options[1])).toBe('player');
    expect(headingName(undefined)).toBe('player');
  });
});

describe('recording several dates', () => {
  it('posts one date at a time in date order', async () => {
    const posted: string[] = [];
    const outcome = await recordDates(['2031-03-20', '2031-03-18'], async (date) => {
      posted.push(date);
    });
    expect(posted).toEqual(['2031-03-18', '2031-03-20']);
    expect(outcomeAlert(outcome)).toBe('Availability recorded successfully');
  });

  it(
    "shows the server's past-date refusal word for word, " + "anything else as 'Error recording availability'",
    async () => {
      const past = await recordDates(['2031-03-01', '2031-03-20'], async (date) => {
        if (date === '2031-03-01') throw new Error('You can only record unavailability for today onwards');
      });
      expect(past.recorded).toEqual(['2031-03-20']);
      expect(outcomeAlert(past)).toBe('You can only record unavailability for today onwards');
      const broken = await recordDates(['2031-03-20'], () => Promise.reject(new Error('Failed to create resource')));
      expect(outcomeAlert(broken)).toBe('Error recording availability');
    },
  );
});
