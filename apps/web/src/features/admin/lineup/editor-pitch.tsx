import type { FormationPosition, Player } from '@touchline/domain';
import { t } from '../../../i18n/i18n';
import { DroppablePosition } from '../../../widgets/pitch/droppable-position';
import type { PitchSize } from '../../../widgets/pitch/pitch';
import { Pitch } from '../../../widgets/pitch/pitch';

interface EditorPitchProps {
  positions: readonly FormationPosition[];
  placements: ReadonlyMap<number, number>;
  players: ReadonlyMap<number, Player>;
  selectedPlayerId: number | null;
  size: PitchSize;
  narrow: boolean;
  onPlace: (positionId: number) => void;
  onRemove: (positionId: number) => void;
}

/** The editor's pitch: every position a drop zone and a tap target. */
export function EditorPitch({
  positions,
  placements,
  players,
  selectedPlayerId,
  size,
  narrow,
  onPlace,
  onRemove,
}: EditorPitchProps) {
  return (
    <Pitch
      positions={positions}
      size={size}
      narrow={narrow}
      label={t('Pitch positions')}
      renderPosition={(position) => {
        const playerId = placements.get(position.id);
        return (
          <DroppablePosition
            position={position}
            player={(playerId !== undefined && players.get(playerId)) || null}
            awaitingPlacement={selectedPlayerId !== null}
            onPlace={() => onPlace(position.id)}
            onRemove={() => onRemove(position.id)}
            narrow={narrow}
          />
        );
      }}
    />
  );
}
