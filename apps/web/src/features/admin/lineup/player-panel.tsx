import type { ReactNode } from 'react';
import { ScrollArea, Stack, Text, Title } from '@mantine/core';
import type { Player } from '@touchline/domain';
import { t } from '../../../i18n/i18n';
import { DraggablePlayer } from './draggable-player';
import type { SelectionNote } from './selection-note';
import { UnavailablePlayers } from './unavailable-players';
import classes from './lineup.module.css';

interface PlayerPanelProps {
  players: readonly Player[];
  unavailable: readonly Player[];
  positionNameOf: (playerId: number) => string | null;
  selectedPlayerId: number | null;
  onSelect: (playerId: number) => void;
  /** 'Tap a position to place …' once a player is picked. */
  hint: ReactNode;
  maxHeight: number;
  /** Selection notes by player id. */
  notes?: ReadonlyMap<number, SelectionNote>;
  /** Under the list: 'Publish squad' (kept out of the header row, which must stay one line above the pitch). */
  footer?: ReactNode;
}

/**
 * The desktop player list: every player available for the match, draggable onto the pitch; the unavailable ones apart.
 */
export function PlayerPanel({
  players,
  unavailable,
  positionNameOf,
  selectedPlayerId,
  onSelect,
  hint,
  maxHeight,
  notes,
  footer,
}: PlayerPanelProps) {
  return (
    <Stack gap="sm" className={classes.panel} component="section" aria-labelledby="lineup-players-heading">
      <Title order={2} size="h4" id="lineup-players-heading">
        {t('Players')}
      </Title>
      {hint || (
        <Text size="sm" c="dimmed">
          {t('Drag a player onto a position.')}
        </Text>
      )}
      <ScrollArea.Autosize mah={maxHeight} type="auto" offsetScrollbars>
        <Stack gap="xs">
          {players.length === 0 && <Text c="dimmed">{t('No players found')}</Text>}
          {players.map((player) => (
            <DraggablePlayer
              key={player.player_id}
              player={player}
              positionName={positionNameOf(player.player_id)}
              selected={selectedPlayerId === player.player_id}
              onSelect={() => onSelect(player.player_id)}
              note={notes?.get(player.player_id) ?? null}
            />
          ))}
          <UnavailablePlayers players={unavailable} />
        </Stack>
      </ScrollArea.Autosize>
      {footer}
    </Stack>
  );
}
