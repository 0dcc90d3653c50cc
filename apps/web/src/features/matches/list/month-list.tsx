import { useEffect, useMemo, useRef, useState } from 'react';
import { ScrollArea, Stack, Tabs, Text } from '@mantine/core';
import type { ListedMatch, Match } from '@touchline/domain';
import { shortMonthLabel } from '../../../widgets/match/match-dates';
import { DateGroup } from './date-group';
import { matchListTexts } from './list-texts';
import { groupByDate, initialMonth, monthsOf, nextMatchOf } from './month-selection';
import { t } from '../../../i18n/i18n';

interface MonthListProps {
  matches: readonly ListedMatch[];
  /** The fixtures (upcoming filter): the first month is chosen first. */
  upcoming: boolean;
  today: string;
  onOpenDetail: (match: Match) => void;
  onOpenTimeline: (match: Match) => void;
}

/**
 * Matches by month: year-month tabs, the chosen month's matches by date, the next match's group badged and scrolled
 * to once.
 */
export function MonthList({ matches, upcoming, today, onOpenDetail, onOpenTimeline }: MonthListProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  const nextGroup = useRef<HTMLDivElement | null>(null);
  const tabStrip = useRef<HTMLDivElement | null>(null);
  const scrolled = useRef(false);

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

  if (matches.length === 0 || !month) return <Text c="dimmed">{matchListTexts.none}</Text>;
  return (
    <Tabs value={month} onChange={(value) => value && setChosen(value)} keepMounted={false}>
      <ScrollArea type="auto" scrollbarSize={6} offsetScrollbars="x" viewportRef={tabStrip}>
        <Tabs.List aria-label={t('Months')} style={{ flexWrap: 'nowrap' }}>
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
                      onOpenDetail={onOpenDetail}
                      onOpenTimeline={onOpenTimeline}
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
