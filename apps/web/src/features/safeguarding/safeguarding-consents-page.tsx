import { Badge, Stack, Text, Title } from '@mantine/core';
import type { ConsentKind, ConsentState, ConsentsRegister } from '@touchline/domain';
import { consentKinds, consentLabels } from '@touchline/domain';
import { useConsentsRegister } from '../../api/family-records';
import { known, t } from '../../i18n/i18n';
import { shortInstant } from '../../ui/dates/fixture-dates';
import type { EntityColumn } from '../../ui/entity-list/entity-list';
import { EntityList } from '../../ui/entity-list/entity-list';
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
  get noMatch() {
    return t('No player or team matches the search.');
  },
  get noun() {
    return t('players');
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

const columns: EntityColumn<Row>[] = [
  { key: 'player', header: texts.player, render: (row) => row.player_name },
  { key: 'team', header: texts.team, render: (row) => row.team_name },
  { key: 'age', header: texts.age, render: (row) => row.age ?? '' },
  ...consentKinds.map((kind) => ({
    key: kind,
    header: known(consentLabels[kind]),
    render: (row: Row) => <StateBadge row={row} kind={kind} />,
  })),
];

function ConsentsCard({ row }: { row: Row }) {
  return (
    <>
      <Text fw={600}>{row.player_name}</Text>
      <Text size="sm" c="dimmed">
        {row.team_name}
        {row.age === null ? '' : `, ${row.age}`}
      </Text>
      {consentKinds.map((kind) => (
        <Stack key={kind} gap={2}>
          <Text size="sm">{known(consentLabels[kind])}</Text>
          <StateBadge row={row} kind={kind} />
        </Stack>
      ))}
    </>
  );
}

const search = {
  get placeholder() {
    return t('Find a player or team');
  },
  matches: (row: Row, query: string) =>
    row.player_name.toLowerCase().includes(query) || row.team_name.toLowerCase().includes(query),
};

/**
 * /safeguarding/consents (the welfare officer and admins; #31, decision 130): every player's consents, by team, with
 * the shared list's search and pages so a club of 2,000 players stays quick on a phone.
 */
export function SafeguardingConsentsPage() {
  const register = useConsentsRegister();
  return (
    <Stack>
      <Title order={1}>{texts.title}</Title>
      <Text>{texts.intro}</Text>
      <LoadState query={register} loading={texts.loading} failed={texts.failed}>
        {({ players }) => (
          <EntityList
            items={players}
            getKey={(row) => row.player_id}
            columns={columns}
            noun={texts.noun}
            label={texts.label}
            search={search}
            emptyText={{ none: texts.empty, noMatch: texts.noMatch }}
            renderCard={(row) => <ConsentsCard row={row} />}
          />
        )}
      </LoadState>
    </Stack>
  );
}
