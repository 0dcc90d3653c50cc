import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { EventType, QuickAction, TimelineEvent } from '@touchline/domain';
import { addEventMinuteRanges, adminStatus, quickActionFor, runningMinute } from '@touchline/domain';
import type { NewEvent } from '../../../api/match-events';
import { phaseEvents } from '../../../widgets/match/event-view';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { consoleTexts } from '../console/console-texts';
import classes from '../console/pitch-side.module.css';
import { liveTexts } from './live-texts';
import { known } from '../../../i18n/i18n';

interface QuickActionsProps {
  /** The match's length: the phase buttons' minutes and the running minute follow it (decision 124). */
  matchMinutes: number;
  /** The timeline with the events waiting on this device; undefined while it loads (no status yet). */
  events: readonly TimelineEvent[] | undefined;
  /**
   * The timeline is being read for the first time: the phase buttons wait. (Re-reads do not disable them: the
   * status comes from the timeline merged with what this device has recorded, so it is current, and a button that
   * turns disabled under a finger loses the tap.)
   */
  busy: boolean;
  /** Records through the console's outbox (decision 108): at once on the device, sent when it can be. */
  onRecord: (event: NewEvent, label: string) => void;
  onAddEvent: (type: EventType) => void;
  onForfeit: () => void;
}

/**
 * The status-driven action (Confirm Lineup → Start Match → … → Record Man of the Match), one-tap 'Goal (us)' and
 * 'Goal (them)' at the current minute while the ball is in play, Forfeit Match and Add Event.
 */
export function QuickActions({ matchMinutes, events, busy, onRecord, onAddEvent, onForfeit }: QuickActionsProps) {
  const phases = events ? phaseEvents(events) : [];
  const status = events ? adminStatus(phases) : null;
  const offer = status ? quickActionFor(status, matchMinutes) : null;
  const inPlay = status === 'FIRST_HALF' || status === 'SECOND_HALF';
  // A phase is a deliberate act (#29 item 6): its button asks, and the same button in the question records it.
  const [asking, setAsking] = useState<QuickAction | null>(null);
  const what = asking ? consoleTexts.phaseWhat[asking.event_type] : undefined;

  function tap(action: QuickAction) {
    if (consoleTexts.phaseWhat[action.event_type]) setAsking(action);
    else post(action);
  }

  function post(action: QuickAction) {
    onRecord(
      { type: 'MATCH_EVENT', body: { event_type: action.event_type, minute: action.minute, notes: action.notes } },
      known(action.label),
    );
  }

  function goal(opposition: boolean) {
    const minute = runningMinute(phases, addEventMinuteRanges(matchMinutes).GOAL, new Date(), matchMinutes);
    onRecord(
      { type: 'GOAL', body: { minute, is_opposition_goal: opposition, scorer_later: true } },
      opposition ? consoleTexts.goalThem : consoleTexts.goalUs,
    );
  }

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {liveTexts.quickActions}
        </Title>
        {inPlay && (
          <Group gap="sm" grow>
            <Button size="lg" onClick={() => goal(false)}>
              {consoleTexts.goalUs}
            </Button>
            <Button size="lg" color="dark" onClick={() => goal(true)}>
              {consoleTexts.goalThem}
            </Button>
          </Group>
        )}
        <Group gap="sm" className={inPlay ? classes.phaseRow : undefined}>
          {offer?.kind === 'events' &&
            offer.actions.map((action) => (
              <Button key={action.event_type} onClick={() => tap(action)} disabled={busy}>
                {known(action.label)}
              </Button>
            ))}
          {offer?.kind === 'events' && offer.forfeit && (
            <Button color="red" variant="outline" onClick={onForfeit} disabled={busy}>
              {liveTexts.forfeitMatch}
            </Button>
          )}
          {offer?.kind === 'manOfTheMatch' && (
            <Button onClick={() => onAddEvent('MAN_OF_THE_MATCH')}>{known(offer.label)}</Button>
          )}
          {offer?.kind === 'forfeited' && (
            <Text fw={700} c="red.8">
              {known(offer.text)}
            </Text>
          )}
          <Button variant="light" onClick={() => onAddEvent('GOAL')}>
            {liveTexts.addEvent}
          </Button>
        </Group>
      </Stack>
      {asking && what && (
        <ConfirmDialog
          opened
          title={consoleTexts.phaseQuestion(known(asking.label))}
          message={what(asking.minute ?? 0)}
          confirmLabel={known(asking.label)}
          cancelLabel={consoleTexts.notNow}
          destructive={false}
          className={classes.pitchSide}
          onConfirm={() => {
            post(asking);
            setAsking(null);
          }}
          onCancel={() => setAsking(null)}
        />
      )}
    </Paper>
  );
}
