import { Alert, List, Stack, Text } from '@mantine/core';
import { t, tc } from '../../../i18n/i18n';
import type { BulkResult } from './bulk-training';
import { bulkCreatedMessage, readableDate, trainingTexts } from './training-texts';

function Dates({ label, dates }: { label: string; dates: readonly string[] }) {
  return (
    <Stack gap={2}>
      <Text fw={600} size="sm">
        {label}: {dates.length}
      </Text>
      {dates.length > 0 && (
        <List size="sm" spacing={2} aria-label={label}>
          {dates.map((date) => (
            <List.Item key={date}>{readableDate(date)}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/**
 * The bulk dialog's results box: how many sessions were created and skipped, and on which dates; the dates to skip's
 * apart.
 */
export function BulkResults({ result }: { result: BulkResult }) {
  return (
    <Alert color={result.error ? 'orange' : 'green'} variant="light" title={t('Results')} role="status">
      <Stack gap="sm">
        {!result.error && <Text size="sm">{bulkCreatedMessage(result.created.length)}</Text>}
        <Dates label={tc('sessions', 'Created')} dates={result.created} />
        <Dates label={t('Skipped (already scheduled)')} dates={result.skipped} />
        {result.daysOff.length > 0 && <Dates label={trainingTexts.skippedDaysOff} dates={result.daysOff} />}
      </Stack>
    </Alert>
  );
}
