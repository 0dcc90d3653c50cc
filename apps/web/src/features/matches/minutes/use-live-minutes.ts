import { useMemo } from 'react';
import { nextChange, timelineMinutes, type RotationView, type TimelineEvent } from '@touchline/domain';
import { useNow } from '../../../widgets/match/use-now';

/** How often the sub timer and the minutes table look at the clock. */
const TICK_MS = 10_000;

/**
 * The match's minutes as they stand (decision 109), from the lineup's starters and the timeline with this device's
 * waiting events, so they are right without signal; and the sub timer's next change. Ticks every 10 s.
 */
export function useLiveMinutes(view: RotationView | undefined, events: readonly TimelineEvent[] | undefined) {
  const now = useNow(TICK_MS);
  return useMemo(() => {
    if (!view || !events) return null;
    const starting = view.squad.filter((p) => p.role === 'starting').map((p) => p.player_id);
    const sofar = timelineMinutes(starting, events, view.settings.match_minutes, now);
    const proposal = starting.length
      ? nextChange(view.squad, view.settings, sofar, sofar.now, view.max_minutes_per_day, view.keeper)
      : null;
    return { starting, sofar, proposal };
  }, [view, events, now]);
}
