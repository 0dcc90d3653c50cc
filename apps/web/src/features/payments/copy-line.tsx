import { Button, Group, Stack, Text } from '@mantine/core';
import { CopyStatus } from '../../ui/copy-status';
import { useCopy } from '../../ui/use-copy';
import { paymentsTexts as texts } from './payments-texts';

interface CopyLineProps {
  label: string;
  value: string;
  /** The button's accessible name, e.g. 'Copy sort code' (its text is 'Copy', or this name when `large`). */
  copyLabel: string;
  /** The reference: large, so it can be read out and typed without a mistake. */
  large?: boolean;
}

/** One bank detail (or the reference) with its own Copy button and how the copy went. */
export function CopyLine({ label, value, copyLabel, large = false }: CopyLineProps) {
  const { state, copy } = useCopy();
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Group gap="sm" wrap="nowrap" justify="space-between">
        <Text ff="monospace" fw={large ? 700 : 500} fz={large ? 28 : 'lg'} style={{ wordBreak: 'break-all' }}>
          {value}
        </Text>
        <Button variant="light" aria-label={copyLabel} onClick={() => void copy(value)} style={{ flexShrink: 0 }}>
          {large ? copyLabel : texts.copyShort}
        </Button>
      </Group>
      <CopyStatus state={state} copied={texts.copied} failed={texts.copyFailed} />
    </Stack>
  );
}
