import { Paper } from '@mantine/core';
import { useDraggable } from '@dnd-kit/core';
import type { Player } from '@touchline/domain';
import type { PlayerDragData } from '../../../widgets/pitch/dnd';
import { PLAYER_ITEM } from '../../../widgets/pitch/dnd';
import { PlayerCardContent, playerCardLabel } from './player-card';
import { selectionNoteId } from './selection-badge';
import type { SelectionNote } from './selection-note';
import classes from './lineup.module.css';

interface DraggablePlayerProps {
  player: Player;
  positionName: string | null;
  selected: boolean;
  onSelect: () => void;
  note?: SelectionNote | null;
}

/**
 * A player in the desktop list: drag with the mouse or the keyboard (Space, arrows, Space), or click to pick for a tap
 * on the pitch.
 */
export function DraggablePlayer({ player, positionName, selected, onSelect, note = null }: DraggablePlayerProps) {
  const data: PlayerDragData = { type: PLAYER_ITEM, playerId: player.player_id };
  const { setNodeRef, attributes, listeners, isDragging } = useDraggable({ id: `player-${player.player_id}`, data });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="md"
      px="sm"
      py={6}
      className={classes.playerCard}
      data-selected={selected || undefined}
      data-dragging={isDragging || undefined}
      {...attributes}
      {...listeners}
      aria-label={playerCardLabel(player, positionName, note)}
      aria-describedby={[attributes['aria-describedby'], note ? selectionNoteId(player.player_id) : null]
        .filter(Boolean)
        .join(' ')}
      onClick={onSelect}
    >
      <PlayerCardContent player={player} positionName={positionName} note={note} />
    </Paper>
  );
}
