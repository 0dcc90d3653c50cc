import { useMemo, useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import type { ListedMatch, Match } from '@touchline/domain';
import { DateGroup } from './date-group';
import { matchListTexts } from './list-texts';
import { resultGroups } from './results';

interface ResultListProps {
  matches: readonly ListedMatch[];
  today: string;
  onOpenDetail: (match: Match) => void;
  onOpenTimeline: (match: Match) => void;
}

/** Match days shown at first (about two months of Saturdays); 'Show earlier results' adds as many again. */
export const RESULT_DAYS_SHOWN = 8;

/**
 * The results: the matches that are over, by date, the newest first, each with its teams (ours first) and score
 * ('our - their' FT, 'No result' for a past match without events).
 */
export function ResultList({ matches, today, onOpenDetail, onOpenTimeline }: ResultListProps) {
  const [shown, setShown] = useState(RESULT_DAYS_SHOWN);
  const groups = useMemo(() => resultGroups(matches, today), [matches, today]);
  if (groups.length === 0)
    return (
      <Stack gap={4}>
        <Text fw={600}>{matchListTexts.noResults}</Text>
        <Text c="dimmed" size="sm">
          {matchListTexts.noResultsHint}
        </Text>
      </Stack>
    );
  return (
    <Stack gap="lg">
      {groups.slice(0, shown).map((group) => (
        <DateGroup
          key={group.date}
          date={group.date}
          matches={group.matches}
          today={today}
          isNext={false}
          onOpenDetail={onOpenDetail}
          onOpenTimeline={onOpenTimeline}
        />
      ))}
      {groups.length > shown && (
        <Button
          variant="default"
          onClick={() => setShown((n) => n + RESULT_DAYS_SHOWN)}
          style={{ alignSelf: 'center' }}
        >
          {matchListTexts.earlier}
        </Button>
      )}
    </Stack>
  );
}
