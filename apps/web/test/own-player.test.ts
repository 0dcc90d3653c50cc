import { describe, expect, it } from 'vitest';
import type { Player } from '@touchline/domain';
import { ownPlayerOf } from '../src/features/home/own-player';

const base: Player = {
  player_id: 1,
  player_name: 'Ann One',
  player_short_name: null,
  preferred_position: 'Defender',
  date_of_birth: '2014-01-01',
  shirt_number: 4,
  team_id: 3,
  team_name: 'Lions',
  team: { team_name: 'Lions' },
};
const players: Player[] = [base, { ...base, player_id: 2, player_name: 'Ben Two' }];

describe('ownPlayerOf', () => {
  it('is the player the account is linked to (#13.5), even when the account sees several dates of birth', () => {
    expect(ownPlayerOf(players, { username: 'pat', short_name: null, player_id: 2 })?.player_name).toBe('Ben Two');
    expect(ownPlayerOf(players, { username: 'pat', short_name: null, player_id: 9 })).toBeNull();
  });
  it('without a link, falls back to the one record with details or a matching name', () => {
    expect(ownPlayerOf(players, { username: 'pat', short_name: null, player_id: null })).toBeNull();
    expect(ownPlayerOf(players, { username: 'ann one', short_name: null })?.player_id).toBe(1);
    expect(
      ownPlayerOf([base, { ...base, player_id: 2, date_of_birth: null }], { username: 'pat', short_name: null })
        ?.player_id,
    ).toBe(1);
  });
});
