import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Anchor, Badge, Button, Divider, Group, Modal, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Match } from '@touchline/domain';
import { defaultMeetTime, mapsSearchUrl, youthModeTexts } from '@touchline/domain';
import { downloadMatchCalendar } from '../../../api/downloads';
import { useMatchScore } from '../../../api/match-events';
import { sidesOf } from '../../../widgets/match/event-view';
import { capitalise, longDate } from '../../../widgets/match/match-dates';

import { ReadOnlyTimeline } from './read-only-timeline';
import { useReturnFocus } from '../../../ui/use-return-focus';
import { known, t } from '../../../i18n/i18n';

export const detailTexts = {
  get finalResult() {
    return t('Final Result');
  },
  get loadingResult() {
    return t('Loading match result...');
  },
  get noResult() {
    return t('No match result available');
  },
  get viewTimeline() {
    return t('View Match Timeline');
  },
  get matchInformation() {
    return t('Match Information');
  },
  get venueInformation() {
    return t('Venue Information');
  },
  get viewOnMap() {
    return t('View on Map');
  },
  get addToCalendar() {
    return t('Add to calendar');
  },
};

interface MatchDetailModalProps {
  match: Match | null;
  today: string;
  onClose: () => void;
}

function FinalResult({ match }: { match: Match }) {
  const score = useMatchScore(match.match_id);
  const [showTimeline, setShowTimeline] = useState(false);
  const sides = sidesOf(match);
  let body;
  if (score.isPending) body = <Text role="status">{detailTexts.loadingResult}</Text>;
  else if (score.isError || !score.data.has_events) body = <Text c="dimmed">{detailTexts.noResult}</Text>;
  else if (score.data.our_goals === null || score.data.opposition_goals === null)
    body = <Text c="dimmed">{known(youthModeTexts.hidden)}</Text>;
  else {
    const { our_goals: ours, opposition_goals: theirs } = score.data;
    const rows: [string, number][] = sides.oursHome
      ? [
          [sides.home, ours],
          [sides.away, theirs],
        ]
      : [
          [sides.home, theirs],
          [sides.away, ours],
        ];
    body = (
      <Stack gap={4}>
        {rows.map(([name, goals], i) => (
          <Group key={i} justify="space-between" wrap="nowrap">
            <Text fw={600}>{name}</Text>
            <Text fw={800} fz="xl">
              {goals}
            </Text>
          </Group>
        ))}
      </Stack>
    );
  }
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <Title order={3} size="h4">
          {detailTexts.finalResult}
        </Title>
        {body}
        {score.data?.has_events && (
          <Button
            variant="light"
            size="xs"
            w="fit-content"
            aria-expanded={showTimeline}
            onClick={() => setShowTimeline((v) => !v)}
          >
            {detailTexts.viewTimeline}
          </Button>
        )}
        {showTimeline && <ReadOnlyTimeline matchId={match.match_id} />}
      </Stack>
    </Paper>
  );
}

/** 'Add to calendar': downloads the match as a one-event .ics file that calendar apps open. */
function AddToCalendarButton({ matchId }: { matchId: number }) {
  const download = useMutation({ mutationFn: () => downloadMatchCalendar(matchId) });
  return (
    <>
      <Button variant="light" loading={download.isPending} onClick={() => download.mutate()}>
        {detailTexts.addToCalendar}
      </Button>
      {download.isError && (
        <Text c="red.8" size="sm" role="alert" w="100%" ta="right">
          {known(download.error.message)}
        </Text>
      )}
    </>
  );
}

function Info({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text>{value}</Text>
    </div>
  );
}

/**
 * The match detail popup: type, long date, the Final Result of a past match, Match Information (Where, Meet-up,
 * Kick-off, Kit) and Venue Information with a maps link; 'Add to calendar' downloads the match as an .ics event.
 */
export function MatchDetailModal({ match, today, onClose }: MatchDetailModalProps) {
  const sides = match ? sidesOf(match) : null;
  useReturnFocus(match !== null);
  return (
    <Modal
      returnFocus={false}
      opened={match !== null}
      onClose={onClose}
      title={sides ? t('{home} vs {away}', { home: sides.ours, away: sides.theirs }) : ''}
      centered
      size="lg"
      withCloseButton={false}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {match && (
        <Stack gap="md">
          <Group gap="sm">
            <Badge variant="light" tt="none" size="lg">
              {capitalise(match.match_type)}
            </Badge>
            <Text>{longDate(match.match_date)}</Text>
          </Group>
          {match.match_date < today && <FinalResult match={match} />}
          <Stack gap="xs">
            <Title order={3} size="h4">
              {detailTexts.matchInformation}
            </Title>
            <SimpleGrid cols={2} spacing="sm">
              <Info label={t('Where')} value={match.venue_name} />
              <Info label={t('Meet-up')} value={match.meet_time ?? defaultMeetTime(match.kick_off_time) ?? '-'} />
              <Info label={t('Kick-off')} value={match.kick_off_time} />
              <Info label={t('Kit')} value={match.colours} />
            </SimpleGrid>
          </Stack>
          <Divider />
          <Stack gap={4}>
            <Title order={3} size="h4">
              {detailTexts.venueInformation}
            </Title>
            <Text fw={600}>{match.venue_name}</Text>
            <Anchor href={mapsSearchUrl(match.venue_address)} target="_blank" rel="noopener">
              {match.venue_address}
            </Anchor>
          </Stack>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('Close')}
            </Button>
            <AddToCalendarButton key={match.match_id} matchId={match.match_id} />
            <Button component="a" href={mapsSearchUrl(match.venue_address)} target="_blank" rel="noopener">
              {detailTexts.viewOnMap}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
