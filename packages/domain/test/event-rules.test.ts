import { describe, expect, it } from 'vitest';
import {
  addEventMinuteRanges,
  editMinuteRange,
  editPhaseError,
  eventMessages,
  goalMinuteHint,
  goalPhaseError,
  goalRuleError,
  minuteError,
  phaseDeleteError,
  repeatedEventError,
  substitutionRuleError,
  type PhaseEventLike,
} from '../src';

const ev = (event_type: string): PhaseEventLike => ({ type: 'MATCH_EVENT', event_type, minute: 0 });

describe('goals by phase', () => {
  it('uses the spec texts', () => {
    expect(goalPhaseError('NOT_STARTED')).toBe('Goals can only be recorded after the game has started');
    expect(goalPhaseError('HALF_TIME')).toBe('Goals cannot be recorded during half time');
    expect(goalPhaseError('FINISHED')).toBe('Goals cannot be recorded after the game has ended');
    expect(goalPhaseError('FIRST_HALF')).toBeNull();
    expect(goalPhaseError('SECOND_HALF')).toBeNull();
  });
  it('edits only between kick-off and full time', () => {
    expect(editPhaseError([])).toBe('Game has not started yet');
    expect(editPhaseError([ev('GAME_START'), ev('GAME_END')])).toBe('Game has already ended');
    expect(editPhaseError([ev('GAME_START')])).toBeNull();
  });
});

describe('minute ranges', () => {
  it.each([
    [0, 'GOAL', false],
    [1, 'GOAL', true],
    [130, 'GOAL', true],
    [131, 'GOAL', false],
    [0, 'CARD', false],
    [90, 'CARD', true],
    [91, 'SUBSTITUTION', false],
    [0, 'MATCH_EVENT', true],
    [90, 'MATCH_EVENT', true],
  ] as const)('Add Event: %i for %s allowed=%s', (minute, type, ok) => {
    expect(minuteError(minute, addEventMinuteRanges()[type]) === null).toBe(ok);
    expect(addEventMinuteRanges(90)[type]).toEqual(addEventMinuteRanges()[type]);
  });
  it("follows the match's length (decision 124): a U12 match of 60 minutes, a U8 match of 40", () => {
    expect(addEventMinuteRanges(60).CARD.message).toBe('Card minute must be between 1 and 60');
    expect(addEventMinuteRanges(60).GOAL).toMatchObject({ min: 1, max: 100 });
    expect(addEventMinuteRanges(40).MATCH_EVENT).toMatchObject({ min: 0, max: 40 });
    expect(minuteError(61, addEventMinuteRanges(60).SUBSTITUTION)).toBe('Substitution minute must be between 1 and 60');
    expect(minuteError(29, editMinuteRange('GOAL', 'second', 60))).toBe(
      'Goals in second half must be between 30 and 120 minutes',
    );
    expect(minuteError(30, editMinuteRange('GOAL', 'second', 60))).toBeNull();
    expect(minuteError(41, editMinuteRange('CARD', 'first', 40))).toBe('Card minute must be between 0 and 40');
    expect([goalMinuteHint('first', 60), goalMinuteHint('second', 60)]).toEqual(['0-30', '30-60']);
    expect([goalMinuteHint('first', 40), goalMinuteHint('second', 40)]).toEqual(['0-20', '20-40']);
  });
  it('edit modal: goals 0-150 first half, 45-150 second half; others 0-90', () => {
    expect(minuteError(0, editMinuteRange('GOAL', 'first'))).toBeNull();
    expect(minuteError(150, editMinuteRange('GOAL', 'first'))).toBeNull();
    expect(minuteError(151, editMinuteRange('GOAL', 'first'))).toBe(
      'Goals in first half must be between 0 and 150 minutes',
    );
    expect(minuteError(44, editMinuteRange('GOAL', 'second'))).toBe(
      'Goals in second half must be between 45 and 150 minutes',
    );
    expect(minuteError(45, editMinuteRange('GOAL', 'second'))).toBeNull();
    expect(minuteError(0, editMinuteRange('CARD', 'first'))).toBeNull();
    expect(minuteError(91, editMinuteRange('SUBSTITUTION', 'second'))).not.toBeNull();
    expect(minuteError(null, editMinuteRange('CARD', 'first'))).not.toBeNull();
    expect(minuteError(12.5, editMinuteRange('CARD', 'first'))).not.toBeNull();
    expect(goalMinuteHint('first')).toBe('0-45');
    expect(goalMinuteHint('second')).toBe('45-90');
  });
});

describe('phaseDeleteError', () => {
  it('blocks deleting a phase event while a later one exists', () => {
    const events = [ev('GAME_START'), ev('HALF_TIME'), ev('SECOND_HALF_START')];
    expect(phaseDeleteError('GAME_START', events)).toBe(
      'Cannot delete GAME_START because later events exist: HALF_TIME, SECOND_HALF_START',
    );
    expect(phaseDeleteError('SECOND_HALF_START', events)).toBeNull();
    expect(phaseDeleteError('LINEUP_CONFIRMED', events)).toBeNull();
  });
});

describe('once-only events', () => {
  it('answers a second lineup confirmation, phase or forfeit with its own text', () => {
    const events = [
      ev('LINEUP_CONFIRMED'),
      ev('GAME_START'),
      ev('HALF_TIME'),
      ev('SECOND_HALF_START'),
      ev('GAME_END'),
      ev('FORFEIT'),
    ];
    expect(events.map((e) => repeatedEventError(e.event_type ?? '', events))).toEqual([
      'The lineup has already been confirmed',
      'Kick-off has already been recorded',
      'Half time has already been recorded',
      'The second half has already been started',
      'Game has already ended',
      'This match has already been forfeited',
    ]);
    expect(repeatedEventError('GAME_START', [ev('LINEUP_CONFIRMED')])).toBeNull();
    expect(repeatedEventError('GOAL', events)).toBeNull();
  });
});

describe('goalRuleError', () => {
  it('asks for our scorer, then for an assist by another player', () => {
    expect(goalRuleError({ is_opposition_goal: false, player_id: null })).toEqual({
      field: 'player',
      message: eventMessages.goalPlayer,
    });
    expect(goalRuleError({ player_id: 7, assist_player_id: 7 })).toEqual({
      field: 'assist',
      message: 'The assist must be by another player',
    });
    expect(goalRuleError({ player_id: 7, assist_player_id: 8 })).toBeNull();
    expect(goalRuleError({ player_id: 7, assist_player_id: null })).toBeNull();
  });

  it('lets a one-tap goal wait for its scorer, ours or theirs', () => {
    expect(goalRuleError({ player_id: null, scorer_later: true })).toBeNull();
    expect(goalRuleError({ is_opposition_goal: true, opposition_scorer_name: null, scorer_later: true })).toBeNull();
    expect(goalRuleError({ player_id: 7, assist_player_id: 7, scorer_later: true })?.field).toBe('assist');
  });

  it("asks for the opposition scorer's name and ignores our players on their goal", () => {
    expect(goalRuleError({ is_opposition_goal: true, opposition_scorer_name: null })).toEqual({
      field: 'scorerName',
      message: 'Please enter the opposition scorer name',
    });
    expect(
      goalRuleError({
        is_opposition_goal: true,
        opposition_scorer_name: 'Number 9',
        player_id: 3,
        assist_player_id: 3,
      }),
    ).toBeNull();
  });
});

describe('substitutionRuleError', () => {
  it('refuses the same player going off and coming on', () => {
    expect(substitutionRuleError({ player_off_id: 4, player_on_id: 4 })).toBe(
      'The player coming on must be different from the player going off',
    );
    expect(substitutionRuleError({ player_off_id: 4, player_on_id: 5 })).toBeNull();
    expect(substitutionRuleError({ player_off_id: null, player_on_id: null })).toBeNull();
  });
});
