import { useCallback, useMemo, useState } from 'react';
import { Button, Collapse, Stack, Title } from '@mantine/core';
import { adminStatus, type EventType, type GoalPlayersBody, type Match } from '@touchline/domain';
import { useEventRights, useMatchPlayers, type NewEvent } from '../../../api/match-events';
import { ErrorBanner } from '../../../ui/error-banner';
import { useIsMobile } from '../../../ui/use-is-mobile';
import { todayIso } from '../../../widgets/match/match-dates';
import { phaseEvents } from '../../../widgets/match/event-view';
import { MatchTimeline } from '../../../widgets/match/match-timeline';
import { Scoreboard } from '../../../widgets/match/scoreboard';
import { useMatchLive } from '../../../widgets/match/use-match-live';
import { consoleTexts } from '../console/console-texts';
import { MedicalPanel } from '../console/medical-panel';
import { OutboxPanel } from '../console/outbox-panel';
import { withPending } from '../console/pending-events';
import { AssistPicker, ScorerPicker } from '../console/scorer-picker';
import { UndoBar, type LastRecorded } from '../console/undo-bar';
import { useEventOutbox } from '../console/use-event-outbox';
import { FestivalPanel } from '../festival/festival-panel';
import { NextMatchButton } from '../festival/next-match-button';
import { MinutesPanel, SubTimerPanel } from '../minutes/fair-minutes';
import { AddEventModal, eventTypeLabels } from './add-event-modal';
import { ForfeitModal } from './forfeit-modal';
import { liveTexts } from './live-texts';
import { MatchSummary } from './match-summary';
import { QuickActions } from './quick-actions';
import { ShareLiveLink } from './share-live-link';
import { known } from '../../../i18n/i18n';

/**
 * Running one match at the pitch side (decision 108): the scoreboard, then the quick actions (one-tap goals, the
 * phase buttons, Add Event), the sub timer (decision 109), what waits to be sent and Undo, then the 'Match Events'
 * timeline (edit and delete for admins and, on the match day, the team's coaches), the minutes table, then the squad's
 * medical information (decision 130) and 'Share live link' for them (decision 111). Every event goes
 * through the device's outbox, so the console works without signal. On a phone the match summary is folded away
 * under 'Match details'. A match of a festival day (#34, `onSwitchMatch` given: the team plays others that day)
 * adds the day's minutes table and, after full time, the button to the day's next match.
 */
export function AdminMatchView({
  match,
  onSwitchMatch,
}: {
  match: Match;
  /** The team's other matches of the day, when it has any: switches the console to one of them. */
  onSwitchMatch?: (matchId: number) => void;
}) {
  const matchId = match.match_id;
  const { score, timeline } = useMatchLive(matchId, { pollTimeline: false });
  const outbox = useEventOutbox(matchId);
  const rights = useEventRights(matchId);
  const players = useMatchPlayers(matchId);
  const isMobile = useIsMobile();
  const [error, setError] = useState<string | null>(null);
  const [adding, setAdding] = useState<EventType | null>(null);
  const [forfeiting, setForfeiting] = useState(false);
  const [last, setLast] = useState<LastRecorded | null>(null);
  const [picking, setPicking] = useState<string | null>(null);
  const [assisting, setAssisting] = useState<{ key: string; scorerId: number } | null>(null);
  const [detailsOpen, setDetailsOpen] = useState(false);

  const names = useMemo(
    () => new Map((players.data ?? []).map((p) => [p.player_id, p.player_name] as const)),
    [players.data],
  );
  const events = withPending(timeline.data, outbox.entries, names);
  const pending = outbox.waiting.length > 0;
  // The server's score while it is as new as the timeline shown; otherwise (events waiting, or a score read before
  // the last event this phone sent, kept from before a reload) the scoreboard counts the goals shown (#29 item 1).
  const serverScore =
    score.data && (pending || score.dataUpdatedAt < timeline.dataUpdatedAt)
      ? { ...score.data, our_goals: null, opposition_goals: null }
      : score.data;
  const lastUpdated = Math.max(score.dataUpdatedAt, timeline.dataUpdatedAt) || null;
  const showError = (e: unknown) => setError(known(e instanceof Error ? e.message : String(e)));

  /** Records what one tap made, in order: Undo then takes back all of it (a change of several pairs, #29 item 5). */
  const recordAll = useCallback(
    (made: readonly NewEvent[], label: string) => {
      setAssisting(null);
      void (async () => {
        const keys: string[] = [];
        for (const event of made) keys.push(await outbox.record(event));
        setLast({ keys, label });
        const [event] = made;
        if (made.length === 1 && event?.type === 'GOAL' && event.body.scorer_later && !event.body.is_opposition_goal)
          setPicking(keys[0] ?? null);
      })().catch(showError);
    },
    [outbox],
  );
  const record = useCallback((event: NewEvent, label: string) => recordAll([event], label), [recordAll]);

  /** The scorer or assist picked after a one-tap goal: through the outbox, like the goal (#29 items 2 and 3). */
  const pick = (key: string, change: GoalPlayersBody) => void outbox.pick(key, change).catch(showError);

  const undoExpired = useCallback(() => {
    setLast(null);
    setAssisting(null);
  }, []);

  function undo(recorded: LastRecorded) {
    setLast(null);
    setAssisting(null);
    void outbox.undo(recorded.keys).catch(showError);
  }

  const summary = <MatchSummary match={match} />;
  return (
    <Stack gap="md">
      <ErrorBanner message={error} onClose={() => setError(null)} />
      <Scoreboard
        match={match}
        events={events}
        score={serverScore}
        error={(score.isError || timeline.isError) && !timeline.data}
        lastUpdated={lastUpdated}
      />
      {!isMobile && summary}
      <QuickActions
        matchMinutes={match.match_minutes}
        events={events}
        busy={timeline.isPending && !pending}
        onRecord={record}
        onAddEvent={setAdding}
        onForfeit={() => setForfeiting(true)}
      />
      {onSwitchMatch && <NextMatchButton matchId={matchId} events={events} onSwitch={onSwitchMatch} />}
      <SubTimerPanel matchId={matchId} events={events} names={names} onRecord={recordAll} />
      <UndoBar last={last} onUndo={undo} onExpire={undoExpired} />
      {assisting && (
        <AssistPicker
          players={players.data ?? []}
          scorerId={assisting.scorerId}
          onAssist={(id) => pick(assisting.key, { assist_player_id: id })}
          onClose={() => setAssisting(null)}
        />
      )}
      <OutboxPanel
        waiting={outbox.waiting}
        refused={outbox.refused}
        offline={outbox.offline}
        names={names}
        onDismiss={(key) => void outbox.dismiss(key)}
      />
      <Stack gap="xs">
        <Title order={2} size="h3">
          {liveTexts.matchEvents}
        </Title>
        <MatchTimeline
          matchId={matchId}
          events={events}
          loading={timeline.isPending && !pending}
          refreshing={timeline.isFetching && !timeline.isPending}
          error={timeline.data ? null : timeline.error}
          editable={rights.data?.can_correct === true}
          matchMinutes={match.match_minutes}
          label={liveTexts.matchEvents}
        />
      </Stack>
      <MinutesPanel matchId={matchId} events={events} />
      {onSwitchMatch && (
        <FestivalPanel matchId={matchId} phase={timeline.data ? adminStatus(phaseEvents(timeline.data)) : null} />
      )}
      {rights.data?.can_correct && match.match_date === todayIso() && <MedicalPanel matchId={matchId} />}
      {rights.data?.can_correct && <ShareLiveLink matchId={matchId} />}
      {isMobile && (
        <Stack gap="xs">
          <Button variant="subtle" onClick={() => setDetailsOpen((o) => !o)} aria-expanded={detailsOpen}>
            {consoleTexts.matchDetails}
          </Button>
          <Collapse expanded={detailsOpen}>{summary}</Collapse>
        </Stack>
      )}
      {adding && (
        <AddEventModal
          matchId={matchId}
          matchMinutes={match.match_minutes}
          initialType={adding}
          events={events ?? []}
          onClose={() => setAdding(null)}
          onRecord={async (event) => {
            const recorded = await outbox.recordNow(event);
            if (recorded.outcome !== 'refused') setLast({ keys: [recorded.key], label: eventTypeLabels[event.type] });
            return recorded;
          }}
        />
      )}
      {forfeiting && <ForfeitModal match={match} onClose={() => setForfeiting(false)} />}
      {picking && (
        <ScorerPicker
          players={players.data ?? []}
          onScorer={(id) => {
            pick(picking, { player_id: id });
            setAssisting({ key: picking, scorerId: id });
          }}
          onClose={() => setPicking(null)}
        />
      )}
    </Stack>
  );
}
