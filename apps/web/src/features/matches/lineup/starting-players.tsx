import { Stack, Table, Text, Title } from '@mantine/core';
import type { LineupEntry } from '@touchline/domain';
import { lineupTexts } from '../../../widgets/pitch/lineup-texts';
import { t } from '../../../i18n/i18n';

/** The viewer's 'Starting Players': shirt number, first and last name, position name. */
export function StartingPlayers({ lineup }: { lineup: readonly LineupEntry[] }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="starting-players-heading">
      <Title order={2} size="h3" id="starting-players-heading">
        {lineupTexts.startingPlayers}
      </Title>
      {lineup.length === 0 ? (
        <Text c="dimmed">{lineupTexts.noPlayers}</Text>
      ) : (
        <Table striped highlightOnHover aria-labelledby="starting-players-heading" maw={640}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={48}>{t('No.')}</Table.Th>
              <Table.Th>{t('Player')}</Table.Th>
              <Table.Th>{t('Position')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lineup.map((entry) => (
              <Table.Tr key={entry.id}>
                <Table.Td fw={700}>{entry.Player.jersey_number}</Table.Td>
                <Table.Td>
                  {entry.Player.first_name} {entry.Player.last_name}
                </Table.Td>
                <Table.Td>{entry.FormationPosition.position_name}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
