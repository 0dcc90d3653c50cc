import { useState } from 'react';
import { Alert, Button, NativeSelect, Stack, Text, Title } from '@mantine/core';
import type { OutboxStatus } from '@touchline/domain';
import { outboxStatuses } from '@touchline/domain';
import { useOutbox, useRetryEmail } from '../../api/account';
import { useFeatures } from '../../api/account-links';
import { errorText } from '../../ui/crud/error-text';
import { ErrorBanner } from '../../ui/error-banner';
import { LoadingText } from '../../ui/loading-text';
import { ShowOlder } from '../../ui/show-older';
import { useIsMobile } from '../../ui/use-is-mobile';
import { OutboxList } from './outbox/outbox-list';
import { outboxTexts, statusLabels } from './outbox/outbox-texts';
import { TestEmailForm } from './outbox/test-email-form';

type Filter = OutboxStatus | 'all';

/**
 * /admin/outbox (admin): the latest emails, newest first, with their status; a failed one can be tried again. A test
 * email shows whether the mail server takes Touchline's emails.
 */
export function AdminOutboxPage() {
  const isMobile = useIsMobile();
  const [filter, setFilter] = useState<Filter>('all');
  const outbox = useOutbox(filter === 'all' ? undefined : filter);
  const features = useFeatures();
  const retry = useRetryEmail();
  const [error, setError] = useState<string | null>(null);

  async function retryEmail(id: number) {
    setError(null);
    try {
      await retry.mutateAsync(id);
    } catch (failure) {
      setError(errorText(failure, outboxTexts.retryFailed));
    }
  }

  let body;
  if (outbox.isPending) body = <LoadingText text={outboxTexts.loading} />;
  else if (outbox.isError || outbox.data === undefined) {
    body = (
      <Alert color="red" variant="light" role="alert" title={outboxTexts.failed}>
        <Button variant="light" color="red" size="xs" onClick={() => void outbox.refetch()}>
          {outboxTexts.retry}
        </Button>
      </Alert>
    );
  } else if (outbox.data.length === 0) {
    body = <Text c="dimmed">{filter === 'all' ? outboxTexts.empty : outboxTexts.emptyFiltered}</Text>;
  } else {
    body = (
      <>
        <OutboxList
          entries={outbox.data}
          cards={isMobile}
          retrying={retry.isPending ? (retry.variables ?? null) : null}
          onRetry={(id) => void retryEmail(id)}
        />
        <ShowOlder list={outbox} label={outboxTexts.showOlder} />
      </>
    );
  }

  return (
    <Stack>
      <Title order={1}>{outboxTexts.title}</Title>
      <Text>{outboxTexts.intro}</Text>
      {features.data?.email === false && (
        <Alert color="yellow" variant="light">
          {outboxTexts.notConfigured}
        </Alert>
      )}
      <TestEmailForm />
      <NativeSelect
        label={outboxTexts.status}
        value={filter}
        onChange={(event) => setFilter(event.currentTarget.value as Filter)}
        data={[
          { value: 'all', label: outboxTexts.all },
          ...outboxStatuses.map((status) => ({ value: status, label: statusLabels[status] })),
        ]}
        maw={240}
      />
      <ErrorBanner message={error} onClose={() => setError(null)} />
      {body}
    </Stack>
  );
}
