import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Match } from '@touchline/domain';
import { defaultMeetTime } from '@touchline/domain';
import { sidesOf } from '../../../widgets/match/event-view';
import { capitalise, longDate } from '../../../widgets/match/match-dates';
import { t } from '../../../i18n/i18n';
import { venueLabel } from '../venue-label';

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
          {t('Match Summary')}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Item label={t('Date')} value={longDate(match.match_date)} />
          <Item label={t('Kick-off')} value={match.kick_off_time} />
          <Item label={t('Meet-up')} value={match.meet_time ?? defaultMeetTime(match.kick_off_time) ?? '-'} />
          <Item label={t('Type')} value={capitalise(match.match_type)} />
          <Item label={t('Team')} value={`${sides.ours} (${venueLabel(match.home_or_away)})`} />
          <Item label={t('Opposition')} value={sides.theirs} />
          <Item label={t('Venue')} value={match.venue_name} />
          <Item label={t('Kit')} value={match.colours} />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
