import { useState } from 'react';
import { Checkbox, Stack, TextInput } from '@mantine/core';
import { webhookBody, webhookEvents, type WebhookEvent } from '@touchline/domain';
import { useCreateWebhook } from '../../../api/integrations';
import { CreateOnceDialog } from './create-once-dialog';
import { integrationTexts as texts } from './integrations-texts';

/** 'Add webhook': the receiver's address and its events; then the signing secret, shown this once, with Copy. */
export function AddWebhookDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreateWebhook();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>([...webhookEvents]);
  return (
    <CreateOnceDialog
      opened={opened}
      title={texts.addWebhook}
      submitLabel={texts.add}
      schema={webhookBody}
      body={{ url, events }}
      create={create}
      shown={(made) => ({ label: texts.secret, value: made.secret })}
      onReset={() => {
        setUrl('');
        setEvents([...webhookEvents]);
      }}
      onClose={onClose}
    >
      <TextInput
        label={texts.url}
        placeholder="https://"
        type="url"
        value={url}
        maxLength={2000}
        data-autofocus
        onChange={(e) => setUrl(e.currentTarget.value)}
      />
      <Checkbox.Group label={texts.events} value={events} onChange={(v) => setEvents(v as WebhookEvent[])}>
        <Stack gap="xs" mt="xs">
          {webhookEvents.map((event) => (
            <Checkbox key={event} value={event} label={texts.event(event)} />
          ))}
        </Stack>
      </Checkbox.Group>
    </CreateOnceDialog>
  );
}
