import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { EventType, QuickAction, TimelineEvent } from '@touchline/domain';
import { adminStatus, quickActionFor } from '@touchline/domain';
import { useRecordEvent } from '../../../api/match-events';
import { phaseEvents } from '../../../widgets/match/event-view';
import { liveTexts } from './live-texts';

interface QuickActionsProps {
  matchId: number;
  /** The timeline; undefined while it loads (no status yet). */
  events: readonly TimelineEvent[] | undefined;
  /** The timeline is being re-read: the status may be about to change, so the phase buttons wait. */
  busy: boolean;
  onError: (message: string) => void;
  onAddEvent: (type: EventType) => void;
  onForfeit: () => void;
}

/**
 * The status-driven action (Confirm Lineup → Start Match → … → Record Man of the Match), Forfeit Match and Add Event.
 */
export function QuickActions({ matchId, events, busy, onError, onAddEvent, onForfeit }: QuickActionsProps) {
  const record = useRecordEvent(matchId);
  const [posting, setPosting] = useState<string | null>(null);
  const offer = events ? quickActionFor(adminStatus(phaseEvents(events))) : null;
  const waiting = busy || record.isPending;

  async function post(action: QuickAction) {
    setPosting(action.event_type);
    try {
      await record.mutateAsync({
        type: 'MATCH_EVENT',
        body: { event_type: action.event_type, minute: action.minute, notes: action.notes },
      });
    } catch (error) {
      onError(error instanceof Error ? error.message : String(error));
    } finally {
      setPosting(null);
    }
  }

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {liveTexts.quickActions}
        </Title>
        <Group gap="sm">
          {offer?.kind === 'events' &&
            offer.actions.map((action) => (
              <Button
                key={action.event_type}
                onClick={() => void post(action)}
                loading={posting === action.event_type}
                disabled={waiting && posting !== action.event_type}
              >
                {action.label}
              </Button>
            ))}
          {offer?.kind === 'events' && offer.forfeit && (
            <Button color="red" variant="outline" onClick={onForfeit} disabled={waiting}>
              {liveTexts.forfeitMatch}
            </Button>
          )}
          {offer?.kind === 'manOfTheMatch' && (
            <Button onClick={() => onAddEvent('MAN_OF_THE_MATCH')}>{offer.label}</Button>
          )}
          {offer?.kind === 'forfeited' && (
            <Text fw={700} c="red.8">
              {offer.text}
            </Text>
          )}
          <Button variant="light" onClick={() => onAddEvent('GOAL')}>
            {liveTexts.addEvent}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
