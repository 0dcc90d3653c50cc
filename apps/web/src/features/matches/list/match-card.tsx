import { useId, useState } from 'react';
import { ActionIcon, Badge, Card, Collapse, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ListedMatch, Match } from '@touchline/domain';
import { defaultMeetTime, isFixtureOn } from '@touchline/domain';
import { sidesOf } from '../../../widgets/match/event-view';
import { capitalise } from '../../../widgets/match/match-dates';
import { FixtureStatusBadge } from '../../../widgets/match/fixture-status-badge';
import { MatchResult } from './match-result';
import { t } from '../../../i18n/i18n';
import { venueLabel } from '../venue-label';

interface MatchCardProps {
  match: ListedMatch;
  today: string;
  onOpenDetail: (match: Match) => void;
  onOpenTimeline: (match: Match) => void;
}

function Chevron({ open }: { open: boolean }) {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden
      style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
    >
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}

/**
 * One match: teams, our team first like the score 'our - their' (the Home/Away badge says where; decision 67),
 * opening the detail popup, result or kick-off, and an expandable part with meet-up, venue, kit and team.
 */
export function MatchCard({ match, today, onOpenDetail, onOpenTimeline }: MatchCardProps) {
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const sides = sidesOf(match);
  const meet = match.meet_time ?? defaultMeetTime(match.kick_off_time) ?? '-';
  return (
    <Card
      withBorder
      padding="sm"
      radius="md"
      component="article"
      aria-label={t('{home} vs {away}', { home: sides.ours, away: sides.theirs })}
    >
      <Group wrap="nowrap" gap="sm" align="center">
        <UnstyledButton onClick={() => onOpenDetail(match)} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600}>{t('{home} vs {away}', { home: sides.ours, away: sides.theirs })}</Text>
          <Group gap={6} mt={2}>
            <Badge size="xs" variant="light" color={sides.oursHome ? 'teal' : 'gray'}>
              {venueLabel(match.home_or_away)}
            </Badge>
            <Text size="xs" c="dimmed">
              {capitalise(match.match_type)}
            </Text>
            <FixtureStatusBadge match={match} />
          </Group>
          {!isFixtureOn(match) && match.status_reason && (
            <Text size="xs" c="red.9">
              {match.status_reason}
            </Text>
          )}
        </UnstyledButton>
        <MatchResult match={match} today={today} onOpenTimeline={() => onOpenTimeline(match)} />
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('More details')}
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={() => setExpanded((v) => !v)}
        >
          <Chevron open={expanded} />
        </ActionIcon>
      </Group>
      <Collapse expanded={expanded} id={detailsId}>
        <Stack gap="xs" pt="sm">
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <Detail label={t('Meet-up')} value={meet} />
            <Detail label={t('Venue')} value={match.venue_name} />
            <Detail label={t('Kit')} value={match.colours} />
            <Detail label={t('Team')} value={sides.ours} />
          </SimpleGrid>
        </Stack>
      </Collapse>
    </Card>
  );
}
