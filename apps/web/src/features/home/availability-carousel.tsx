import '@mantine/carousel/styles.css';
import { useState } from 'react';
import { Carousel } from '@mantine/carousel';
import { Button, Group, Paper, Text, Title } from '@mantine/core';
import type { EmblaCarouselType } from 'embla-carousel';
import { useCoachAvailability } from '../../api/availability';
import { useAnswersOf } from '../../api/fixture-answers';
import { useAvailabilityRecords, useClubPlayers, useCoaches } from '../../api/dashboard';
import { ErrorBanner } from '../../ui/error-banner';
import { LoadingText } from '../../ui/loading-text';
import { todayIso } from '../../widgets/match/match-dates';
import { peopleOn, playersErrorText, teamPlayersOf } from './availability-people';
import type { CarouselEntry } from './availability-slide';
import { AvailabilitySlide } from './availability-slide';
import { dashboardTexts, slidePositionText } from './dashboard-texts';
import { PeopleModal } from './people-modal';
import { t, tc } from '../../i18n/i18n';

interface AvailabilityCarouselProps {
  title: string;
  /** 'Match' gives 'Previous Match' / 'Next Match'; 'Session', 'Previous Session' / 'Next Session'. */
  noun: 'Match' | 'Session';
  everyoneText: string;
  entries: CarouselEntry[] | undefined;
  loading: boolean;
  error: string | null;
  emptyText: string;
  /** The teams shown (null: every team): only their players' records are read. */
  teamIds: ReadonlySet<number> | null;
}

/**
 * A coach's availability overview for upcoming matches or training sessions, one per slide with Previous / Next and
 * 'n of total'. Everyone's records come in two reads for all slides (players of the teams shown from today on, and
 * coaches); the coach list is read only when a people list is opened.
 */
export function AvailabilityCarousel({
  title,
  noun,
  everyoneText,
  entries,
  loading,
  error,
  emptyText,
  teamIds,
}: AvailabilityCarouselProps) {
  const players = useClubPlayers(true, teamIds);
  // A match's slide reads its fixture's answers (decision 106), which already count the 'dates I will miss'.
  const matches = noun === 'Match';
  // The slides are of today on (records before it are never shown): only those records, of the teams shown.
  const [today] = useState(todayIso);
  const records = useAvailabilityRecords(today, teamIds, !matches);
  const coachRecords = useCoachAvailability();
  const [openKey, setOpenKey] = useState<string | null>(null);
  const coaches = useCoaches(openKey !== null);
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [index, setIndex] = useState(0);

  const list = entries ?? [];
  // The answers of the slides shown so far: one read on load, one more per slide moved to.
  const [shown, setShown] = useState<number[]>([]);
  const current = list[index]?.matchId;
  const answerIds = current === undefined || shown.includes(current) ? shown : [...shown, current];
  const answers = useAnswersOf(answerIds);
  const readError =
    error ??
    (records.error || answers.failed ? dashboardTexts.availabilityFailed : null) ??
    (coachRecords.error ? dashboardTexts.coachesFailed : null) ??
    (players.error ? playersErrorText(players.error) : null) ??
    null;
  const busy = loading || players.isPending || (!matches && records.isPending) || coachRecords.isPending;
  /** Who can make it; null while a match's answers are being read. */
  const peopleOf = (entry: CarouselEntry) => {
    const team = teamPlayersOf(players.data, entry.teamId);
    if (!team.ok) return { error: team.error };
    const matchAnswers = entry.matchId === undefined ? undefined : answers.get(entry.matchId)?.players;
    if (entry.matchId !== undefined && !matchAnswers) return null;
    return peopleOn(entry.date, team.players, records.data ?? [], coachRecords.data ?? [], coaches.data, matchAnswers);
  };
  const open = list.find((e) => e.key === openKey);
  const openPeople = open ? peopleOf(open) : null;
  const onSlideChange = (next: number) => {
    setIndex(next);
    const id = list[next]?.matchId;
    if (id !== undefined) setShown((ids) => (ids.includes(id) ? ids : [...ids, id]));
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        {list.length > 0 && !readError && !busy && (
          <Group gap="xs">
            <Button size="compact-sm" variant="default" onClick={() => embla?.scrollPrev()} disabled={index === 0}>
              {matches ? t('Previous Match') : t('Previous Session')}
            </Button>
            <Text size="sm">{slidePositionText(index, list.length)}</Text>
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => embla?.scrollNext()}
              disabled={index >= list.length - 1}
            >
              {matches ? tc('slide', 'Next Match') : tc('slide', 'Next Session')}
            </Button>
          </Group>
        )}
      </Group>
      {readError ? (
        <ErrorBanner message={readError} />
      ) : busy ? (
        <LoadingText />
      ) : list.length === 0 ? (
        <Text c="dimmed">{emptyText}</Text>
      ) : (
        <Carousel
          withControls={false}
          getEmblaApi={setEmbla}
          onSlideChange={onSlideChange}
          slideGap="md"
          emblaOptions={{ align: 'start' }}
          aria-label={matches ? t('Upcoming matches') : t('Upcoming sessions')}
        >
          {list.map((entry) => (
            <Carousel.Slide key={entry.key} aria-label={entry.heading}>
              <AvailabilitySlide
                entry={entry}
                people={peopleOf(entry)}
                counts={entry.matchId === undefined ? undefined : answers.get(entry.matchId)?.counts}
                everyoneText={everyoneText}
                onOpen={() => setOpenKey(entry.key)}
              />
            </Carousel.Slide>
          ))}
        </Carousel>
      )}
      {open && openPeople && !('error' in openPeople) && (
        <PeopleModal
          opened
          title={open.heading}
          people={openPeople}
          coachesLoading={coaches.isPending}
          coachesError={coaches.error ? dashboardTexts.coachesFailed : null}
          everyoneText={everyoneText}
          onClose={() => setOpenKey(null)}
        />
      )}
    </Paper>
  );
}
