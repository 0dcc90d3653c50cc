import { Alert, Card, List, Stack, Table, Text, Title } from '@mantine/core';
import type { QualificationKind, QualificationState, RolloverPlan } from '@touchline/domain';
import { qualificationKindLabels, qualificationStateLabels } from '@touchline/domain';
import { known } from '../../../i18n/i18n';
import { dayMonthYear } from '../../../ui/dates/fixture-dates';
import { ScrollTable } from '../../../ui/scroll-table';
import { useIsMobile } from '../../../ui/use-is-mobile';
import { rolloverTexts as texts } from './rollover-texts';

type Shape = RolloverPlan['teams'][number]['from'];

/** 'U9 → U10', or the value alone when it does not change. */
function change<T>(from: T, to: T, show: (value: T) => string) {
  return from === to ? show(to) : `${show(from)} → ${show(to)}`;
}

const onOff = (on: boolean) => (on ? texts.on : texts.off);

/** Each cell of a team's row, from its shape before and after. */
const cells: { header: () => string; value: (from: Shape, to: Shape) => string }[] = [
  { header: () => texts.ageGroup, value: (f, t) => change(f.age_group, t.age_group, String) },
  { header: () => texts.youthMode, value: (f, t) => change(f.youth_mode, t.youth_mode, onOff) },
  { header: () => texts.length, value: (f, t) => change(f.match_minutes, t.match_minutes, texts.minutes) },
  { header: () => texts.format, value: (f, t) => change(f.on_pitch, t.on_pitch, texts.format_) },
];

/** Each team before and after, a row each (wide screens). */
function TeamTable({ plan }: { plan: RolloverPlan }) {
  return (
    <ScrollTable minWidth={720} label={texts.changes}>
      <Table striped withTableBorder aria-label={texts.changes}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{texts.team}</Table.Th>
            {cells.map((cell) => (
              <Table.Th key={cell.header()}>{cell.header()}</Table.Th>
            ))}
            <Table.Th>{texts.players}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {plan.teams.map((team) => (
            <Table.Tr key={team.team_id}>
              <Table.Td>{change(team.from.team_name, team.to.team_name, String)}</Table.Td>
              {cells.map((cell) => (
                <Table.Td key={cell.header()}>{cell.value(team.from, team.to)}</Table.Td>
              ))}
              <Table.Td>{texts.moving(team.players_moving, team.players_leaving)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

/** Each team before and after, a card each (phones): what changes, one line a thing. */
function TeamCards({ plan }: { plan: RolloverPlan }) {
  return (
    <Stack gap="xs" role="list" aria-label={texts.changes}>
      {plan.teams.map((team) => (
        <Card key={team.team_id} withBorder padding="sm" role="listitem">
          <Text fw={600}>{change(team.from.team_name, team.to.team_name, String)}</Text>
          {cells.map((cell) => (
            <Text key={cell.header()} size="sm">
              {cell.header()}: {cell.value(team.from, team.to)}
            </Text>
          ))}
          <Text size="sm">{texts.moving(team.players_moving, team.players_leaving)}</Text>
        </Card>
      ))}
    </Stack>
  );
}

/** Everything the turn will do, as the server worked it out: nothing has changed yet. */
export function RolloverPreview({ plan }: { plan: RolloverPlan }) {
  const isMobile = useIsMobile();
  return (
    <Stack gap="sm">
      <Title order={2}>{texts.changes}</Title>
      {plan.problems.length > 0 && (
        <Alert color="red" variant="light" role="alert" title={texts.problems}>
          <List size="sm">
            {plan.problems.map((problem) => (
              <List.Item key={problem}>{known(problem)}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Text>
        {plan.season.name}: {dayMonthYear(plan.season.start_date)} – {dayMonthYear(plan.season.end_date)}.{' '}
        {plan.last_season && texts.ends_(plan.last_season.name)}
      </Text>
      {isMobile ? <TeamCards plan={plan} /> : <TeamTable plan={plan} />}
      <Title order={3}>{texts.leavers}</Title>
      {plan.leavers.length === 0 ? (
        <Text c="dimmed">{texts.noLeavers}</Text>
      ) : (
        <List size="sm" aria-label={texts.leavers}>
          {plan.leavers.map((leaver) => (
            <List.Item key={leaver.player_id}>
              {leaver.player_name} ({leaver.team_name})
            </List.Item>
          ))}
        </List>
      )}
      <Text>{texts.familiesAsked(plan.families_asked)}</Text>
      <Title order={3}>{texts.checksDue(dayMonthYear(plan.season.start_date))}</Title>
      {plan.checks_due.length === 0 ? (
        <Text c="dimmed">{texts.noChecksDue}</Text>
      ) : (
        <List size="sm" aria-label={texts.checksDue(dayMonthYear(plan.season.start_date))}>
          {plan.checks_due.map((check) => (
            <List.Item key={`${check.user_id}:${check.kind}`}>
              {check.name}: {known(qualificationKindLabels[check.kind as QualificationKind])},{' '}
              {known(qualificationStateLabels[check.state as QualificationState])}
              {check.expires_on ? ` (${dayMonthYear(check.expires_on)})` : ''}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
