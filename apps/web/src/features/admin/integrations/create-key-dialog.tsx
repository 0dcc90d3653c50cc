import { useState } from 'react';
import { Checkbox, Stack, TextInput } from '@mantine/core';
import { apiKeyBody, apiKeyScopes, type ApiKeyScope } from '@touchline/domain';
import { useCreateApiKey } from '../../../api/integrations';
import { CreateOnceDialog } from './create-once-dialog';
import { integrationTexts as texts } from './integrations-texts';

/** 'Create API key': a name and what the key may do; then the key, shown this once, with Copy. */
export function CreateKeyDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['fixtures:read']);
  return (
    <CreateOnceDialog
      opened={opened}
      title={texts.createKey}
      submitLabel={texts.create}
      schema={apiKeyBody}
      body={{ name, scopes }}
      create={create}
      shown={(made) => ({ label: texts.newKey, value: made.key })}
      onReset={() => {
        setName('');
        setScopes(['fixtures:read']);
      }}
      onClose={onClose}
    >
      <TextInput
        label={texts.keyName}
        description={texts.keyNameHint}
        value={name}
        maxLength={80}
        data-autofocus
        onChange={(e) => setName(e.currentTarget.value)}
      />
      <Checkbox.Group label={texts.scopes} value={scopes} onChange={(v) => setScopes(v as ApiKeyScope[])}>
        <Stack gap="xs" mt="xs">
          {apiKeyScopes.map((scope) => (
            <Checkbox key={scope} value={scope} label={texts.scope(scope)} />
          ))}
        </Stack>
      </Checkbox.Group>
    </CreateOnceDialog>
  );
}
