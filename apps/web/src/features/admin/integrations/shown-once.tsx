import { Button, Group, Stack, Textarea } from '@mantine/core';
import { CopyStatus } from '../../../ui/copy-status';
import { useCopy } from '../../../ui/use-copy';
import { integrationTexts as texts } from './integrations-texts';

/** A key or a secret shown this once: read-only, selected on focus, with Copy and the words that it will not return. */
export function ShownOnce({ label, value }: { label: string; value: string }) {
  const copy = useCopy();
  return (
    <Stack gap="xs">
      {/* Whole, on as many lines as it needs, its underscores clear: someone may have to type it elsewhere. */}
      <Textarea
        label={label}
        value={value}
        readOnly
        rows={2}
        description={texts.shownOnce}
        styles={{ input: { fontFamily: 'monospace', lineHeight: 1.6, wordBreak: 'break-all' } }}
        onFocus={(event) => event.currentTarget.select()}
      />
      <Group gap="xs">
        <Button variant="light" onClick={() => void copy.copy(value)}>
          {texts.copy}
        </Button>
        <CopyStatus state={copy.state} copied={texts.copied} failed={texts.copyFailed} />
      </Group>
    </Stack>
  );
}
