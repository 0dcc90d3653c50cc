import type { ClientRect, CollisionDetection, KeyboardCoordinateGetter } from '@dnd-kit/core';
import { KeyboardCode, pointerWithin, rectIntersection } from '@dnd-kit/core';

/** The only kind of dragged item the pitch accepts (spec §5: 'The pitch accepts only dropped items of type player'). */
export const PLAYER_ITEM = 'player';
export const POSITION_ZONE = 'position';

/** What a dragged player carries. */
export interface PlayerDragData {
  type: typeof PLAYER_ITEM;
  playerId: number;
}

/** What a pitch position carries as a drop zone. */
export interface PositionDropData {
  type: typeof POSITION_ZONE;
  positionId: number;
  accepts: readonly string[];
}

export function isPlayerDrag(data: unknown): data is PlayerDragData {
  return (
    typeof data === 'object' &&
    data !== null &&
    'type' in data &&
    data.type === PLAYER_ITEM &&
    'playerId' in data &&
    typeof data.playerId === 'number'
  );
}

export function isPositionDrop(data: unknown): data is PositionDropData {
  return (
    typeof data === 'object' &&
    data !== null &&
    'type' in data &&
    data.type === POSITION_ZONE &&
    'positionId' in data &&
    typeof data.positionId === 'number'
  );
}

/** The position a drag ended on, or null unless a player was dropped on a position that accepts players. */
export function droppedPlacement(
  active: { data: { current?: unknown } },
  over: { data: { current?: unknown } } | null,
): { playerId: number; positionId: number } | null {
  const item = active.data.current;
  const zone = over?.data.current;
  if (!isPlayerDrag(item) || !isPositionDrop(zone) || !zone.accepts.includes(item.type)) return null;
  return { playerId: item.playerId, positionId: zone.positionId };
}

/** The pointer's position when there is one (mouse, touch); else the largest overlap (keyboard). */
export const pitchCollisionDetection: CollisionDetection = (args) => {
  const underPointer = pointerWithin(args);
  return underPointer.length > 0 ? underPointer : rectIntersection(args);
};

const DIRECTIONS: Partial<Record<string, { x: number; y: number }>> = {
  [KeyboardCode.Right]: { x: 1, y: 0 },
  [KeyboardCode.Left]: { x: -1, y: 0 },
  [KeyboardCode.Down]: { x: 0, y: 1 },
  [KeyboardCode.Up]: { x: 0, y: -1 },
};

const centre = (rect: ClientRect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });

/**
 * Keyboard dragging: each arrow key moves the dragged player onto the nearest pitch position in that
 * direction (instead of dnd-kit's fixed 25 px steps), so Space, arrows, Space places a player.
 */
export const positionKeyboardCoordinates: KeyboardCoordinateGetter = (event, { currentCoordinates, context }) => {
  const direction = DIRECTIONS[event.code];
  const { collisionRect, droppableRects, droppableContainers } = context;
  if (!direction || !collisionRect) return undefined;
  event.preventDefault();
  const from = centre(collisionRect);
  let best: { x: number; y: number } | null = null;
  let bestScore = Infinity;
  for (const container of droppableContainers.getEnabled()) {
    if (!isPositionDrop(container.data.current)) continue;
    const rect = droppableRects.get(container.id);
    if (!rect) continue;
    const to = centre(rect);
    const dx = to.x - from.x;
    const dy = to.y - from.y;
    const along = dx * direction.x + dy * direction.y;
    if (along <= 1) continue;
    const across = Math.abs(dx * direction.y - dy * direction.x);
    const score = along + 2 * across;
    if (score < bestScore) {
      bestScore = score;
      best = to;
    }
  }
  if (!best) return undefined;
  return { x: currentCoordinates.x + best.x - from.x, y: currentCoordinates.y + best.y - from.y };
};
