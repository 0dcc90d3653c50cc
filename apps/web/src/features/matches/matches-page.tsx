import type { ReactNode } from 'react';
import { useEffect, useMemo, useState } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';
import type { ListedMatch, Match, ShownTeams } from '@touchline/domain';
import { hasEnded, LIVE_REFRESH_MS, withinShownTeams } from '@touchline/domain';
import { useMatchList } from '../../api/matches';
import { ErrorBanner } from '../../ui/error-banner';
import { LoadingText } from '../../ui/loading-text';
import { todayIso } from '../../widgets/match/match-dates';
import { TeamScopeSwitch } from '../../widgets/team-scope/team-scope-switch';
import { teamScopeTexts } from '../../widgets/team-scope/team-scope-texts';
import { WithTeamScope } from '../../widgets/team-scope/with-team-scope';
import { matchListTexts } from './list/list-texts';
import { MatchDetailModal } from './list/match-detail-modal';
import { MatchTimelineModal } from './list/match-timeline-modal';
import { MonthList } from './list/month-list';
import { ResultList } from './list/result-list';
import { ViewSwitch } from './list/view-switch';

/**
 * season (/matches): the current season's matches by month; fixtures (/matches/fixtures, /fixtures): what is to come;
 * results (/matches/results): the matches that are over, newest first. Fixtures and results start on the person's
 * own teams (decision 127).
 */
export type MatchesView = 'season' | 'fixtures' | 'results';

interface MatchesPageProps {
  view: MatchesView;
  title: string;
}

/** While a match of today is not over, the list is read again every 30 s (the scoreboard's refresh). */
const followToday = (today: string) => (matches: readonly ListedMatch[] | undefined) =>
  matches?.some((m) => m.match_date === today && !hasEnded(m.state.phase)) ? LIVE_REFRESH_MS : false;

/** 'My teams' / 'All teams', and whose teams 'My teams' shows: 'Showing Lions and Tigers'. */
function ScopeLine({ scope }: { scope: ShownTeams }) {
  if (!scope.canChoose) return null;
  return (
    <Group gap="sm">
      <TeamScopeSwitch scope={scope} />
      {scope.choice === 'mine' && (
        <Text size="sm" c="dimmed">
          {teamScopeTexts.showing(scope.mine.map((t) => t.team_name))}
        </Text>
      )}
    </Group>
  );
}

/** The matches of the teams in scope (one filtering per list read or choice). */
function InScope({
  scope,
  matches,
  render,
}: {
  scope: ShownTeams;
  matches: readonly ListedMatch[];
  render: (shown: readonly ListedMatch[]) => ReactNode;
}) {
  const shown = useMemo(() => withinShownTeams(scope, matches), [scope, matches]);
  return render(shown);
}

/**
 * The match lists. Each match comes with its state (phase and score from its events), so a row needs no request of
 * its own; while a match of today is not over the list is read again every 30 seconds (decision 69). Fixtures &
 * Results: two views one tap apart, each listing the person's own teams first ('My teams': their children's and those
 * they coach), every team one choice away; a member with no team sees every team.
 */
export function MatchesPage({ view, title }: MatchesPageProps) {
  const [today] = useState(todayIso);
  const list = useMatchList(view === 'fixtures' ? 'upcoming' : 'current-season', followToday(today));
  const [detail, setDetail] = useState<Match | null>(null);
  const [timelineOf, setTimelineOf] = useState<Match | null>(null);

  useEffect(() => {
    if (list.isError) console.error(matchListTexts.failed);
  }, [list.isError]);

  const listOf = (shown: readonly ListedMatch[]) =>
    view === 'results' ? (
      <ResultList matches={shown} today={today} onOpenDetail={setDetail} onOpenTimeline={setTimelineOf} />
    ) : (
      <MonthList
        matches={shown}
        upcoming={view === 'fixtures'}
        today={today}
        onOpenDetail={setDetail}
        onOpenTimeline={setTimelineOf}
      />
    );
  // Read here, not only in `content`: the query re-renders this page for the fields read while rendering it, and
  // `content` may first run later, inside WithTeamScope.
  const { isPending, data } = list;
  const content = (scope: ShownTeams | null) => {
    if (isPending) return <LoadingText />;
    // A list that could not be read says so rather than 'No matches found', which would read as if there were none.
    if (!data) return <ErrorBanner message={matchListTexts.failed} />;
    if (!scope) return listOf(data);
    return <InScope scope={scope} matches={data} render={listOf} />;
  };

  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      {view !== 'season' && <ViewSwitch view={view} />}
      {view === 'season' ? (
        content(null)
      ) : (
        <WithTeamScope kind="family">
          {(scope) => (
            <Stack gap="md">
              <ScopeLine scope={scope} />
              {content(scope)}
            </Stack>
          )}
        </WithTeamScope>
      )}
      <MatchDetailModal match={detail} today={today} onClose={() => setDetail(null)} />
      <MatchTimelineModal match={timelineOf} onClose={() => setTimelineOf(null)} />
    </Stack>
  );
}
