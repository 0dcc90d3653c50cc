import { Stack, Title } from '@mantine/core';
import type { ListedMatch, Match } from '@touchline/domain';
import { ErrorBanner } from '../../../ui/error-banner';
import { MatchTimeline } from '../../../widgets/match/match-timeline';
import { Scoreboard } from '../../../widgets/match/scoreboard';
import { useMatchLive } from '../../../widgets/match/use-match-live';
import { liveTexts } from './live-texts';
import { MatchSummary } from './match-summary';
import { known } from '../../../i18n/i18n';

/**
 * One match for viewers: scoreboard, summary and the read-only 'Live Updates' timeline, pushed live (30 s polling as
 * fallback). In youth mode parents and players see the events without a running score (decision 110): the list
 * says so before the score is read, the score itself once it is.
 */
export function LiveMatchView({ match }: { match: Match | ListedMatch }) {
  const { score, timeline } = useMatchLive(match.match_id, { pollTimeline: true });
  const listedHidden = 'state' in match && match.state.our_goals === null;
  const scoreHidden = score.data ? score.data.our_goals === null : listedHidden;
  return (
    <Stack gap="md">
      <Scoreboard
        match={match}
        events={timeline.data}
        score={score.data}
        error={score.isError || timeline.isError}
        scoreHidden={scoreHidden}
      />
      <ErrorBanner message={score.error ? liveTexts.error(known(score.error.message)) : null} />
      <MatchSummary match={match} />
      <Stack gap="xs">
        <Title order={2} size="h3">
          {liveTexts.liveUpdates}
        </Title>
        <MatchTimeline
          matchId={match.match_id}
          events={timeline.data}
          loading={timeline.isPending}
          refreshing={timeline.isFetching && !timeline.isPending}
          error={timeline.error}
          label={liveTexts.liveUpdates}
        />
      </Stack>
    </Stack>
  );
}
