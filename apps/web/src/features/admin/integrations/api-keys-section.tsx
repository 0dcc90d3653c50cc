import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ApiKey } from '@touchline/domain';
import { useApiKeys, useRevokeApiKey } from '../../../api/integrations';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { errorText } from '../../../ui/crud/error-text';
import { shortInstant } from '../../../ui/dates/fixture-dates';
import { ErrorBanner } from '../../../ui/error-banner';
import { LoadState } from '../../../ui/load-state';
import { useConfirm } from '../../../ui/use-confirm';
import { CreateKeyDialog } from './create-key-dialog';
import { integrationTexts as texts } from './integrations-texts';

/** One key: its name, first characters, what it may do, when last used; Revoke while it works. */
function KeyRow({ apiKey, onRevoke }: { apiKey: ApiKey; onRevoke: (key: ApiKey) => void }) {
  const revoked = apiKey.revoked_at !== null;
  return (
    <Paper withBorder p="sm" component="li">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={4}>
          <Text fw={600} td={revoked ? 'line-through' : undefined}>
            {apiKey.name}
          </Text>
          <Text size="sm" c="dimmed">
            {texts.keyLine(apiKey.prefix, apiKey.created_by, shortInstant(apiKey.created_at))}
          </Text>
          <Group gap={6}>
            {apiKey.scopes.map((scope) => (
              <Badge key={scope} variant="light">
                {texts.scopeShort(scope)}
              </Badge>
            ))}
          </Group>
          <Text size="sm">
            {revoked && apiKey.revoked_at
              ? texts.revokedOn(shortInstant(apiKey.revoked_at))
              : texts.lastUsed(apiKey.last_used_at && shortInstant(apiKey.last_used_at))}
          </Text>
        </Stack>
        {!revoked && (
          <Button
            variant="light"
            color="red"
            aria-label={texts.revokeKey(apiKey.name)}
            onClick={() => onRevoke(apiKey)}
          >
            {texts.revoke}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/** The API keys: a list (revoked ones struck through), 'Create API key', Revoke with a confirmation. */
export function ApiKeysSection() {
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  const confirm = useConfirm(
    (key: ApiKey) => texts.confirmRevoke(key.name),
    (key: ApiKey) => revoke.mutateAsync(key.key_id).catch(() => undefined),
  );
  return (
    <Stack component="section" gap="sm" aria-labelledby="api-keys-title">
      <Title order={2} size="h3" id="api-keys-title">
        {texts.keysTitle}
      </Title>
      <Text size="sm">{texts.keysIntro}</Text>
      <Button w="fit-content" onClick={() => setCreating(true)}>
        {texts.createKey}
      </Button>
      <ErrorBanner message={revoke.error ? errorText(revoke.error, texts.failedToSave) : null} />
      <LoadState query={keys} loading={texts.loadingKeys} failed={texts.keysFailed} empty={texts.noKeys}>
        {(list) => (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {list.map((key) => (
              <KeyRow key={key.key_id} apiKey={key} onRevoke={confirm.ask} />
            ))}
          </Stack>
        )}
      </LoadState>
      <CreateKeyDialog opened={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog {...confirm.dialogProps} confirmLabel={texts.revoke} />
    </Stack>
  );
}
