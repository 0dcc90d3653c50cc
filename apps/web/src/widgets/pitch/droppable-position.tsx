import { useCallback } from 'react';
import { CloseButton } from '@mantine/core';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import type { FormationPosition } from '@touchline/domain';
import type { PlayerDragData, PositionDropData } from './dnd';
import { isPlayerDrag, PLAYER_ITEM, POSITION_ZONE } from './dnd';
import { positionLabel } from './lineup-texts';
import { markerText, PitchMarker, shortNameOf } from './pitch-marker';
import classes from './pitch.module.css';
import { t } from '../../i18n/i18n';

/** The player on a position, as the pitch shows them. */
export interface PositionPlayer {
  player_id: number;
  player_name: string;
  player_short_name: string | null;
  shirt_number: number;
}

interface DroppablePositionProps {
  position: FormationPosition;
  player: PositionPlayer | null;
  /** A player is selected and waits for a tap on a position. */
  awaitingPlacement: boolean;
  /** A click or tap: place the selected player here. */
  onPlace: () => void;
  onRemove: () => void;
  narrow: boolean;
}

const ACCEPTS = [PLAYER_ITEM] as const;

/**
 * An editable pitch position: a button named 'Left Back: empty' / '4 Ava R. Left Back: Ava Reid' (under 768 px
 * '4 Ava R. · LB, Left Back: Ava Reid') that takes a
 * dropped player (drag and drop) or the selected one (tap). A placed player can be dragged on to another
 * position with the pointer or touch; the keyboard keeps the button's own Enter and Space.
 */
export function DroppablePosition({
  position,
  player,
  awaitingPlacement,
  onPlace,
  onRemove,
  narrow,
}: DroppablePositionProps) {
  const dropData: PositionDropData = { type: POSITION_ZONE, positionId: position.id, accepts: ACCEPTS };
  const { setNodeRef: setDropRef, isOver, active } = useDroppable({ id: `position-${position.id}`, data: dropData });
  const dragData: PlayerDragData = { type: PLAYER_ITEM, playerId: player?.player_id ?? 0 };
  const {
    setNodeRef: setDragRef,
    listeners,
    isDragging,
  } = useDraggable({ id: `placed-${position.id}`, data: dragData, disabled: !player });
  const ref = useCallback(
    (node: HTMLButtonElement | null) => {
      setDropRef(node);
      setDragRef(node);
    },
    [setDropRef, setDragRef],
  );
  // Pointer and touch start a drag; keyboard dragging starts from the player list only.
  const { onKeyDown: _keyboardDrag, ...pointerListeners } = listeners ?? {};
  const playerOver = isOver && isPlayerDrag(active?.data.current);
  const marker = player ? { shirtNumber: player.shirt_number, shortName: shortNameOf(player) } : null;
  // What the marker shows comes first, so that the name holds the text on screen (WCAG 2.5.3); under 768 px, where
  // the marker abbreviates the position, the full 'Left Back: Ava Reid' follows.
  const shown = marker ? markerText(position.position_name, marker, narrow) : '';
  const label = !player
    ? positionLabel(position.position_name, null)
    : narrow
      ? `${shown}, ${positionLabel(position.position_name, player.player_name)}`
      : t('{position}: {player}', { position: shown, player: player.player_name });

  return (
    <>
      <button
        ref={ref}
        type="button"
        className={`${classes.button} ${isDragging ? classes.dragging : ''}`}
        aria-label={label}
        onClick={onPlace}
        {...pointerListeners}
      >
        <PitchMarker
          positionName={position.position_name}
          player={marker}
          target={awaitingPlacement}
          over={playerOver}
          emptySymbol="+"
          narrow={narrow}
        />
      </button>
      {player && (
        <CloseButton
          className={classes.remove}
          size={24}
          radius="xl"
          aria-label={t('Remove {player} from {position}', {
            player: player.player_name,
            position: position.position_name,
          })}
          onClick={onRemove}
        />
      )}
    </>
  );
}
