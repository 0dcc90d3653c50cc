import { Alert, Stack, Text } from '@mantine/core';
import { t } from '../../../i18n/i18n';
import type { GenerationResult } from './generate-matches';
import { createdSummary, skippedSummary } from './match-texts';

/** What the generator did: created and skipped counts, each with its dates. */
export function GeneratorResults({ result }: { result: GenerationResult }) {
  return (
    <Alert color={result.failedDate ? 'yellow' : 'green'} variant="light" role="status" title={t('Generation results')}>
      <Stack gap={6}>
        <Text size="sm">
          {createdSummary(result.created.length)}
          {result.created.length > 0 && `: ${result.created.join(', ')}`}
        </Text>
        <Text size="sm">
          {skippedSummary(result.skipped.length)}
          {result.skipped.length > 0 && `: ${result.skipped.join(', ')}`}
        </Text>
      </Stack>
    </Alert>
  );
}
