import { Badge, Card, Stack, Table, Text, Title } from '@mantine/core';
import type { ConsentKind, ConsentState, ConsentsRegister } from '@touchline/domain';
import { consentKinds, consentLabels } from '@touchline/domain';
import { useConsentsRegister } from '../../api/family-records';
import { shortInstant } from '../../ui/dates/fixture-dates';
import { ScrollTable } from '../../ui/scroll-table';
import { useIsMobile } from '../../ui/use-is-mobile';
import { LoadState } from '../../ui/load-state';

type Row = ConsentsRegister['players'][number];

const texts = {
  title: 'Consents',
  intro:
    "Every player's consents as their family gave them, with when. Players without the first are shown as 'Player' " +
    'to people outside the club. Reading this list is recorded.',
  loading: 'Loading consents...',
  failed: 'Could not load the consents.',
  empty: 'No players yet.',
  label: 'Consents of every player',
  player: 'Player',
  team: 'Team',
  age: 'Age',
  given: 'Given',
  withdrawn: 'Withdrawn',
  notGiven: 'Not given',
  notAsked: 'Not asked (under 16)',
} as const;

/** One consent in words: 'Given 28 Nov', 'Withdrawn …', 'Not given'; the 16-17 ones only for a player of that age. */
function stateText(row: Row, kind: ConsentKind): string {
  const state: ConsentState = row[kind];
  if (kind !== 'photos' && (row.age === null || row.age < 16)) return texts.notAsked;
  if (state.granted === null || state.given_at === null) return texts.notGiven;
  return `${state.granted ? texts.given : texts.withdrawn} ${shortInstant(state.given_at)}`;
}

function StateBadge({ row, kind }: { row: Row; kind: ConsentKind }) {
  const text = stateText(row, kind);
  const color = text.startsWith(texts.given) ? 'green' : text === texts.notAsked ? 'gray' : 'red';
  return (
    <Badge color={color} variant="light" style={{ textTransform: 'none' }}>
      {text}
    </Badge>
  );
}

/**
 * /safeguarding/consents (the welfare officer and admins; #31, decision 130): every player's consents, by team.
 */
export function SafeguardingConsentsPage() {
  const register = useConsentsRegister();
  const isMobile = useIsMobile();
  return (
    <Stack>
      <Title order={1}>{texts.title}</Title>
      <Text>{texts.intro}</Text>
      <LoadState query={register} loading={texts.loading} failed={texts.failed}>
        {({ players }) =>
          players.length === 0 ? (
            <Text c="dimmed">{texts.empty}</Text>
          ) : isMobile ? (
            <Stack gap="sm" aria-label={texts.label} role="list">
              {players.map((row) => (
                <Card key={row.player_id} withBorder role="listitem" aria-label={row.player_name}>
                  <Text fw={600}>{row.player_name}</Text>
                  <Text size="sm" c="dimmed">
                    {row.team_name}
                    {row.age === null ? '' : `, ${row.age}`}
                  </Text>
                  {consentKinds.map((kind) => (
                    <Stack key={kind} gap={2} mt="xs">
                      <Text size="sm">{consentLabels[kind]}</Text>
                      <StateBadge row={row} kind={kind} />
                    </Stack>
                  ))}
                </Card>
              ))}
            </Stack>
          ) : (
            <ScrollTable minWidth={900} label={texts.label}>
              <Table striped withTableBorder aria-label={texts.label}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{texts.player}</Table.Th>
                    <Table.Th>{texts.team}</Table.Th>
                    <Table.Th>{texts.age}</Table.Th>
                    {consentKinds.map((kind) => (
                      <Table.Th key={kind}>{consentLabels[kind]}</Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {players.map((row) => (
                    <Table.Tr key={row.player_id}>
                      <Table.Td>{row.player_name}</Table.Td>
                      <Table.Td>{row.team_name}</Table.Td>
                      <Table.Td>{row.age ?? ''}</Table.Td>
                      {consentKinds.map((kind) => (
                        <Table.Td key={kind}>
                          <StateBadge row={row} kind={kind} />
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollTable>
          )
        }
      </LoadState>
    </Stack>
  );
}
