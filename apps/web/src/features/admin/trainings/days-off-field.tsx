import { Box, Button, Group, Input, Stack, TextInput } from '@mantine/core';
import { useId } from 'react';
import type { DaysOff } from './bulk-training';
import { daysOffLabel, trainingTexts } from './training-texts';

interface DaysOffFieldProps {
  value: readonly DaysOff[];
  disabled: boolean;
  onChange: (daysOff: DaysOff[]) => void;
}

/**
 * Bulk create's dates to skip (#30): any number of stretches (a school holiday, a bank holiday), each a first day and
 * an optional last day. No session is made on them; the results list them apart.
 */
export function DaysOffField({ value, disabled, onChange }: DaysOffFieldProps) {
  const headingId = useId();
  const hintId = useId();
  const change = (index: number, patch: Partial<DaysOff>) =>
    onChange(value.map((range, i) => (i === index ? { ...range, ...patch } : range)));
  return (
    <Stack gap={6} role="group" aria-labelledby={headingId} aria-describedby={hintId}>
      <Box>
        <Input.Label id={headingId} labelElement="div">
          {trainingTexts.daysOff}
        </Input.Label>
        <Input.Description id={hintId}>{trainingTexts.daysOffHint}</Input.Description>
      </Box>
      {value.map((range, index) => (
        <Group
          // The stretches have no id of their own and are only ever added at the end or removed.
          key={index}
          role="group"
          aria-label={daysOffLabel(index + 1)}
          gap="xs"
          align="flex-end"
          // On a phone the two dates take the row, and Remove goes under them.
          wrap="wrap"
        >
          <TextInput
            label={trainingTexts.daysOffFirst}
            type="date"
            value={range.first}
            disabled={disabled}
            onChange={(event) => change(index, { first: event.currentTarget.value })}
            style={{ flex: '1 1 130px' }}
          />
          <TextInput
            label={trainingTexts.daysOffLast}
            type="date"
            value={range.last}
            disabled={disabled}
            onChange={(event) => change(index, { last: event.currentTarget.value })}
            style={{ flex: '1 1 130px' }}
          />
          <Button
            variant="subtle"
            color="gray"
            disabled={disabled}
            onClick={() => onChange(value.filter((_, i) => i !== index))}
          >
            {trainingTexts.removeDaysOff}
          </Button>
        </Group>
      ))}
      <Button
        variant="subtle"
        size="compact-sm"
        disabled={disabled}
        onClick={() => onChange([...value, { first: '', last: '' }])}
        style={{ alignSelf: 'flex-start' }}
      >
        {trainingTexts.addDaysOff}
      </Button>
    </Stack>
  );
}
