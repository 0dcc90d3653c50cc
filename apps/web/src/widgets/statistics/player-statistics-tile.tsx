import { useState } from 'react';
import { Paper, SimpleGrid, Text, Title, UnstyledButton } from '@mantine/core';
import type { PlayerStatisticsView } from '@touchline/domain';
import { minutesShare, youthModeTexts } from '@touchline/domain';
import { HttpError } from '../../api/http';
import { usePlayerStatistics } from '../../api/statistics';
import { ErrorBanner } from '../../ui/error-banner';
import { LoadingText } from '../../ui/loading-text';
import { StatDetailModal } from './stat-detail-modal';
import type { StatFigure } from './statistics-texts';
import { statisticsTexts, statLabels } from './statistics-texts';
import { known, t } from '../../i18n/i18n';

/** A figure youth mode hides (decision 110) is null: it is left out, and a line under the others says why. */
const figures: { figure: StatFigure; value: (s: PlayerStatisticsView) => number | null }[] = [
  { figure: 'games_started', value: (s) => s.games_started },
  { figure: 'goals', value: (s) => s.goals },
  { figure: 'sub_starts', value: (s) => s.substitution_starts },
  { figure: 'yellow_cards', value: (s) => s.yellow_cards },
  { figure: 'red_cards', value: (s) => s.red_cards },
  { figure: 'matches_missed', value: (s) => s.matches_missed },
  { figure: 'training_missed', value: (s) => s.training_missed },
  { figure: 'minutes_played', value: (s) => s.minutes_played },
];

const seasonText = (season: string) => (/season/i.test(season) ? season : t('Season {season}', { season }));

function Figures({ stats, onOpen }: { stats: PlayerStatisticsView; onOpen: (figure: StatFigure) => void }) {
  const shown = figures.filter(({ value }) => value(stats) !== null);
  return (
    <>
      <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs" verticalSpacing="xs">
        {/* Each figure is named by its text, '4 Games started', so the name holds what is on screen (WCAG 2.5.3). */}
        {shown.map(({ figure, value }) => (
          <UnstyledButton
            key={figure}
            onClick={() => onOpen(figure)}
            p="xs"
            style={{
              border: '1px solid var(--mantine-color-gray-3)',
              borderRadius: 'var(--mantine-radius-sm)',
              textAlign: 'center',
            }}
          >
            <Text fw={700} size="xl" lh={1.2}>
              {value(stats)}
            </Text>
            <Text size="xs" c="dimmed">
              {statLabels[figure]}
            </Text>
            {figure === 'minutes_played' && stats.available_minutes > 0 && (
              <Text size="xs" c="dimmed">
                {t('{share}% of available', {
                  share: String(minutesShare(stats.minutes_played, stats.available_minutes)),
                })}
              </Text>
            )}
          </UnstyledButton>
        ))}
      </SimpleGrid>
      {shown.length < figures.length && (
        <Text size="sm" c="dimmed" mt="xs">
          {known(youthModeTexts.goalsHidden)}
        </Text>
      )}
    </>
  );
}

/** Spec §2 statistics tile: the player's season figures; each one opens the matches or sessions behind it. */
export function PlayerStatisticsTile({ playerId }: { playerId: number | null }) {
  const stats = usePlayerStatistics(playerId);
  const [open, setOpen] = useState<StatFigure | null>(null);
  const notFound = stats.error instanceof HttpError && stats.error.status === 404;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('Statistics')}>
      <Title order={2} size="h4" mb="xs">
        {t('Statistics')}
      </Title>
      {stats.data && (
        <Text size="xs" c="dimmed" mb="xs">
          {seasonText(stats.data.season)}
        </Text>
      )}
      {playerId === null ? (
        <Text c="dimmed">{statisticsTexts.noPlayerData}</Text>
      ) : notFound ? (
        <Text c="dimmed">{statisticsTexts.noPlayerStatistics}</Text>
      ) : stats.error ? (
        <ErrorBanner message={stats.error.message} />
      ) : stats.isPending ? (
        <LoadingText />
      ) : (
        <Figures stats={stats.data} onOpen={setOpen} />
      )}
      {playerId !== null && stats.data && (
        <StatDetailModal
          playerId={playerId}
          playerName={stats.data.player_short_name ?? stats.data.player_name}
          figure={open}
          onClose={() => setOpen(null)}
        />
      )}
    </Paper>
  );
}
