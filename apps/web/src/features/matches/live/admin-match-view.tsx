import { useState } from 'react';
import { Stack, Title } from '@mantine/core';
import type { EventType, Match } from '@touchline/domain';
import { isAdmin } from '@touchline/domain';
import { useSession } from '../../../session/session-context';
import { ErrorBanner } from '../../../ui/error-banner';
import { MatchTimeline } from '../../../widgets/match/match-timeline';
import { Scoreboard } from '../../../widgets/match/scoreboard';
import { useMatchLive } from '../../../widgets/match/use-match-live';
import { AddEventModal } from './add-event-modal';
import { ForfeitModal } from './forfeit-modal';
import { liveTexts } from './live-texts';
import { MatchSummary } from './match-summary';
import { QuickActions } from './quick-actions';
import { ShareLiveLink } from './share-live-link';

/**
 * Running one match: scoreboard with 'Last updated', summary, 'Share live link' (decision 111), quick actions, Add
 * Event, forfeit and the 'Match Events' timeline (edit and delete for admins). The timeline is not polled here; the
 * live stream and every action refresh it.
 */
export function AdminMatchView({ match }: { match: Match }) {
  const { user } = useSession();
  const { score, timeline } = useMatchLive(match.match_id, { pollTimeline: false });
  const [error, setError] = useState<string | null>(null);
  const [adding, setAdding] = useState<EventType | null>(null);
  const [forfeiting, setForfeiting] = useState(false);
  const lastUpdated = Math.max(score.dataUpdatedAt, timeline.dataUpdatedAt) || null;
  const events = timeline.data;

  return (
    <Stack gap="md">
      <ErrorBanner message={error} onClose={() => setError(null)} />
      <Scoreboard
        match={match}
        events={events}
        score={score.data}
        error={score.isError || timeline.isError}
        lastUpdated={lastUpdated}
      />
      <MatchSummary match={match} />
      <ShareLiveLink matchId={match.match_id} />
      <QuickActions
        matchId={match.match_id}
        events={events}
        busy={timeline.isFetching}
        onError={setError}
        onAddEvent={setAdding}
        onForfeit={() => setForfeiting(true)}
      />
      <Stack gap="xs">
        <Title order={2} size="h3">
          {liveTexts.matchEvents}
        </Title>
        <MatchTimeline
          matchId={match.match_id}
          events={events}
          loading={timeline.isPending}
          refreshing={timeline.isFetching && !timeline.isPending}
          error={timeline.error}
          editable={user !== null && isAdmin(user)}
          label={liveTexts.matchEvents}
        />
      </Stack>
      {adding && (
        <AddEventModal
          matchId={match.match_id}
          initialType={adding}
          events={events ?? []}
          onClose={() => setAdding(null)}
        />
      )}
      {forfeiting && <ForfeitModal match={match} onClose={() => setForfeiting(false)} />}
    </Stack>
  );
}
