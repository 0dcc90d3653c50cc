import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { t } from '../../i18n/i18n';

interface AvailabilityFormProps {
  notes: string;
  onNotesChange: (notes: string) => void;
  selectedCount: number;
  /** False when no date is selected, or when a user who is not a coach has no player chosen. */
  canSubmit: boolean;
  submitting: boolean;
  onSubmit: () => void;
  onClear: () => void;
}

/** Optional notes, what is selected, and Submit (one POST /availability per selected date). */
export function AvailabilityForm({
  notes,
  onNotesChange,
  selectedCount,
  canSubmit,
  submitting,
  onSubmit,
  onClear,
}: AvailabilityFormProps) {
  return (
    <Stack gap="sm">
      <Textarea
        label={t('Notes (optional)')}
        placeholder={t('e.g. Family holiday')}
        value={notes}
        onChange={(event) => onNotesChange(event.currentTarget.value)}
        maxLength={500}
        rows={3}
        disabled={submitting}
      />
      <Text size="sm" aria-live="polite">
        {selectedCount === 0
          ? t('No dates selected')
          : t('{count, plural, one {# date selected} other {# dates selected}}', { count: selectedCount })}
      </Text>
      <Group gap="sm">
        <Button onClick={onSubmit} disabled={!canSubmit} loading={submitting}>
          {t('Submit')}
        </Button>
        <Button variant="default" onClick={onClear} disabled={selectedCount === 0 || submitting}>
          {t('Clear selection')}
        </Button>
      </Group>
    </Stack>
  );
}
