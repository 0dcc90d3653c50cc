import { useState } from 'react';
import type { Announcements, DragEndEvent, DragStartEvent, ScreenReaderInstructions } from '@dnd-kit/core';
import { KeyboardSensor, PointerSensor, TouchSensor, useSensor, useSensors } from '@dnd-kit/core';
import type { FormationPosition, Player } from '@touchline/domain';
import { t } from '../../../i18n/i18n';
import {
  droppedPlacement,
  isPlayerDrag,
  isPositionDrop,
  positionKeyboardCoordinates,
} from '../../../widgets/pitch/dnd';

/** Spec §9: the editor's touch drag starts after 50 ms (a moving finger within it scrolls or swipes instead). */
export const TOUCH_DRAG_DELAY_MS = 50;
const POINTER_OPTIONS = { activationConstraint: { distance: 5 } };
const TOUCH_OPTIONS = { activationConstraint: { delay: TOUCH_DRAG_DELAY_MS, tolerance: 5 } };
const KEYBOARD_OPTIONS = { coordinateGetter: positionKeyboardCoordinates };

export const screenReaderInstructions: ScreenReaderInstructions = {
  get draggable() {
    return t(
      'To pick up a player, press Space or Enter. Use the arrow keys to move between pitch positions. Press Space or ' +
        'Enter again to place the player, or Escape to cancel.',
    );
  },
};

interface LineupDndOptions {
  narrow: boolean;
  players: ReadonlyMap<number, Player>;
  positions: readonly FormationPosition[];
  onPlace: (playerId: number, positionId: number) => void;
}

/**
 * Drag and drop of the editor: pointer and keyboard on desktop, touch (50 ms delay) and keyboard under
 * 768 px. Only a player dropped on a position places anyone.
 */
export function useLineupDnd({ narrow, players, positions, onPlace }: LineupDndOptions) {
  const [draggedId, setDraggedId] = useState<number | null>(null);
  const pointer = useSensor(PointerSensor, POINTER_OPTIONS);
  const touch = useSensor(TouchSensor, TOUCH_OPTIONS);
  const keyboard = useSensor(KeyboardSensor, KEYBOARD_OPTIONS);
  const sensors = useSensors(narrow ? touch : pointer, keyboard);

  const playerName = (data: unknown) =>
    isPlayerDrag(data) ? (players.get(data.playerId)?.player_name ?? t('Player')) : t('Item');
  const positionName = (data: unknown) =>
    isPositionDrop(data) ? (positions.find((p) => p.id === data.positionId)?.position_name ?? null) : null;

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('Picked up {player}.', { player: playerName(active.data.current) }),
    onDragOver: ({ active, over }) => {
      const target = positionName(over?.data.current);
      const player = playerName(active.data.current);
      return target
        ? t('{player} is over {position}.', { player, position: target })
        : t('{player} is not over a position.', { player });
    },
    onDragEnd: ({ active, over }) => {
      const target = droppedPlacement(active, over) ? positionName(over?.data.current) : null;
      const player = playerName(active.data.current);
      return target
        ? t('{player} was placed at {position}.', { player, position: target })
        : t('{player} was not placed.', { player });
    },
    onDragCancel: ({ active }) =>
      t('Dragging was cancelled. {player} was not placed.', { player: playerName(active.data.current) }),
  };

  return {
    sensors,
    announcements,
    draggedPlayer: draggedId === null ? null : (players.get(draggedId) ?? null),
    onDragStart: ({ active }: DragStartEvent) =>
      setDraggedId(isPlayerDrag(active.data.current) ? active.data.current.playerId : null),
    onDragEnd: ({ active, over }: DragEndEvent) => {
      setDraggedId(null);
      const placement = droppedPlacement(active, over);
      if (placement) onPlace(placement.playerId, placement.positionId);
    },
    onDragCancel: () => setDraggedId(null),
  };
}
