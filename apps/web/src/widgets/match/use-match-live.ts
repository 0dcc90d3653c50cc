import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TimelineEvent } from '@touchline/domain';
import { LIVE_REFRESH_MS } from '@touchline/domain';
import { matchEventKeys, useMatchScore, useMatchTimeline } from '../../api/match-events';
import { applyChange, openMatchStream } from '../../api/match-stream';

export interface MatchLiveOptions {
  /**
   * Poll the timeline every 30 s while the stream is down: true for the read-only viewers, false for the admin
   * control (spec: 'For admins it does not auto-refresh'). The stream updates both.
   */
  pollTimeline?: boolean;
}

/**
 * A match's score and timeline kept current: the live stream applies each change to the query caches as it
 * happens; while the stream is down (and until it is up) the spec's 30 s polling runs instead.
 */
export function useMatchLive(matchId: number | null, { pollTimeline = true }: MatchLiveOptions = {}) {
  const client = useQueryClient();
  const [streamingMatch, setStreamingMatch] = useState<number | null>(null);

  useEffect(() => {
    if (matchId === null) return;
    const timelineKey = matchEventKeys.timeline(matchId);
    const scoreKey = matchEventKeys.score(matchId);
    const resync = () => {
      void client.invalidateQueries({ queryKey: timelineKey });
      void client.invalidateQueries({ queryKey: scoreKey });
    };
    let lastSeq: number | null = null;
    const close = openMatchStream(matchId, {
      onOpen: () => {
        lastSeq = null;
        setStreamingMatch(matchId);
        // Whatever happened while we were not connected.
        resync();
      },
      onChange: (message) => {
        const gap = lastSeq !== null && message.seq !== lastSeq + 1;
        lastSeq = message.seq;
        client.setQueryData<TimelineEvent[]>(timelineKey, (events) => (events ? applyChange(events, message) : events));
        if (message.score) client.setQueryData(scoreKey, message.score);
        // A read in flight may have started before this change; read again rather than let it overwrite it.
        if (gap || client.isFetching({ queryKey: timelineKey }) > 0 || client.isFetching({ queryKey: scoreKey }) > 0)
          resync();
      },
      onResync: resync,
      onDown: () => setStreamingMatch((current) => (current === matchId ? null : current)),
    });
    return () => {
      close();
      setStreamingMatch((current) => (current === matchId ? null : current));
    };
  }, [client, matchId]);

  const streaming = matchId !== null && streamingMatch === matchId;
  const interval = streaming ? false : LIVE_REFRESH_MS;
  const score = useMatchScore(matchId, interval);
  const timeline = useMatchTimeline(matchId, pollTimeline ? interval : false);
  return { score, timeline, streaming };
}
