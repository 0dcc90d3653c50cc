import { useEffect } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { UNDO_SECONDS } from '@touchline/domain';
import { consoleTexts } from './console-texts';

/** What one tap recorded: one event, or several made together (a change of two pairs), undone together. */
export interface LastRecorded {
  keys: string[];
  label: string;
}

/** '<event> recorded' with Undo, for the 30 seconds its recorder may take it back (decision 108). */
export function UndoBar({
  last,
  onUndo,
  onExpire,
}: {
  last: LastRecorded | null;
  onUndo: (last: LastRecorded) => void;
  onExpire: () => void;
}) {
  useEffect(() => {
    if (!last) return;
    // A little inside the server's window, so an Undo tapped at the last moment still arrives in time.
    const timer = window.setTimeout(onExpire, (UNDO_SECONDS - 2) * 1000);
    return () => window.clearTimeout(timer);
  }, [last, onExpire]);
  if (!last) return null;
  return (
    <Paper withBorder radius="md" p="xs" bg="gray.0" role="status">
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" fw={600}>
          {consoleTexts.recorded(last.label)}
        </Text>
        <Button size="sm" variant="outline" onClick={() => onUndo(last)}>
          {consoleTexts.undo}
        </Button>
      </Group>
    </Paper>
  );
}
