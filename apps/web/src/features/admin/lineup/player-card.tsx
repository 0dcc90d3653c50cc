import type { ReactNode } from 'react';
import { Badge, Group, Stack, Text } from '@mantine/core';
import type { Player } from '@touchline/domain';
import { lineupTexts } from '../../../widgets/pitch/lineup-texts';
import { SelectionBadge, selectionNoteId } from './selection-badge';
import type { SelectionNote } from './selection-note';

interface PlayerCardContentProps {
  player: Player;
  /** The position the player stands on, if placed. */
  positionName: string | null;
  unavailable?: boolean;
  /** Compact two-line layout for the mobile carousel. */
  compact?: boolean;
  /** 'Not picked in last 3' for a player the recent lineups left out. */
  note?: SelectionNote | null;
}

/**
 * Shirt number, name and where the player stands (or 'Unavailable'), and the selection note: the inside of a player's
 * card.
 */
export function PlayerCardContent({
  player,
  positionName,
  unavailable = false,
  compact = false,
  note = null,
}: PlayerCardContentProps) {
  const status: ReactNode = unavailable ? (
    <Badge color="red" variant="light" size="sm">
      {lineupTexts.unavailable}
    </Badge>
  ) : positionName ? (
    <Text component="span" size="xs" fw={600} c="teal.9" truncate>
      {positionName}
    </Text>
  ) : null;
  return (
    <Group gap="sm" wrap="nowrap" align="center">
      <Text
        component="span"
        fw={700}
        miw={28}
        ta="center"
        c={unavailable ? 'dimmed' : 'teal.9'}
        size={compact ? 'lg' : 'md'}
      >
        {player.shirt_number}
      </Text>{' '}
      <Stack gap={2} miw={0}>
        <Text component="span" fw={600} size="sm" lh={1.25} {...(compact ? { lineClamp: 2 } : { truncate: true })}>
          {player.player_name}
        </Text>{' '}
        {note ? (
          <Group gap={4} wrap="wrap" miw={0}>
            {status} <SelectionBadge note={note} descriptionId={selectionNoteId(player.player_id)} />
          </Group>
        ) : (
          status
        )}
      </Stack>
    </Group>
  );
}

/**
 * A player card's accessible name: what the card shows, in its order, so that the name holds the text on screen
 * (WCAG 2.5.3): '4 Ava Reid', '4 Ava Reid, Left Back', '4 Ava Reid, Not picked in last 3'.
 */
export function playerCardLabel(
  player: Player,
  positionName: string | null,
  note: SelectionNote | null = null,
): string {
  return [`${player.shirt_number} ${player.player_name}`, positionName, note?.badge].filter(Boolean).join(', ');
}
