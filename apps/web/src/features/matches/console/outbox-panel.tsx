import { Alert, Button, Stack, Text } from '@mantine/core';
import { describeEvent } from '../../../widgets/match/event-view';
import { consoleTexts } from './console-texts';
import type { OutboxEntry } from './outbox-store';
import { pendingAsTimeline, type PlayerNames } from './pending-events';
import { known } from '../../../i18n/i18n';

/** What an entry is, in the console's words: the event, or a scorer picked, or an Undo. */
function entryLabel(entry: OutboxEntry, names: PlayerNames): string {
  const { event } = entry;
  if (event.type === 'GOAL_PICK') return consoleTexts.pickLabel;
  if (event.type === 'REMOVE') return consoleTexts.undoLabel;
  return describeEvent(pendingAsTimeline({ ...entry, event }, names)).label;
}

interface OutboxPanelProps {
  waiting: readonly OutboxEntry[];
  refused: readonly OutboxEntry[];
  offline: boolean;
  names: PlayerNames;
  onDismiss: (key: string) => void;
}

/** What the device holds for the server: 'n events waiting to send', and each event the server refused, and why. */
export function OutboxPanel({ waiting, refused, offline, names, onDismiss }: OutboxPanelProps) {
  if (waiting.length === 0 && refused.length === 0) return null;
  return (
    <Stack gap="xs">
      {waiting.length > 0 && (
        <Alert color="yellow" role="status" title={consoleTexts.waiting(waiting.length)}>
          {offline ? consoleTexts.offline : null}
        </Alert>
      )}
      {refused.map((entry) => {
        const label = entryLabel(entry, names);
        return (
          <Alert key={entry.key} color="red" role="alert" title={consoleTexts.notRecorded(label)}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{known(entry.refused ?? '')}</Text>
              <Button size="xs" variant="light" color="red" onClick={() => onDismiss(entry.key)}>
                {consoleTexts.dismiss}
              </Button>
            </Stack>
          </Alert>
        );
      })}
    </Stack>
  );
}
