import { SimpleGrid, Stack } from '@mantine/core';
import type { ShownTeams, User } from '@touchline/domain';
import { isFixtureOn, withinShownTeams } from '@touchline/domain';
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
import { TeamScopeSwitch } from '../../widgets/team-scope/team-scope-switch';
import { WithTeamScope } from '../../widgets/team-scope/with-team-scope';
import { t, tc } from '../../i18n/i18n';

/** Home or Away, as the venue is called in the language in use. */
const sideText = (side: 'Home' | 'Away') => (side === 'Home' ? tc('venue', 'Home') : tc('venue', 'Away'));

/** Every team that has players (one read of the club's players), for 'All teams'. */
function ClubTeamStatistics() {
  const players = useClubPlayers();
  if (players.isPending) return <LoadingText text={t('Loading player statistics...')} />;
  return <TeamStatisticsTable teams={teamsOfPlayers(players.data)} />;
}

/** The statistics table of the teams shown: the coach's own by name, without reading the club's players. */
function TeamStatistics({ scope }: { scope: ShownTeams }) {
  return scope.teamIds === null ? <ClubTeamStatistics /> : <TeamStatisticsTable teams={scope.mine} />;
}

/**
 * The Coach view of the teams the coach coaches (decision 127; every team for an admin who coaches none, 'All teams'
 * a choice for an admin or the head of coaching): the next training and match, quick actions, availability carousels
 * for upcoming matches and training sessions, and the team player statistics table. What is below the fold loads
 * once scrolled to. The quick actions lead only to pages `user` may open. A coach with no team sees the next step.
 */
export function CoachDashboard({ user }: { user: User }) {
  return <WithTeamScope kind="coach">{(scope) => <TeamDashboard user={user} scope={scope} />}</WithTeamScope>;
}

function TeamDashboard({ user, scope }: { user: User; scope: ShownTeams }) {
  // The server answers the teams shown only (a club of 100 teams: a few kB, not every team's season).
  const upcoming = useMatchList('upcoming', undefined, scope.teamIds);
  const trainings = useUpcomingTrainings(true, scope.teamIds);
  // Postponed and cancelled fixtures are never next, nor asked about (decision 115).
  const onFixtures = upcoming.data && withinShownTeams(scope, upcoming.data.filter(isFixtureOn));
  const sessions = trainings.data && withinShownTeams(scope, trainings.data);
  const match = onFixtures?.[0] ?? null;
  const team = useTeam(match?.team_id ?? null);

  const matchEntries: CarouselEntry[] | undefined = onFixtures?.map((m) => ({
    key: `m${m.match_id}`,
    date: m.match_date,
    teamId: m.team_id,
    heading: t('{team} vs {opposition}', { team: m.team_name, opposition: m.opposition_name }),
    details: `${longDate(m.match_date)}, ${m.kick_off_time}, ${m.venue_name} (${sideText(m.home_or_away)})`,
    matchId: m.match_id,
  }));
  const trainingEntries: CarouselEntry[] | undefined = sessions?.map((s) => ({
    key: `t${s.training_id}`,
    date: s.date,
    teamId: s.team_id,
    heading: t('{team} training', { team: s.team_name }),
    details: `${longDate(s.date)}, ${s.start_time}–${s.end_time}, ${s.venue}`,
  }));

  return (
    <Stack gap="md">
      <TeamScopeSwitch scope={scope} />
      <NextTrainingBanner training={sessions?.[0]} match={match} />
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
      <LoadWhenSeen minHeight={220} label={t('Match availability')}>
        <AvailabilityCarousel
          title={t('Match Availability')}
          noun="Match"
          everyoneText={dashboardTexts.everyoneAvailable}
          entries={matchEntries}
          loading={upcoming.isPending}
          error={upcoming.isError ? dashboardTexts.upcomingMatchesFailed : null}
          emptyText={dashboardTexts.noUpcomingMatches}
          teamIds={scope.teamIds}
        />
      </LoadWhenSeen>
      <LoadWhenSeen minHeight={220} label={t('Training availability')}>
        <AvailabilityCarousel
          title={t('Training Availability')}
          noun="Session"
          everyoneText={dashboardTexts.everyoneAvailableTraining}
          entries={trainingEntries}
          loading={trainings.isPending}
          error={trainings.error?.message ?? null}
          emptyText={dashboardTexts.noUpcomingTraining}
          teamIds={scope.teamIds}
        />
      </LoadWhenSeen>
      <LoadWhenSeen minHeight={320} label={t('Player statistics')}>
        <TeamStatistics scope={scope} />
      </LoadWhenSeen>
    </Stack>
  );
}
