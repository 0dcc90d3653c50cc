import { Badge, Box, Group, Paper, Stack, Text } from '@mantine/core';
import type { ForfeitLike, MatchScore, TimelineEvent, TimelineEventOf } from '@touchline/domain';
import {
  adminStatus,
  clockText,
  computeScore,
  countGoals,
  displayedMinute,
  matchPhase,
  scoreboardLabel,
  youthModeTexts,
} from '@touchline/domain';
import { goalScorer, isGoal, isOppositionGoal, phaseEvents, sidesOf } from './event-view';
import { timeOfDay } from './match-dates';
import { useNow } from './use-now';
import { known, t, tc } from '../../i18n/i18n';

interface ScoreboardProps {
  /** A match, or what a live link tells of one (no team record), with its length: the clock runs on it. */
  match: Parameters<typeof sidesOf>[0] & { match_minutes: number };
  events: readonly TimelineEvent[] | undefined;
  score: MatchScore | undefined;
  /** The score or timeline could not be read: 'Error' and question marks. */
  error: boolean;
  /** Admin control: the time of the last successful read. */
  lastUpdated?: number | null;
  /**
   * Youth mode hides the score from this viewer (decision 110): no goals and no scorers per side, and a line that
   * says why; the timeline still shows the events.
   */
  scoreHidden?: boolean;
}

const CLOCK_TICK_MS = 15_000;
const labelColour = { 'Pre-match': 'gray', LIVE: 'red', HT: 'orange', FT: 'dark', Error: 'red' } as const;

/** A scoreboard label or clock word (the domain's English, which also picks its colour) in the language in use. */
function labelText(label: keyof typeof labelColour): string {
  switch (label) {
    case 'Pre-match':
      return t('Pre-match');
    case 'LIVE':
      return t('LIVE');
    case 'HT':
      return t('HT');
    case 'FT':
      return t('FT');
    case 'Error':
      return t('Error');
  }
}

function forfeitOf(events: readonly TimelineEvent[]): ForfeitLike | null {
  const forfeit = events.find((e) => e.type === 'MATCH_EVENT' && e.event_type === 'FORFEIT');
  const team = forfeit?.type === 'MATCH_EVENT' ? forfeit.data.forfeiting_team : null;
  return team === 'home' || team === 'away' ? { forfeiting_team: team } : null;
}

function Scorers({ goals, label }: { goals: readonly TimelineEventOf<'GOAL'>[]; label: string }) {
  if (goals.length === 0) return null;
  return (
    <Box component="ul" aria-label={label} m={0} p={0} style={{ listStyle: 'none' }}>
      {goals.map((goal) => (
        <Text component="li" key={goal.data.id} size="sm">
          {goalScorer(goal)}
          {goal.minute !== null ? ` ${goal.minute}'` : ''}
        </Text>
      ))}
    </Box>
  );
}

/**
 * Label (Pre-match / LIVE / HT / FT), clock, home and away with the score and scorers per side. The home side is the
 * club team when home_or_away is Home. A forfeited match is over: shown as FT with the 3-0. In youth mode, for parents
 * and players, 'vs' stands where the score would be.
 */
export function Scoreboard({ match, events, score, error, lastUpdated, scoreHidden = false }: ScoreboardProps) {
  const list = events ?? [];
  const phases = phaseEvents(list);
  const phase = adminStatus(phases) === 'FORFEITED' ? 'FINISHED' : matchPhase(phases);
  const running = phase === 'FIRST_HALF' || phase === 'SECOND_HALF';
  const now = useNow(CLOCK_TICK_MS, running);
  const sides = sidesOf(match);
  const shown = score && score.our_goals !== null && score.opposition_goals !== null ? score : undefined;
  const goals =
    shown ??
    computeScore(
      countGoals(list.map((e) => ({ type: e.type, is_opposition_goal: isOppositionGoal(e) }))),
      match.home_or_away,
      forfeitOf(list),
    );
  const [homeGoals, awayGoals] = sides.oursHome
    ? [goals.our_goals, goals.opposition_goals]
    : [goals.opposition_goals, goals.our_goals];
  const ourScorers = list.filter(isGoal).filter((e) => !isOppositionGoal(e));
  const theirScorers = list.filter(isOppositionGoal);
  const label = error ? 'Error' : scoreboardLabel(phase);
  const clock = clockText(phase, displayedMinute(phases, now, match.match_minutes));

  return (
    <Paper withBorder radius="md" p="md" role="region" aria-label={t('Scoreboard')}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Badge color={labelColour[label]} size="lg" variant={label === 'LIVE' ? 'filled' : 'light'}>
            {labelText(label)}
          </Badge>
          {!error && (
            <Text fw={700} size="lg">
              {clock === 'FT' || clock === 'HT' ? labelText(clock) : clock}
            </Text>
          )}
        </Group>
        <Box
          style={{
            display: 'grid',
            gridTemplateColumns: '1fr auto 1fr',
            gap: 'var(--mantine-spacing-sm)',
            alignItems: 'start',
          }}
        >
          <Stack gap={4} align="center" ta="center">
            <Text fw={700}>{sides.home}</Text>
            <Text size="xs" c="dimmed">
              {tc('venue', 'Home')}
            </Text>
            {!error && !scoreHidden && (
              <Scorers goals={sides.oursHome ? ourScorers : theirScorers} label={t('Home scorers')} />
            )}
          </Stack>
          <Text fw={800} fz={36} lh={1.1} style={{ whiteSpace: 'nowrap' }}>
            {error ? '? - ?' : scoreHidden ? t('vs') : `${homeGoals} - ${awayGoals}`}
          </Text>
          <Stack gap={4} align="center" ta="center">
            <Text fw={700}>{sides.away}</Text>
            <Text size="xs" c="dimmed">
              {tc('venue', 'Away')}
            </Text>
            {!error && !scoreHidden && (
              <Scorers goals={sides.oursHome ? theirScorers : ourScorers} label={t('Away scorers')} />
            )}
          </Stack>
        </Box>
        {(scoreHidden || score?.youth_mode) && (
          <Text size="sm" c="dimmed" ta="center">
            {known(scoreHidden ? youthModeTexts.hidden : youthModeTexts.coachNote)}
          </Text>
        )}
        {lastUpdated ? (
          <Text size="xs" c="dimmed" ta="center">
            {t('Last updated {time}', { time: timeOfDay(lastUpdated) })}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
