import { describe, expect, it } from 'vitest';
import { addEventMinuteRanges, type TimelineEvent } from '@touchline/domain';
import { buildEvent, emptyEventForm, eventFormFrom } from '../src/widgets/match/event-form';
import { describeEvent, halfOf, sidesOf } from '../src/widgets/match/event-view';
import { timelineEntry } from './timeline-fixtures';

const ev = (
  type: TimelineEvent['type'],
  data: Record<string, unknown>,
  minute: number | null = 10,
  event_type: string | null = null,
): TimelineEvent => timelineEntry(type, { id: 1, ...data }, { minute, event_type });

describe('describeEvent', () => {
  it('shows a goal as the scorer with the first suffix and the assist; ours or theirs', () => {
    expect(describeEvent(ev('GOAL', { scorer: 'Ben Two', assist: 'Dan Four' }))).toMatchObject({
      title: 'Goal',
      detail: 'Ben Two (Assist: Dan Four)',
      side: 'ours',
      label: 'Goal by Ben Two',
    });
    expect(describeEvent(ev('GOAL', { scorer: 'Ben Two', is_penalty: true })).detail).toBe('Ben Two (Penalty)');
    expect(describeEvent(ev('GOAL', { scorer: 'Ben Two', is_freekick: true })).detail).toBe('Ben Two (Free Kick)');
    expect(describeEvent(ev('GOAL', { scorer: 'Ben Two', is_own_goal: true })).detail).toBe('Ben Two (Own Goal)');
    const theirs = describeEvent(
      ev('GOAL', { opposition_scorer_name: 'Number 9', is_opposition_goal: true, opposition_assist_name: 'Number 4' }),
    );
    expect(theirs).toMatchObject({ title: 'Opposition Goal', detail: 'Number 9 (Assist: Number 4)', side: 'theirs' });
  });

  it('never says "Unknown player": a nameless goal of theirs is the opposition\'s; ours awaits its scorer', () => {
    const theirs = describeEvent(ev('GOAL', { scorer: null, is_opposition_goal: true }));
    expect(theirs).toMatchObject({ title: 'Opposition Goal', detail: null, label: "Opposition Goal at 10'" });
    const ours = describeEvent(ev('GOAL', { scorer: null }));
    expect(ours).toMatchObject({ detail: 'Scorer to be added', label: 'Goal by Scorer to be added' });
  });

  it('shows cards yellow unless RED, substitutions off to on, and man of the match', () => {
    expect(describeEvent(ev('CARD', { card_type: 'RED', player: 'Sam Six' }))).toMatchObject({
      title: 'Red Card',
      detail: 'Sam Six',
      label: 'Red Card for Sam Six',
    });
    expect(describeEvent(ev('CARD', { card_type: 'SECOND_YELLOW', player: 'Sam Six' })).title).toBe('Second Yellow');
    expect(describeEvent(ev('SUBSTITUTION', { player_off: 'Ben Two', player_on: 'Dan Four' })).detail).toBe(
      'Ben Two → Dan Four',
    );
    expect(describeEvent(ev('MAN_OF_THE_MATCH', { player: 'Dan Four' }, null))).toMatchObject({
      title: 'Man of the Match',
      detail: 'Dan Four',
    });
  });

  it('labels the match events and hides notes that only repeat the label', () => {
    const labels = ['LINEUP_CONFIRMED', 'GAME_START', 'HALF_TIME', 'SECOND_HALF_START', 'GAME_END', 'FORFEIT'].map(
      (t) => describeEvent(ev('MATCH_EVENT', {}, 0, t)).title,
    );
    expect(labels).toEqual(['Lineup Confirmed', 'Kick-off', 'Half Time', 'Second Half', 'Full Time', 'Forfeit']);
    expect(describeEvent(ev('MATCH_EVENT', { notes: 'Kick-off' }, 0, 'GAME_START')).notes).toBeNull();
    expect(describeEvent(ev('MATCH_EVENT', { notes: 'Second half started' }, 45, 'SECOND_HALF_START')).notes).toBe(
      'Second half started',
    );
  });

  it("names our side by the team, falling back to 'Our Team', home when home_or_away is Home", () => {
    expect(
      sidesOf({ home_or_away: 'Away', opposition_name: 'Rovers', team_name: 'Lions', team: { team_name: 'Lions' } }),
    ).toMatchObject({ home: 'Rovers', away: 'Lions' });
    expect(sidesOf({ home_or_away: 'Home', opposition_name: 'Rovers', team_name: '', team: null })).toMatchObject({
      home: 'Our Team',
      away: 'Rovers',
    });
  });

  it('puts a goal in the second half when recorded after the second half started', () => {
    const start = ev('MATCH_EVENT', { timestamp: '2026-11-22T11:00:00.000Z' }, 45, 'SECOND_HALF_START');
    expect(halfOf(ev('GOAL', { timestamp: '2026-11-22T10:30:00.000Z' }), [start])).toBe('first');
    expect(halfOf(ev('GOAL', { timestamp: '2026-11-22T11:05:00.000Z' }), [start])).toBe('second');
    expect(halfOf(ev('GOAL', { timestamp: '2026-11-22T11:05:00.000Z' }), [])).toBe('first');
  });
});

describe('buildEvent (the Add Event checks)', () => {
  const errors = (values: Parameters<typeof buildEvent>[0]) => {
    const built = buildEvent(values, addEventMinuteRanges());
    return built.ok ? {} : built.errors;
  };

  it("needs a goal's player, or the opposition scorer's name, and a minute of 1-130", () => {
    expect(errors(emptyEventForm('GOAL'))).toEqual({
      player: 'Please select a player for the goal',
      minute: 'Goal minute must be between 1 and 130',
    });
    expect(errors({ ...emptyEventForm('GOAL', 131), opposition: true })).toEqual({
      scorerName: 'Please enter the opposition scorer name',
      minute: 'Goal minute must be between 1 and 130',
    });
    const built = buildEvent(
      {
        ...emptyEventForm('GOAL', 10),
        playerId: '4',
        assistId: '5',
        penalty: true,
        notes: '  ',
      },
      addEventMinuteRanges(),
    );
    expect(built).toEqual({
      ok: true,
      event: {
        type: 'GOAL',
        body: {
          player_id: 4,
          assist_player_id: 5,
          minute: 10,
          is_penalty: true,
          is_freekick: false,
          is_own_goal: false,
          is_opposition_goal: false,
          opposition_scorer_name: null,
          opposition_assist_name: null,
          notes: null,
        },
      },
    });
  });

  it('needs card player and type (minute 1-90), both substitution players, a match event type', () => {
    expect(errors(emptyEventForm('CARD', 0))).toEqual({
      player: 'Please select a player for the card',
      cardType: 'Please select a card type',
      minute: 'Card minute must be between 1 and 90',
    });
    expect(errors(emptyEventForm('SUBSTITUTION', 91))).toEqual({
      playerOff: 'Please select both players for the substitution',
      playerOn: 'Please select both players for the substitution',
      minute: 'Substitution minute must be between 1 and 90',
    });
    expect(errors(emptyEventForm('MATCH_EVENT'))).toEqual({ eventType: 'Please select an event type' });
    expect(errors({ ...emptyEventForm('MATCH_EVENT', 91), eventType: 'GAME_END' })).toEqual({
      minute: 'Event minute must be between 0 and 90',
    });
    expect(errors(emptyEventForm('MAN_OF_THE_MATCH'))).toEqual({
      player: 'Please select a player for man of the match',
    });
  });

  it('sends a confirmed lineup without a minute and a kick-off at minute 0', () => {
    expect(
      buildEvent({ ...emptyEventForm('MATCH_EVENT', 33), eventType: 'LINEUP_CONFIRMED' }, addEventMinuteRanges()),
    ).toMatchObject({
      ok: true,
      event: { body: { event_type: 'LINEUP_CONFIRMED', minute: null } },
    });
    expect(
      buildEvent({ ...emptyEventForm('MATCH_EVENT', 0), eventType: 'GAME_START' }, addEventMinuteRanges()),
    ).toMatchObject({
      ok: true,
      event: { body: { minute: 0 } },
    });
  });

  it("starts the edit modal from the event's fields, its minute or else the current one", () => {
    const card = ev('CARD', { player_id: 7, card_type: 'RED', notes: 'Late tackle' }, null);
    expect(eventFormFrom(card, 23)).toMatchObject({
      type: 'CARD',
      playerId: '7',
      cardType: 'RED',
      minute: 23,
      notes: 'Late tackle',
    });
    expect(eventFormFrom(ev('GOAL', { player_id: 4, is_opposition_goal: false }, 12), 50)).toMatchObject({
      minute: 12,
      playerId: '4',
      opposition: false,
    });
  });
});
