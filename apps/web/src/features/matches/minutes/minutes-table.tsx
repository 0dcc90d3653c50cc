import { Badge, Stack, Table, Text, Title } from '@mantine/core';
import { minutesShare, type MinutesSoFar, type RotationView } from '@touchline/domain';
import { minutesTexts as texts } from '../../../widgets/minutes/minutes-texts';

/**
 * The live minutes table (decision 109): each squad player's minutes so far, the plan's minutes, their share of the
 * minutes played while they were in the squad (the whole match so far), and today's total, flagged over the day's
 * maximum for the age group.
 */
export function MinutesTable({ view, sofar }: { view: RotationView; sofar: MinutesSoFar & { now: number } }) {
  const max = view.max_minutes_per_day;
  const on = new Set(sofar.on_pitch);
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {texts.minutesTitle}
      </Title>
      <Text size="sm" c="dimmed">
        {texts.minutesCaption(max)}
      </Text>
      <Table striped withTableBorder aria-label={texts.minutesTitle} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{texts.player}</Table.Th>
            <Table.Th>{texts.played}</Table.Th>
            <Table.Th>{texts.planned}</Table.Th>
            <Table.Th>{texts.share}</Table.Th>
            <Table.Th>{texts.today}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {view.squad.map((p) => {
            const played = sofar.minutes.get(p.player_id) ?? 0;
            const today = p.today_minutes + played;
            return (
              <Table.Tr key={p.player_id}>
                <Table.Td>
                  {p.player_name}
                  {on.has(p.player_id) && (
                    <Badge ml={6} size="xs" color="teal" variant="light">
                      {texts.onNow}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{`${played}'`}</Table.Td>
                <Table.Td>{`${p.planned_minutes}'`}</Table.Td>
                <Table.Td>{`${minutesShare(played, sofar.now)}%`}</Table.Td>
                <Table.Td>
                  {`${today}'`}
                  {/* Words that wrap, not a badge: a badge was cut to 'OVER …' at 390 px (#29 item 6). */}
                  {max !== null && today > max && (
                    <Text component="span" display="block" size="xs" fw={700} c="red.8">
                      {texts.overMax(max)}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
