import { describe, expect, it } from 'vitest';
import type { LineupDraft } from '../src/features/admin/lineup/lineup-draft';
import {
  inFormatOrder,
  initialLineupDraft,
  lineupDraftReducer,
  lineupSaveBody,
  positionOfPlayer,
} from '../src/features/admin/lineup/lineup-draft';
import { formationSummaries, formationThree, savedLineup } from './lineup-fixtures';

const empty: LineupDraft = { formationId: 3, placements: new Map(), selectedPlayerId: null, message: null };

function run(state: LineupDraft, ...actions: Parameters<typeof lineupDraftReducer>[1][]) {
  return actions.reduce(lineupDraftReducer, state);
}

describe('lineup draft', () => {
  it('places a player and removes them from any other position', () => {
    const state = run(
      empty,
      { type: 'place', playerId: 1, positionId: 32 },
      { type: 'place', playerId: 2, positionId: 33 },
      { type: 'place', playerId: 1, positionId: 37 },
    );
    expect([...state.placements]).toEqual([
      [33, 2],
      [37, 1],
    ]);
    expect(positionOfPlayer(state, 1)).toBe(37);
  });

  it('puts a newcomer on an occupied position and sends the one there back to the list', () => {
    const state = run(
      empty,
      { type: 'place', playerId: 1, positionId: 32 },
      { type: 'place', playerId: 2, positionId: 32 },
    );
    expect([...state.placements]).toEqual([[32, 2]]);
    expect(positionOfPlayer(state, 1)).toBeNull();
  });

  it('clears the selection once the selected player is placed, and toggles it on a second tap', () => {
    expect(run(empty, { type: 'select', playerId: 2 }).selectedPlayerId).toBe(2);
    expect(run(empty, { type: 'select', playerId: 2 }, { type: 'select', playerId: 2 }).selectedPlayerId).toBeNull();
    expect(
      run(empty, { type: 'select', playerId: 2 }, { type: 'place', playerId: 2, positionId: 31 }).selectedPlayerId,
    ).toBeNull();
  });

  it('clears all placements when the formation changes, but not when the same one is chosen again', () => {
    const placed = run(empty, { type: 'place', playerId: 1, positionId: 32 }, { type: 'select', playerId: 2 });
    expect(run(placed, { type: 'changeFormation', formationId: 3 })).toBe(placed);
    const changed = run(placed, { type: 'changeFormation', formationId: 1 });
    expect(changed.formationId).toBe(1);
    expect(changed.placements.size).toBe(0);
    expect(changed.selectedPlayerId).toBeNull();
    expect(run(placed, { type: 'changeFormation', formationId: null }).placements.size).toBe(0);
  });

  it('resets placements, selection and messages, keeping the formation', () => {
    const state = run(
      empty,
      { type: 'place', playerId: 1, positionId: 32 },
      { type: 'select', playerId: 2 },
      { type: 'message', message: { kind: 'success', text: 'Lineup saved successfully' } },
      { type: 'reset' },
    );
    expect(state).toEqual({ formationId: 3, placements: new Map(), selectedPlayerId: null, message: null });
  });

  it('removes one placement', () => {
    const state = run(
      empty,
      { type: 'place', playerId: 1, positionId: 32 },
      { type: 'place', playerId: 2, positionId: 33 },
      { type: 'remove', positionId: 32 },
    );
    expect([...state.placements]).toEqual([[33, 2]]);
  });

  it("preloads a saved lineup, keeping only players in the match's player list", () => {
    const draft = initialLineupDraft({
      saved: savedLineup,
      formations: formationSummaries,
      matchPlayerIds: new Set([1, 2, 3]),
    });
    expect(draft.formationId).toBe(3);
    // Dan (4) is not in the match's list any more.
    expect([...draft.placements]).toEqual([
      [31, 3],
      [32, 1],
    ]);
  });

  it('starts with the first formation and nothing placed when there is no saved lineup (404)', () => {
    expect(initialLineupDraft({ saved: null, formations: formationSummaries, matchPlayerIds: new Set([1]) })).toEqual({
      formationId: 1,
      placements: new Map(),
      selectedPlayerId: null,
      message: null,
    });
    expect(initialLineupDraft({ saved: null, formations: [], matchPlayerIds: new Set() }).formationId).toBeNull();
  });

  it('builds the save body with position names, or nothing without a formation', () => {
    const state = run(
      empty,
      { type: 'place', playerId: 1, positionId: 32 },
      { type: 'place', playerId: 3, positionId: 31 },
    );
    expect(lineupSaveBody(state, formationThree.positions)).toEqual({
      formationId: 3,
      players: [
        { player_id: 1, formation_position_id: 32, position: 'Left Back' },
        { player_id: 3, formation_position_id: 31, position: 'Goalkeeper' },
      ],
    });
    expect(lineupSaveBody({ ...state, formationId: null }, formationThree.positions)).toBeNull();
  });
});

describe('a lineup in a few taps (#29 item 8)', () => {
  it("offers the team's side size first, so a new lineup starts on its format", () => {
    expect(inFormatOrder(formationSummaries, 7).map((f) => f.id)).toEqual([3, 1]);
    expect(inFormatOrder(formationSummaries, null).map((f) => f.id)).toEqual([1, 3]);
    const draft = initialLineupDraft({
      saved: null,
      formations: inFormatOrder(formationSummaries, 7),
      matchPlayerIds: new Set(),
    });
    expect(draft.formationId).toBe(3);
  });

  it('fills the empty positions in one action, keeping who is placed', () => {
    const players = [
      { player_id: 1, preferred_position: 'Midfielder' },
      { player_id: 2, preferred_position: 'Goalkeeper' },
      { player_id: 3, preferred_position: 'Defender' },
    ];
    const placed = run(empty, { type: 'place', playerId: 1, positionId: 35 });
    const filled = run(placed, { type: 'fill', positions: formationThree.positions, players });
    expect([...filled.placements].sort((a, b) => a[0] - b[0])).toEqual([
      [31, 2],
      [32, 3],
      [35, 1],
    ]);
  });
});
