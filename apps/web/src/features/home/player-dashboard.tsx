import { SimpleGrid, Stack } from '@mantine/core';
import { AVAILABILITY_LIST_LIMIT, isFixtureOn } from '@touchline/domain';
import { useMatchAvailability, useTrainingAvailability } from '../../api/availability';
import { useTeam, useUpcomingTrainings } from '../../api/dashboard';
import { useMatchList } from '../../api/matches';
import { PlayerStatisticsTile } from '../../widgets/statistics/player-statistics-tile';
import type { AvailabilityRow } from './availability-table';
import { AvailabilityTable } from './availability-table';
import { LoadWhenSeen } from './load-when-seen';
import { NextMatchTile } from './next-match-tile';
import { NextTrainingBanner } from './next-training-banner';
import type { TargetsView } from './season-targets-tile';
import { SeasonTargetsTile } from './season-targets-tile';
import { t } from '../../i18n/i18n';

export interface PlayerDashboardProps {
  playerId: number;
  playerName: string;
  /** The player's team name, for the badge when nothing is scheduled. */
  teamName: string;
  view: TargetsView;
  /** The player's own account of an under-16: their parent or carer answers match requests (decision 106). */
  parentsAnswer?: boolean;
}

/**
 * The Player view (and, per child, the Parent view): the team's next training and match, the next four matches and
 * training sessions with Available / Not Available, then (loaded once scrolled to) statistics and season targets.
 * The team's next match and session are the first of the player's own lists (those hold only their team's dates),
 * so no extra read is needed to learn the team.
 */
export function PlayerDashboard({ playerId, playerName, teamName, view, parentsAnswer = false }: PlayerDashboardProps) {
  const upcoming = useMatchList('upcoming');
  const trainings = useUpcomingTrainings();
  const matchList = useMatchAvailability(playerId, AVAILABILITY_LIST_LIMIT);
  const trainingList = useTrainingAvailability(playerId, AVAILABILITY_LIST_LIMIT);

  // The next match is the first of the player's that is on: a postponed or cancelled one is never next (decision 115).
  const nextMatchId = matchList.data?.find(isFixtureOn)?.match_id;
  const match = nextMatchId === undefined ? null : (upcoming.data?.find((m) => m.match_id === nextMatchId) ?? null);
  const team = useTeam(match?.team_id ?? null);
  const nextTrainingId = trainingList.data?.[0]?.training_id;
  const training = nextTrainingId === undefined ? null : trainings.data?.find((t) => t.training_id === nextTrainingId);
  const ourName = team.isError ? '' : (team.data?.team_name ?? match?.team_name ?? teamName);

  const matchRows: AvailabilityRow[] | undefined = matchList.data?.map((m) => ({
    key: `m${m.match_id}`,
    date: m.match_date,
    detail: m.opponent,
    available: m.available,
    availability_id: m.availability_id,
    fixture: { matchId: m.match_id, answer: m.answer, deadline: m.deadline, status: m.status, byFamily: parentsAnswer },
  }));
  const trainingRows: AvailabilityRow[] | undefined = trainingList.data?.map((t) => ({
    key: `t${t.training_id}`,
    date: t.training_date,
    detail: t.venue,
    available: t.available,
    availability_id: t.availability_id,
  }));

  return (
    <Stack gap="md">
      <NextTrainingBanner training={training} match={match} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <NextMatchTile
          match={match}
          loading={upcoming.isPending || matchList.isPending}
          failed={upcoming.isError || matchList.isError}
          onRetry={() => {
            void upcoming.refetch();
            void matchList.refetch();
          }}
          teamName={ourName}
        />
        <Stack gap="md">
          <AvailabilityTable
            title={t('Match Availability')}
            detailLabel={t('Opponent')}
            playerId={playerId}
            rows={matchRows}
            loading={matchList.isPending}
            error={matchList.error}
          />
          <AvailabilityTable
            title={t('Training Availability')}
            detailLabel={t('Venue')}
            playerId={playerId}
            rows={trainingRows}
            loading={trainingList.isPending}
            error={trainingList.error}
          />
        </Stack>
      </SimpleGrid>
      <LoadWhenSeen minHeight={260} label={t('Statistics and season targets')}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <PlayerStatisticsTile playerId={playerId} />
          <SeasonTargetsTile playerId={playerId} playerName={playerName} view={view} />
        </SimpleGrid>
      </LoadWhenSeen>
    </Stack>
  );
}
