import { LIVE_REFRESH_MS } from '@touchline/domain';
import { useMatchTimeline } from '../../../api/match-events';
import { MatchTimeline } from '../../../widgets/match/match-timeline';

/** A match's timeline for viewers: read-only, refreshing on its own every 30 s while shown. */
export function ReadOnlyTimeline({ matchId }: { matchId: number }) {
  const timeline = useMatchTimeline(matchId, LIVE_REFRESH_MS);
  return (
    <MatchTimeline
      matchId={matchId}
      events={timeline.data}
      loading={timeline.isPending}
      refreshing={timeline.isFetching && !timeline.isPending}
      error={timeline.error}
    />
  );
}
