import { Paper, Stack, Text, Title } from '@mantine/core';
import type { Player } from '@touchline/domain';
import { t } from '../../../i18n/i18n';
import { PlayerCardContent } from './player-card';
import classes from './lineup.module.css';

/** Players recorded unavailable on the match date: shown apart, marked 'Unavailable', not draggable or selectable. */
export function UnavailablePlayers({ players }: { players: readonly Player[] }) {
  if (players.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="lineup-unavailable-heading">
      <Title order={2} size="h5" id="lineup-unavailable-heading">
        {t('Not available for this match')}
      </Title>
      <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {players.map((player) => (
          <Paper
            key={player.player_id}
            component="li"
            withBorder
            radius="md"
            px="sm"
            py={6}
            className={classes.unavailableCard}
            aria-disabled="true"
          >
            <PlayerCardContent player={player} positionName={null} unavailable />
          </Paper>
        ))}
      </Stack>
      <Text size="xs" c="dimmed">
        {t('They cannot be placed in the lineup.')}
      </Text>
    </Stack>
  );
}
