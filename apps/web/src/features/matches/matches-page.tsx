import { useEffect, useMemo, useRef, useState } from 'react';
import { ScrollArea, Stack, Tabs, Text, Title } from '@mantine/core';
import type { ListedMatch, Match } from '@touchline/domain';
import { hasEnded, LIVE_REFRESH_MS } from '@touchline/domain';
import { useMatchList } from '../../api/matches';
import { ErrorBanner } from '../../ui/error-banner';
import { LoadingText } from '../../ui/loading-text';
import { monthLabel, shortMonthLabel, todayIso } from '../../widgets/match/match-dates';
import { DateGroup } from './list/date-group';
import { MatchDetailModal } from './list/match-detail-modal';
import { MatchTimelineModal } from './list/match-timeline-modal';
import { groupByDate, initialMonth, monthsOf, nextMatchOf } from './list/month-selection';

interface MatchesPageProps {
  /** /matches/fixtures and /fixtures: upcoming matches; /matches: the current season. */
  upcoming: boolean;
  title: string;
}

export const matchListTexts = {
  failed: 'Failed to get matches',
  none: 'No matches found',
  noneInMonth: (month: string) => `No matches found for ${monthLabel(month)}`,
} as const;

/** While a match of today is not over, the list is read again every 30 s (the scoreboard's refresh). */
const followToday = (today: string) => (matches: readonly ListedMatch[] | undefined) =>
  matches?.some((m) => m.match_date === today && !hasEnded(m.state.phase)) ? LIVE_REFRESH_MS : false;

/**
 * The match list: year-month tabs, the chosen month's matches by date, the next match's group badged and scrolled
 * to. Each match comes with its state (phase and score from its events), so a row needs no request of its own;
 * while a match of today is not over the list is read again every 30 seconds (decision 69).
 */
export function MatchesPage({ upcoming, title }: MatchesPageProps) {
  const [today] = useState(todayIso);
  const list = useMatchList(upcoming ? 'upcoming' : 'current-season', followToday(today));
  const [chosen, setChosen] = useState<string | null>(null);
  const [detail, setDetail] = useState<Match | null>(null);
  const [timelineOf, setTimelineOf] = useState<Match | null>(null);
  const nextGroup = useRef<HTMLDivElement | null>(null);
  const tabStrip = useRef<HTMLDivElement | null>(null);
  const scrolled = useRef(false);

  useEffect(() => {
    if (list.isError) console.error(matchListTexts.failed);
  }, [list.isError]);

  const matches = useMemo(() => list.data ?? [], [list.data]);
  const months = useMemo(() => monthsOf(matches), [matches]);
  const month = chosen !== null && months.includes(chosen) ? chosen : initialMonth(matches, upcoming, today);
  const groups = useMemo(() => (month ? groupByDate(matches, month) : []), [matches, month]);
  const next = useMemo(() => nextMatchOf(matches, today), [matches, today]);

  useEffect(() => {
    if (scrolled.current || !nextGroup.current) return;
    scrolled.current = true;
    nextGroup.current.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [groups]);

  // On narrow screens the tabs scroll sideways: keep the chosen month in view (without moving the page).
  useEffect(() => {
    const strip = tabStrip.current;
    const active = strip?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (
      strip &&
      active &&
      (active.offsetLeft < strip.scrollLeft ||
        active.offsetLeft + active.offsetWidth > strip.scrollLeft + strip.clientWidth)
    ) {
      strip.scrollLeft = active.offsetLeft - (strip.clientWidth - active.offsetWidth) / 2;
    }
  }, [month]);

  let content;
  if (list.isPending) content = <LoadingText />;
  // A list that could not be read says so rather than 'No matches found', which would read as if there were none.
  else if (!list.data) content = <ErrorBanner message={matchListTexts.failed} />;
  else if (matches.length === 0 || !month) content = <Text c="dimmed">{matchListTexts.none}</Text>;
  else {
    content = (
      <Tabs value={month} onChange={(value) => value && setChosen(value)} keepMounted={false}>
        <ScrollArea type="auto" scrollbarSize={6} offsetScrollbars="x" viewportRef={tabStrip}>
          <Tabs.List aria-label="Months" style={{ flexWrap: 'nowrap' }}>
            {months.map((m) => (
              <Tabs.Tab key={m} value={m} style={{ whiteSpace: 'nowrap' }}>
                {shortMonthLabel(m)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </ScrollArea>
        {months.map((m) => (
          <Tabs.Panel key={m} value={m} pt="md">
            {m === month &&
              (groups.length === 0 ? (
                <Text c="dimmed">{matchListTexts.noneInMonth(m)}</Text>
              ) : (
                <Stack gap="lg">
                  {groups.map((group) => {
                    const isNext = next !== null && group.date === next.match_date;
                    return (
                      <DateGroup
                        key={group.date}
                        date={group.date}
                        matches={group.matches}
                        today={today}
                        isNext={isNext}
                        sectionRef={isNext ? nextGroup : undefined}
                        onOpenDetail={setDetail}
                        onOpenTimeline={setTimelineOf}
                      />
                    );
                  })}
                </Stack>
              ))}
          </Tabs.Panel>
        ))}
      </Tabs>
    );
  }

  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      {content}
      <MatchDetailModal match={detail} today={today} onClose={() => setDetail(null)} />
      <MatchTimelineModal match={timelineOf} onClose={() => setTimelineOf(null)} />
    </Stack>
  );
}
