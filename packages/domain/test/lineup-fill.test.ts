import { describe, expect, it } from 'vitest';
import { fillLineup } from '../src';

const positions = [
  { id: 1, position_name: 'Goalkeeper' },
  { id: 2, position_name: 'Left Back' },
  { id: 3, position_name: 'Centre Midfielder' },
  { id: 4, position_name: 'Striker' },
];
const player = (player_id: number, preferred_position: string) => ({ player_id, preferred_position });

describe('fillLineup (#29 item 8)', () => {
  it('puts each player where they prefer to play, in the formation order', () => {
    const players = [player(10, 'Forward'), player(11, 'Midfielder'), player(12, 'Defender'), player(13, 'Goalkeeper')];
    expect([...fillLineup(positions, players, new Map())]).toEqual([
      [1, 13],
      [2, 12],
      [3, 11],
      [4, 10],
    ]);
  });

  it('keeps who is placed, a goalkeeper out of the outfield while another will do, and stops when none is left', () => {
    const players = [player(20, 'Goalkeeper'), player(21, 'Goalkeeper'), player(22, 'Midfielder')];
    const filled = fillLineup(positions, players, new Map([[3, 22]]));
    // The goal to a keeper; the back to the other keeper only once no outfield player is left; the striker empty.
    expect([...filled]).toEqual([
      [3, 22],
      [1, 20],
      [2, 21],
    ]);
    expect(fillLineup(positions, [], new Map()).size).toBe(0);
  });

  it('fills with anyone when no preference fits', () => {
    const players = [player(30, 'Anywhere'), player(31, '')];
    expect([...fillLineup(positions.slice(0, 2), players, new Map())]).toEqual([
      [1, 30],
      [2, 31],
    ]);
  });
});
