import { SimpleGrid, Stack } from '@mantine/core';
import type { User } from '@touchline/domain';
import { isFixtureOn } from '@touchline/domain';
import { useClubPlayers, useTeam, useUpcomingTrainings } from '../../api/dashboard';
import { useMatchList } from '../../api/matches';
import { LoadingText } from '../../ui/loading-text';
import { longDate } from '../../widgets/match/match-dates';
import { TeamStatisticsTable } from '../../widgets/statistics/team-statistics-table';
import { AvailabilityCarousel } from './availability-carousel';
import type { CarouselEntry } from './availability-slide';
import { dashboardTexts } from './dashboard-texts';
import { LoadWhenSeen } from './load-when-seen';
import { teamsOfPlayers } from './teams-of-players';
import { NextMatchTile } from './next-match-tile';
import { NextTrainingBanner } from './next-training-banner';
import { coachQuickActions, QuickActions } from './quick-actions';

function TeamStatistics() {
  const players = useClubPlayers();
  if (players.isPending) return <LoadingText text="Loading player statistics..." />;
  return <TeamStatisticsTable teams={teamsOfPlayers(players.data)} />;
}

/**
 * The Coach view: the club's next training and match, quick actions, availability carousels for upcoming matches
 * and training sessions, and the team player statistics table. What is below the fold loads once scrolled to.
 * The quick actions lead only to pages `user` may open.
 */
export function CoachDashboard({ user }: { user: User }) {
  const upcoming = useMatchList('upcoming');
  const trainings = useUpcomingTrainings();
  // Postponed and cancelled fixtures are never next, nor asked about (decision 115).
  const onFixtures = upcoming.data?.filter(isFixtureOn);
  const match = onFixtures?.[0] ?? null;
  const team = useTeam(match?.team_id ?? null);

  const matchEntries: CarouselEntry[] | undefined = onFixtures?.map((m) => ({
    key: `m${m.match_id}`,
    date: m.match_date,
    teamId: m.team_id,
    heading: `${m.team_name} vs ${m.opposition_name}`,
    details: `${longDate(m.match_date)}, ${m.kick_off_time}, ${m.venue_name} (${m.home_or_away})`,
    matchId: m.match_id,
  }));
  const trainingEntries: CarouselEntry[] | undefined = trainings.data?.map((t) => ({
    key: `t${t.training_id}`,
    date: t.date,
    teamId: t.team_id,
    heading: `${t.team_name} training`,
    details: `${longDate(t.date)}, ${t.start_time}–${t.end_time}, ${t.venue}`,
  }));

  return (
    <Stack gap="md">
      <NextTrainingBanner training={trainings.data?.[0]} match={match} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <NextMatchTile
          match={match}
          loading={upcoming.isPending}
          failed={upcoming.isError}
          onRetry={() => void upcoming.refetch()}
          teamName={team.isError ? '' : (team.data?.team_name ?? match?.team_name)}
        />
        <QuickActions actions={coachQuickActions(user)} />
      </SimpleGrid>
      <LoadWhenSeen minHeight={220} label="Match availability">
        <AvailabilityCarousel
          title="Match Availability"
          noun="Match"
          everyoneText={dashboardTexts.everyoneAvailable}
          entries={matchEntries}
          loading={upcoming.isPending}
          error={upcoming.isError ? dashboardTexts.upcomingMatchesFailed : null}
          emptyText={dashboardTexts.noUpcomingMatches}
        />
      </LoadWhenSeen>
      <LoadWhenSeen minHeight={220} label="Training availability">
        <AvailabilityCarousel
          title="Training Availability"
          noun="Session"
          everyoneText={dashboardTexts.everyoneAvailableTraining}
          entries={trainingEntries}
          loading={trainings.isPending}
          error={trainings.error?.message ?? null}
          emptyText={dashboardTexts.noUpcomingTraining}
        />
      </LoadWhenSeen>
      <LoadWhenSeen minHeight={320} label="Player statistics">
        <TeamStatistics />
      </LoadWhenSeen>
    </Stack>
  );
}
