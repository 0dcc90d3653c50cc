import { describe, expect, it } from 'vitest';
import { firstName, forRelatives, type TimelineEvent } from '../src';

const base = { id: 1, minute: 10, notes: 'Smith again', timestamp: '2026-11-24T10:10:00.000Z' };

describe('firstName', () => {
  it('is the first word of a name, whatever the spacing', () => {
    expect(firstName('Ben Two')).toBe('Ben');
    expect(firstName('  Mary-Jane   van der Berg ')).toBe('Mary-Jane');
    expect(firstName('Pelé')).toBe('Pelé');
    expect(firstName('   ')).toBeNull();
    expect(firstName(null)).toBeNull();
  });
});

describe('forRelatives', () => {
  const everyone = new Set([1, 2, 3, 7, 8]);
  const goal: TimelineEvent = {
    type: 'GOAL',
    event_type: null,
    minute: 10,
    data: {
      ...base,
      player_id: 7,
      assist_player_id: 8,
      scorer: 'Ben Two',
      scorer_short_name: 'Ben T.',
      assist: 'Dan Four',
      assist_short_name: 'Dan F.',
      is_penalty: false,
      is_freekick: false,
      is_own_goal: false,
      is_opposition_goal: false,
      opposition_scorer_name: null,
      opposition_assist_name: null,
    },
  };

  it('keeps first names only, and no ids or notes', () => {
    expect(forRelatives(goal, false, everyone)?.data).toEqual({
      ...goal.data,
      notes: null,
      player_id: null,
      assist_player_id: null,
      scorer: 'Ben',
      scorer_short_name: null,
      assist: 'Dan',
      assist_short_name: null,
    });
    const sub: TimelineEvent = {
      type: 'SUBSTITUTION',
      event_type: null,
      minute: 30,
      data: { ...base, player_off_id: 1, player_on_id: 2, player_off: 'Alex Eight', player_on: 'Chris Ten' },
    };
    expect(forRelatives(sub, false, everyone)?.data).toMatchObject({
      player_off: 'Alex',
      player_on: 'Chris',
      player_off_id: null,
      player_on_id: null,
      notes: null,
    });
  });

  it('leaves goals out in youth mode, and keeps the other events', () => {
    expect(forRelatives(goal, true, everyone)).toBeNull();
    const card: TimelineEvent = {
      type: 'CARD',
      event_type: null,
      minute: 20,
      data: { ...base, card_type: 'YELLOW', player: 'Sam Six', player_id: 3 },
    };
    expect(forRelatives(card, true, everyone)?.data).toMatchObject({ player: 'Sam', player_id: null, notes: null });
  });

  it("shows 'Player' for a player without the consent to be named, and the opposition's names as they are", () => {
    const named = new Set([8]);
    const opposition: TimelineEvent = {
      ...goal,
      data: {
        ...goal.data,
        player_id: null,
        assist_player_id: null,
        scorer: 'Rival Nine',
        is_opposition_goal: true,
        opposition_scorer_name: 'Rival Nine',
      },
    };
    expect(forRelatives(goal, false, named)?.data).toMatchObject({ scorer: 'Player', assist: 'Dan' });
    expect(forRelatives(opposition, false, new Set())?.data).toMatchObject({
      scorer: 'Rival',
      opposition_scorer_name: 'Rival',
    });
  });
});
