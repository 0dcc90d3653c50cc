import type { Ref } from 'react';
import { useId } from 'react';
import { Badge, Group, Stack, Title } from '@mantine/core';
import type { ListedMatch, Match } from '@touchline/domain';
import { longDate } from '../../../widgets/match/match-dates';
import { MatchCard } from './match-card';
import { t } from '../../../i18n/i18n';

interface DateGroupProps {
  date: string;
  matches: ListedMatch[];
  today: string;
  /** The group of the next match: badge 'Next Match', and the page scrolls to it. */
  isNext: boolean;
  sectionRef?: Ref<HTMLDivElement>;
  onOpenDetail: (match: Match) => void;
  onOpenTimeline: (match: Match) => void;
}

/** The matches of one date under its long en-GB date. */
export function DateGroup({ date, matches, today, isNext, sectionRef, onOpenDetail, onOpenTimeline }: DateGroupProps) {
  const headingId = useId();
  return (
    // The fixed header is 60 px high: keep the heading clear of it when scrolled to.
    <Stack component="section" gap="xs" aria-labelledby={headingId} ref={sectionRef} style={{ scrollMarginTop: 76 }}>
      <Group gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {longDate(date)}
        </Title>
        {isNext && (
          <Badge color="teal" variant="filled">
            {t('Next Match')}
          </Badge>
        )}
      </Group>
      {matches.map((match) => (
        <MatchCard
          key={match.match_id}
          match={match}
          today={today}
          onOpenDetail={onOpenDetail}
          onOpenTimeline={onOpenTimeline}
        />
      ))}
    </Stack>
  );
}
