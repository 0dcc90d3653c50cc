import { Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import type { Player } from '@touchline/domain';
import { t } from '../../../i18n/i18n';
import { PlayerCardContent, playerCardLabel } from './player-card';
import { selectionNoteId } from './selection-badge';
import type { SelectionNote } from './selection-note';
import classes from './lineup.module.css';

interface PlayerGridProps {
  players: readonly Player[];
  positionNameOf: (playerId: number) => string | null;
  selectedPlayerId: number | null;
  onSelect: (playerId: number) => void;
  /** Selection notes by player id. */
  notes?: ReadonlyMap<number, SelectionNote>;
}

/**
 * Under 768 px: every player at once, two to a row; tap one to pick them, then tap a position on the pitch. A strip
 * of two at a time took 43 taps of paging to place nine players (#29 item 8); all on screen, none.
 */
export function PlayerGrid({ players, positionNameOf, selectedPlayerId, onSelect, notes }: PlayerGridProps) {
  if (players.length === 0) return <Text c="dimmed">{t('No players found')}</Text>;
  return (
    <SimpleGrid cols={2} spacing="xs" role="group" aria-label={t('Players')}>
      {players.map((player) => {
        const note = notes?.get(player.player_id) ?? null;
        return (
          <UnstyledButton
            key={player.player_id}
            className={classes.slide}
            aria-pressed={selectedPlayerId === player.player_id}
            aria-label={playerCardLabel(player, positionNameOf(player.player_id), note)}
            aria-describedby={note ? selectionNoteId(player.player_id) : undefined}
            onClick={() => onSelect(player.player_id)}
          >
            <Paper withBorder radius="md" px="xs" py={6} h="100%" mih={44}>
              <PlayerCardContent player={player} positionName={positionNameOf(player.player_id)} compact note={note} />
            </Paper>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
