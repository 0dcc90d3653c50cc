import { VisuallyHidden } from '@mantine/core';
import type { FormationPosition, LineupEntry } from '@touchline/domain';
import { MOBILE_BREAKPOINT_PX, pitchSize } from '@touchline/domain';
import { positionLabel } from './lineup-texts';
import { Pitch } from './pitch';
import { PitchMarker, shortNameOf } from './pitch-marker';
import { useWindowWidth } from './use-window-width';
import { t } from '../../i18n/i18n';

interface ReadOnlyPitchProps {
  positions: readonly FormationPosition[];
  lineup: readonly LineupEntry[];
}

/** A saved lineup on the pitch, nothing to change: the viewer's and the 'Team Lineup' modal's pitch (default size). */
export function ReadOnlyPitch({ positions, lineup }: ReadOnlyPitchProps) {
  const windowWidth = useWindowWidth();
  const narrow = windowWidth < MOBILE_BREAKPOINT_PX;
  const byPosition = new Map(lineup.map((entry) => [entry.formation_position_id, entry.Player]));
  return (
    <Pitch
      positions={positions}
      size={pitchSize('default', windowWidth)}
      narrow={narrow}
      label={t('Formation positions')}
      renderPosition={(position) => {
        const player = byPosition.get(position.id);
        return (
          <>
            <VisuallyHidden>{positionLabel(position.position_name, player?.player_name)}</VisuallyHidden>
            <PitchMarker
              positionName={position.position_name}
              player={player ? { shirtNumber: player.jersey_number, shortName: shortNameOf(player) } : null}
              narrow={narrow}
            />
          </>
        );
      }}
    />
  );
}
