import { Badge, Card, Stack, Table, Text, Title } from '@mantine/core';
import type { ConsentKind, ConsentState, ConsentsRegister } from '@touchline/domain';
import { consentKinds, consentLabels } from '@touchline/domain';
import { useConsentsRegister } from '../../api/family-records';
import { known, t } from '../../i18n/i18n';
import { shortInstant } from '../../ui/dates/fixture-dates';
import { ScrollTable } from '../../ui/scroll-table';
import { useIsMobile } from '../../ui/use-is-mobile';
import { LoadState } from '../../ui/load-state';

type Row = ConsentsRegister['players'][number];

const texts = {
  get title() {
    return t('Consents');
  },
  get intro() {
    return t(
      "Every player's consents as their family gave them, with when. Players without the first are shown as 'Player' " +
        'to people outside the club. Reading this list is recorded.',
    );
  },
  get loading() {
    return t('Loading consents...');
  },
  get failed() {
    return t('Could not load the consents.');
  },
  get empty() {
    return t('No players yet.');
  },
  get label() {
    return t('Consents of every player');
  },
  get player() {
    return t('Player');
  },
  get team() {
    return t('Team');
  },
  get age() {
    return t('Age');
  },
  given: (when: string) => t('Given {when}', { when }),
  withdrawn: (when: string) => t('Withdrawn {when}', { when }),
  get notGiven() {
    return t('Not given');
  },
  get notAsked() {
    return t('Not asked (under 16)');
  },
} as const;

type Answer = 'given' | 'withdrawn' | 'not-given' | 'not-asked';
const answerColours: Record<Answer, string> = {
  given: 'green',
  withdrawn: 'red',
  'not-given': 'red',
  'not-asked': 'gray',
};

/** Where one consent stands; the 16-17 ones are asked only of a player of that age. */
function answerOf(row: Row, kind: ConsentKind): Answer {
  const state: ConsentState = row[kind];
  if (kind !== 'photos' && (row.age === null || row.age < 16)) return 'not-asked';
  if (state.granted === null || state.given_at === null) return 'not-given';
  return state.granted ? 'given' : 'withdrawn';
}

/** One consent in words: 'Given 28 Nov', 'Withdrawn …', 'Not given', 'Not asked (under 16)'. */
function stateText(row: Row, kind: ConsentKind): string {
  const answer = answerOf(row, kind);
  const at = row[kind].given_at;
  if (answer === 'not-asked') return texts.notAsked;
  if (answer === 'not-given' || at === null) return texts.notGiven;
  return answer === 'given' ? texts.given(shortInstant(at)) : texts.withdrawn(shortInstant(at));
}

function StateBadge({ row, kind }: { row: Row; kind: ConsentKind }) {
  return (
    <Badge color={answerColours[answerOf(row, kind)]} variant="light" style={{ textTransform: 'none' }}>
      {stateText(row, kind)}
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
                      <Text size="sm">{known(consentLabels[kind])}</Text>
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
                      <Table.Th key={kind}>{known(consentLabels[kind])}</Table.Th>
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
