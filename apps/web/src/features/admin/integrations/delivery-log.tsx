import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { DeliveryPage, WebhookDelivery, WebhookDeliveryStatus } from '@touchline/domain';
import { useDeliveries, useRedeliver } from '../../../api/integrations';
import { errorText } from '../../../ui/crud/error-text';
import { shortInstant } from '../../../ui/dates/fixture-dates';
import { ErrorBanner } from '../../../ui/error-banner';
import { LoadState } from '../../../ui/load-state';
import { integrationTexts as texts } from './integrations-texts';

const PAGE = 10;
const colours: Record<WebhookDeliveryStatus, string> = {
  queued: 'gray',
  sending: 'blue',
  delivered: 'teal',
  failed: 'red',
};

/** One delivery: its event, status, attempts, the receiver's last answer and its times; Redeliver when it failed. */
function DeliveryRow({
  delivery,
  onRedeliver,
  busy,
}: {
  delivery: WebhookDelivery;
  onRedeliver: () => void;
  busy: boolean;
}) {
  const when = shortInstant(delivery.created_at);
  return (
    <Paper withBorder p="xs" component="li">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={600} ff="monospace" size="sm">
              {delivery.event}
            </Text>
            <Badge color={colours[delivery.status]} variant="light">
              {texts.status(delivery.status)}
            </Badge>
          </Group>
          <Text size="sm">
            {when} · {texts.attempts(delivery.attempts)}
          </Text>
          {(delivery.last_status !== null || delivery.last_error) && (
            <Text size="sm" c={delivery.last_error ? 'red.9' : undefined} style={{ overflowWrap: 'anywhere' }}>
              {texts.answer(delivery.last_status, delivery.last_error)}
            </Text>
          )}
          {delivery.delivered_at && <Text size="sm">{texts.deliveredAt(shortInstant(delivery.delivered_at))}</Text>}
          {delivery.next_attempt_at && delivery.status === 'queued' && delivery.attempts > 0 && (
            <Text size="sm">{texts.nextAttempt(shortInstant(delivery.next_attempt_at))}</Text>
          )}
        </Stack>
        {delivery.status === 'failed' && (
          <Button
            variant="light"
            size="sm"
            loading={busy}
            aria-label={texts.redeliverOne(delivery.event, when)}
            onClick={onRedeliver}
          >
            {texts.redeliver}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/** One page of the log with Newer and Older, and how many there are in all. */
function LogPage({
  page,
  offset,
  webhookId,
  onOffset,
}: {
  page: DeliveryPage;
  offset: number;
  webhookId: number;
  onOffset: (offset: number) => void;
}) {
  const redeliver = useRedeliver();
  const { deliveries, total } = page;
  if (total === 0) return <Text c="dimmed">{texts.noDeliveries}</Text>;
  return (
    <Stack gap="xs">
      <ErrorBanner message={redeliver.error ? errorText(redeliver.error, texts.failedToSave) : null} />
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {deliveries.map((d) => (
          <DeliveryRow
            key={d.delivery_id}
            delivery={d}
            busy={redeliver.isPending && redeliver.variables.deliveryId === d.delivery_id}
            onRedeliver={() => redeliver.mutate({ id: webhookId, deliveryId: d.delivery_id })}
          />
        ))}
      </Stack>
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" role="status">
          {texts.showing(offset + 1, offset + deliveries.length, total)}
        </Text>
        <Group gap="xs">
          <Button variant="default" disabled={offset === 0} onClick={() => onOffset(Math.max(0, offset - PAGE))}>
            {texts.newer}
          </Button>
          <Button variant="default" disabled={offset + PAGE >= total} onClick={() => onOffset(offset + PAGE)}>
            {texts.older}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

/** A webhook's delivery log, newest first, ten at a time. */
export function DeliveryLog({ webhookId }: { webhookId: number }) {
  const [offset, setOffset] = useState(0);
  const log = useDeliveries(webhookId, { limit: PAGE, offset });
  return (
    <LoadState query={log} loading={texts.loadingLog} failed={texts.logFailed}>
      {(page) => <LogPage page={page} offset={offset} webhookId={webhookId} onOffset={setOffset} />}
    </LoadState>
  );
}
