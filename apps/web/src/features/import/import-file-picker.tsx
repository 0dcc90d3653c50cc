import type { DragEvent } from 'react';
import { useId, useState } from 'react';
import { Box, Stack, Text } from '@mantine/core';
import { importTexts } from './import-texts';

interface ImportFilePickerProps {
  onFile: (file: File) => void;
  disabled: boolean;
}

/** A file input with its visible label, in a zone a file can also be dropped on. */
export function ImportFilePicker({ onFile, disabled }: ImportFilePickerProps) {
  const inputId = useId();
  const [over, setOver] = useState(false);
  const dragging = (event: DragEvent, isOver: boolean) => {
    event.preventDefault();
    if (!disabled) setOver(isOver);
  };
  return (
    <Box
      p="md"
      style={{
        border: `2px dashed var(--mantine-color-${over ? 'blue-6' : 'gray-5'})`,
        borderRadius: 'var(--mantine-radius-md)',
        background: over ? 'var(--mantine-color-blue-0)' : undefined,
      }}
      onDragEnter={(event) => dragging(event, true)}
      onDragOver={(event) => dragging(event, true)}
      onDragLeave={(event) => dragging(event, false)}
      onDrop={(event) => {
        dragging(event, false);
        const file = event.dataTransfer.files[0];
        if (file && !disabled) onFile(file);
      }}
    >
      <Stack gap={6}>
        <Text component="label" htmlFor={inputId} fw={600} size="sm">
          {importTexts.fileLabel}
        </Text>
        <input
          id={inputId}
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          disabled={disabled}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            // Emptied, so choosing the same file again (once corrected) reads it again.
            event.currentTarget.value = '';
            if (file) onFile(file);
          }}
        />
        <Text size="sm" c="dimmed">
          {importTexts.dropHere}
        </Text>
      </Stack>
    </Box>
  );
}
