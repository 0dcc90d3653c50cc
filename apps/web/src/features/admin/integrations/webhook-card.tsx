import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { Webhook } from '@touchline/domain';
import { useTestWebhook, useUpdateWebhook } from '../../../api/integrations';
import { errorText } from '../../../ui/crud/error-text';
import { ErrorBanner } from '../../../ui/error-banner';
import { SuccessBanner } from '../../../ui/success-banner';
import { DeliveryLog } from './delivery-log';
import { integrationTexts as texts } from './integrations-texts';

/**
 * One webhook: its address, events and state; the delivery log, a test event, off and on, and Delete (confirmed by
 * the section). Each button names the webhook's address to a screen reader.
 */
export function WebhookCard({ hook, onRemove }: { hook: Webhook; onRemove: (hook: Webhook) => void }) {
  const [showLog, setShowLog] = useState(false);
  const [said, setSaid] = useState<string | null>(null);
  const update = useUpdateWebhook();
  const test = useTestWebhook();
  const problem = update.error ?? test.error;
  const named = (action: string) => texts.named(action, hook.url);
  return (
    <Paper withBorder p="sm" component="li">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {hook.url}
          </Text>
          <Badge color={hook.active ? 'teal' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
            {hook.active ? texts.on : texts.off}
          </Badge>
        </Group>
        <Group gap={6}>
          {hook.events.map((event) => (
            <Badge key={event} variant="outline" tt="none">
              {event}
            </Badge>
          ))}
        </Group>
        {hook.failed > 0 && (
          <Text size="sm" c="red.9">
            {texts.failedCount(hook.failed)}
          </Text>
        )}
        <SuccessBanner message={said} onClose={() => setSaid(null)} />
        <ErrorBanner message={problem ? errorText(problem, texts.failedToSave) : null} />
        <Group gap="xs">
          <Button
            variant="light"
            aria-expanded={showLog}
            aria-label={named(showLog ? texts.hideLog : texts.showLog)}
            onClick={() => setShowLog(!showLog)}
          >
            {showLog ? texts.hideLog : texts.showLog}
          </Button>
          <Button
            variant="light"
            disabled={!hook.active}
            loading={test.isPending}
            aria-label={named(texts.sendTest)}
            onClick={() =>
              test.mutate(hook.webhook_id, {
                onSuccess: () => {
                  setSaid(texts.testQueued);
                  setShowLog(true);
                },
              })
            }
          >
            {texts.sendTest}
          </Button>
          <Button
            variant="default"
            loading={update.isPending}
            aria-label={named(hook.active ? texts.turnOff : texts.turnOn)}
            onClick={() =>
              update.mutate({
                id: hook.webhook_id,
                body: { url: hook.url, events: hook.events, active: !hook.active },
              })
            }
          >
            {hook.active ? texts.turnOff : texts.turnOn}
          </Button>
          <Button variant="subtle" color="red" aria-label={texts.removeHook(hook.url)} onClick={() => onRemove(hook)}>
            {texts.remove}
          </Button>
        </Group>
        {showLog && <DeliveryLog webhookId={hook.webhook_id} />}
      </Stack>
    </Paper>
  );
}
