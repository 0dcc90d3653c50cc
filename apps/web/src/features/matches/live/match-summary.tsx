import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Match } from '@touchline/domain';
import { defaultMeetTime } from '@touchline/domain';
import { sidesOf } from '../../../widgets/match/event-view';
import { capitalise, longDate } from '../../../widgets/match/match-dates';

function Item({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}

/** The chosen match at a glance: date, kick-off, meet-up, venue, kit, type and team. */
export function MatchSummary({ match }: { match: Match }) {
  const sides = sidesOf(match);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          Match Summary
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Item label="Date" value={longDate(match.match_date)} />
          <Item label="Kick-off" value={match.kick_off_time} />
          <Item label="Meet-up" value={match.meet_time ?? defaultMeetTime(match.kick_off_time) ?? '-'} />
          <Item label="Type" value={capitalise(match.match_type)} />
          <Item label="Team" value={`${sides.ours} (${match.home_or_away})`} />
          <Item label="Opposition" value={sides.theirs} />
          <Item label="Venue" value={match.venue_name} />
          <Item label="Kit" value={match.colours} />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
