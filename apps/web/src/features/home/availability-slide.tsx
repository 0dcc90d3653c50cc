import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../paths';
import type { AnswerCounts } from '@touchline/domain';
import type { PeopleOnDate, Person } from './availability-people';
import { dashboardTexts } from './dashboard-texts';
import { t } from '../../i18n/i18n';

/** 'Unavailable: Ava Zed, Coach Dan', or nothing for nobody. */
function NamedPeople({ label, people }: { label: string; people: readonly Person[] }) {
  if (people.length === 0) return null;
  return (
    <Text size="sm">
      <Text span fw={600}>
        {label}
      </Text>{' '}
      {people.map((p) => p.name).join(', ')}
    </Text>
  );
}

export interface CarouselEntry {
  key: string;
  date: string;
  teamId: number;
  /** 'Riverside U14 Eagles vs Hilltop Rovers' or 'Riverside U14 Eagles training'. */
  heading: string;
  /** Date, time and venue. */
  details: string;
  /** Matches get the lineup shortcut. */
  matchId?: number;
}

interface AvailabilitySlideProps {
  entry: CarouselEntry;
  /** The people, the reason they cannot be listed ('No players found for the team', …), or null while loading. */
  people: PeopleOnDate | { error: string } | null;
  everyoneText: string;
  onOpen: () => void;
  /** A match's answers to its availability request, once read (decision 106). */
  counts?: AnswerCounts | undefined;
}

/**
 * One match or session of a coach's availability carousel: who cannot make it, the people list and the lineup shortcut.
 */
export function AvailabilitySlide({ entry, people, everyoneText, onOpen, counts }: AvailabilitySlideProps) {
  const players = people === null || 'error' in people ? null : people;
  const playersAvailable = players?.available.filter((p) => p.role === 'Player').length ?? 0;
  const playersTotal = players
    ? playersAvailable + players.unavailable.filter((p) => p.role === 'Player').length + players.undecided.length
    : 0;
  return (
    <Paper withBorder radius="md" p="sm" h="100%">
      <Stack gap={6}>
        <div>
          <Text fw={700}>{entry.heading}</Text>
          <Text size="sm" c="dimmed">
            {entry.details}
          </Text>
        </div>
        {/* A match's answers are read when its slide is first shown: until then nothing is said about them. */}
        {people === null ? null : 'error' in people ? (
          <Text size="sm" c="red.8">
            {people.error}
          </Text>
        ) : (
          <>
            <Text size="sm">
              {t('{available} of {total} players available', {
                available: String(playersAvailable),
                total: String(playersTotal),
              })}
            </Text>
            {people.unavailable.length === 0 && people.undecided.length === 0 && (
              <Text size="sm" c="teal.9" fw={600}>
                {everyoneText}
              </Text>
            )}
            <NamedPeople label={dashboardTexts.unavailableLabel} people={people.unavailable} />
            <NamedPeople label={dashboardTexts.undecidedLabel} people={people.undecided} />
          </>
        )}
        {counts && (
          <Text size="sm">
            {t('Answers: {available} available, {maybe} maybe, {notAvailable} not available, {noAnswer} no answer', {
              available: String(counts.available),
              maybe: String(counts.maybe),
              notAvailable: String(counts.not_available),
              noAnswer: String(counts.no_answer),
            })}
          </Text>
        )}
        <Group gap="xs" mt={4}>
          <Button size="compact-sm" variant="light" onClick={onOpen} disabled={players === null}>
            {t('View availability')}
          </Button>
          {entry.matchId !== undefined && (
            <>
              <Button size="compact-sm" variant="default" component={Link} to={paths.adminMatchLineup(entry.matchId)}>
                {t('Edit Lineup')}
              </Button>
              <Button size="compact-sm" variant="default" component={Link} to={paths.matchAnswers(entry.matchId)}>
                {t('Answers and reminders')}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
