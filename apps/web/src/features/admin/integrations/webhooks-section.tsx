import { useState } from 'react';
import { Button, Stack, Text, Title } from '@mantine/core';
import type { Webhook } from '@touchline/domain';
import { useRemoveWebhook, useWebhooks } from '../../../api/integrations';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { errorText } from '../../../ui/crud/error-text';
import { ErrorBanner } from '../../../ui/error-banner';
import { LoadState } from '../../../ui/load-state';
import { useConfirm } from '../../../ui/use-confirm';
import { AddWebhookDialog } from './add-webhook-dialog';
import { integrationTexts as texts } from './integrations-texts';
import { WebhookCard } from './webhook-card';

/** The webhooks: a card each, 'Add webhook', Delete with a confirmation. */
export function WebhooksSection() {
  const hooks = useWebhooks();
  const remove = useRemoveWebhook();
  const [adding, setAdding] = useState(false);
  const confirm = useConfirm(
    (hook: Webhook) => texts.confirmRemove(hook.url),
    (hook: Webhook) => remove.mutateAsync(hook.webhook_id).catch(() => undefined),
  );
  return (
    <Stack component="section" gap="sm" aria-labelledby="webhooks-title">
      <Title order={2} size="h3" id="webhooks-title">
        {texts.hooksTitle}
      </Title>
      <Text size="sm">{texts.hooksIntro}</Text>
      <Button w="fit-content" onClick={() => setAdding(true)}>
        {texts.addWebhook}
      </Button>
      <ErrorBanner message={remove.error ? errorText(remove.error, texts.failedToSave) : null} />
      <LoadState query={hooks} loading={texts.loadingHooks} failed={texts.hooksFailed} empty={texts.noHooks}>
        {(list) => (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {list.map((hook) => (
              <WebhookCard key={hook.webhook_id} hook={hook} onRemove={confirm.ask} />
            ))}
          </Stack>
        )}
      </LoadState>
      <AddWebhookDialog opened={adding} onClose={() => setAdding(false)} />
      <ConfirmDialog {...confirm.dialogProps} />
    </Stack>
  );
}
