import { Badge, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ListedPlayer } from '@touchline/domain';
import { t } from '../../../i18n/i18n';
import { FamilyNames, parentNames } from '../family/family-names';

/** A player on a narrow screen: shirt number and name, then team, position and date of birth, then parents. */
export function PlayerCard({ player }: { player: ListedPlayer }) {
  return (
    <Stack gap={2}>
      <Group gap="xs" wrap="nowrap">
        <Badge variant="light">
          <VisuallyHidden>{t('Shirt number')} </VisuallyHidden>
          {player.shirt_number}
        </Badge>
        <Text fw={700}>{player.player_name}</Text>
        {player.player_short_name && (
          <Text size="sm" c="dimmed">
            ({player.player_short_name})
          </Text>
        )}
      </Group>
      <Text size="sm">{player.team_name}</Text>
      <Text size="sm" c="dimmed">
        {player.preferred_position}
        {player.date_of_birth ? ` · ${t('born {date}', { date: player.date_of_birth })}` : ''}
      </Text>
      <FamilyNames label="Parents" names={parentNames(player)} />
    </Stack>
  );
}
