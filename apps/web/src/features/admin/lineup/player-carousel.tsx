import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { Paper, Text, UnstyledButton } from '@mantine/core';
import type { Player } from '@touchline/domain';
import { PlayerCardContent, playerCardLabel } from './player-card';
import { selectionNoteId } from './selection-badge';
import type { SelectionNote } from './selection-note';
import classes from './lineup.module.css';

interface PlayerCarouselProps {
  players: readonly Player[];
  positionNameOf: (playerId: number) => string | null;
  selectedPlayerId: number | null;
  onSelect: (playerId: number) => void;
  /** Selection notes by player id. */
  notes?: ReadonlyMap<number, SelectionNote>;
}

/** Under 768 px: the players in a swipeable row; tap one to pick them, then tap a position on the pitch. */
export function PlayerCarousel({ players, positionNameOf, selectedPlayerId, onSelect, notes }: PlayerCarouselProps) {
  if (players.length === 0) return <Text c="dimmed">No players found</Text>;
  return (
    <Carousel
      aria-label="Players"
      slideSize="44%"
      slideGap="xs"
      emblaOptions={{ align: 'start', containScroll: 'trimSnaps', dragFree: true }}
      controlSize={28}
      controlsOffset={0}
      previousControlProps={{ 'aria-label': 'Previous players' }}
      nextControlProps={{ 'aria-label': 'Next players' }}
      px={32}
    >
      {players.map((player) => {
        const note = notes?.get(player.player_id) ?? null;
        return (
          <Carousel.Slide key={player.player_id} miw={0}>
            <UnstyledButton
              className={classes.slide}
              aria-pressed={selectedPlayerId === player.player_id}
              aria-label={playerCardLabel(player, positionNameOf(player.player_id), note)}
              aria-describedby={note ? selectionNoteId(player.player_id) : undefined}
              onClick={() => onSelect(player.player_id)}
            >
              <Paper withBorder radius="md" px="xs" py={6} h="100%">
                <PlayerCardContent
                  player={player}
                  positionName={positionNameOf(player.player_id)}
                  compact
                  note={note}
                />
              </Paper>
            </UnstyledButton>
          </Carousel.Slide>
        );
      })}
    </Carousel>
  );
}
