import type { FormationPosition, FormationSummary, LineupResponse, SaveLineupBody } from '@touchline/domain';
import { fillLineup } from '@touchline/domain';

export interface LineupMessage {
  kind: 'success' | 'error';
  text: string;
}

/** The editor's unsaved lineup: formation, who stands where, the player picked for tap-to-place, and the message. */
export interface LineupDraft {
  formationId: number | null;
  /** Formation position id → player id. */
  placements: ReadonlyMap<number, number>;
  selectedPlayerId: number | null;
  message: LineupMessage | null;
}

export type LineupDraftAction =
  | { type: 'select'; playerId: number | null }
  | { type: 'place'; playerId: number; positionId: number }
  | { type: 'remove'; positionId: number }
  | {
      type: 'fill';
      positions: readonly { id: number; position_name: string }[];
      players: readonly { player_id: number; preferred_position: string }[];
    }
  | { type: 'changeFormation'; formationId: number | null }
  | { type: 'reset' }
  | { type: 'message'; message: LineupMessage | null };

const NONE: ReadonlyMap<number, number> = new Map();

/**
 * Spec §4: placing a player on a position removes them from any other position; changing formation
 * clears all placements; Reset clears placements and messages.
 */
export function lineupDraftReducer(state: LineupDraft, action: LineupDraftAction): LineupDraft {
  switch (action.type) {
    case 'select':
      return { ...state, selectedPlayerId: action.playerId === state.selectedPlayerId ? null : action.playerId };
    case 'place': {
      const placements = new Map([...state.placements].filter(([, playerId]) => playerId !== action.playerId));
      placements.set(action.positionId, action.playerId);
      return { ...state, placements, selectedPlayerId: null };
    }
    case 'remove': {
      const placements = new Map(state.placements);
      placements.delete(action.positionId);
      return { ...state, placements };
    }
    case 'fill':
      return {
        ...state,
        placements: fillLineup(action.positions, action.players, state.placements),
        selectedPlayerId: null,
      };
    case 'changeFormation':
      if (action.formationId === state.formationId) return state;
      return { ...state, formationId: action.formationId, placements: NONE, selectedPlayerId: null };
    case 'reset':
      return { ...state, placements: NONE, selectedPlayerId: null, message: null };
    case 'message':
      return { ...state, message: action.message };
  }
}

/**
 * The formations in the order the editor offers them: those of the team's side size first (#29 item 8, decision
 * 125), so that the spec's 'first formation' of a new lineup is one of the team's format; otherwise as listed.
 */
export function inFormatOrder(formations: readonly FormationSummary[], onPitch: number | null): FormationSummary[] {
  if (onPitch === null) return [...formations];
  return [
    ...formations.filter((f) => f.players_on_pitch === onPitch),
    ...formations.filter((f) => f.players_on_pitch !== onPitch),
  ];
}

/**
 * Spec §4: a saved lineup preloads, keeping only players who are in the match's player list (and on a
 * position of its formation, each player once); without one (404) the first formation is chosen.
 */
export function initialLineupDraft(input: {
  saved: LineupResponse | null;
  formations: readonly FormationSummary[];
  matchPlayerIds: ReadonlySet<number>;
}): LineupDraft {
  const { saved, formations, matchPlayerIds } = input;
  if (!saved)
    return { formationId: formations[0]?.id ?? null, placements: NONE, selectedPlayerId: null, message: null };
  const positionIds = new Set(saved.formation.positions.map((p) => p.id));
  const placements = new Map<number, number>();
  const placed = new Set<number>();
  for (const entry of saved.lineup) {
    if (!matchPlayerIds.has(entry.player_id) || !positionIds.has(entry.formation_position_id)) continue;
    if (placed.has(entry.player_id) || placements.has(entry.formation_position_id)) continue;
    placements.set(entry.formation_position_id, entry.player_id);
    placed.add(entry.player_id);
  }
  return { formationId: saved.formation.id, placements, selectedPlayerId: null, message: null };
}

/** The position a player stands on in the draft, if any. */
export function positionOfPlayer(draft: Pick<LineupDraft, 'placements'>, playerId: number): number | null {
  for (const [positionId, placedId] of draft.placements) if (placedId === playerId) return positionId;
  return null;
}

/** The POST /lineups/match body, or null when no formation is chosen ('Please select a formation'). */
export function lineupSaveBody(draft: LineupDraft, positions: readonly FormationPosition[]): SaveLineupBody | null {
  if (draft.formationId === null) return null;
  const byId = new Map(positions.map((p) => [p.id, p]));
  const players = [...draft.placements].flatMap(([positionId, playerId]) => {
    const position = byId.get(positionId);
    return position
      ? [{ player_id: playerId, formation_position_id: positionId, position: position.position_name }]
      : [];
  });
  return { formationId: draft.formationId, players };
}
