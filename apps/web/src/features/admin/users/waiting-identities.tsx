import { useState } from 'react';
import { Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import type { ListedUser, UserIdentity } from '@touchline/domain';
import { useLinkIdentity, useRemoveIdentity, useWaitingIdentities } from '../../../api/oidc';
import { t } from '../../../i18n/i18n';
import { errorText } from '../../../ui/crud/error-text';
import { formatDate } from '../../../ui/dates/format-date';
import { ErrorBanner } from '../../../ui/error-banner';
import { identityLabel } from '../../../widgets/identities/identity-list';

interface WaitingIdentitiesProps {
  users: readonly ListedUser[];
  titleOrder: 2 | 3;
}

/**
 * Club accounts that signed in and are linked to no account yet (decision 136): who (email, name) and when, each
 * linked to the account an admin chooses, or dismissed. Nothing shows while none waits.
 */
export function WaitingIdentities({ users, titleOrder }: WaitingIdentitiesProps) {
  const waiting = useWaitingIdentities();
  const [error, setError] = useState<string | null>(null);
  if (!waiting.data || waiting.data.length === 0) return null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="waiting-identities">
      <Stack gap="sm">
        <Title order={titleOrder} size="h4" id="waiting-identities">
          {t('Club accounts waiting to be linked ({count})', { count: waiting.data.length })}
        </Title>
        <Text size="sm">
          {t('No Touchline account matches these club accounts. Link each to its account, or dismiss it.')}
        </Text>
        <ErrorBanner message={error} onClose={() => setError(null)} />
        {waiting.data.map((identity) => (
          <WaitingIdentity key={identity.identity_id} identity={identity} users={users} onError={setError} />
        ))}
      </Stack>
    </Paper>
  );
}

function WaitingIdentity({
  identity,
  users,
  onError,
}: {
  identity: UserIdentity;
  users: readonly ListedUser[];
  onError: (message: string | null) => void;
}) {
  const [userId, setUserId] = useState('');
  const link = useLinkIdentity();
  const remove = useRemoveIdentity();
  const who = identityLabel(identity);
  const options = [
    { value: '', label: t('Choose an account') },
    ...users.map((u) => ({ value: String(u.user_id), label: u.email ? `${u.username} (${u.email})` : u.username })),
  ];
  const busy = link.isPending || remove.isPending;
  const since = formatDate(new Date(identity.created_at), {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

  return (
    <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap" py={4}>
      <Stack gap={0} style={{ minWidth: 0, overflowWrap: 'anywhere', flex: '1 1 14rem' }}>
        <Text fw={500}>{who}</Text>
        <Text size="sm" c="dimmed">
          {[identity.email && identity.name ? identity.name : null, t('first signed in {date}', { date: since })]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Stack>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NativeSelect
          label={t('Account for {who}', { who })}
          data={options}
          value={userId}
          disabled={busy}
          onChange={(event) => setUserId(event.currentTarget.value)}
          miw={220}
        />
        <Button
          mih={44}
          disabled={userId === '' || busy}
          loading={link.isPending}
          aria-label={t('Link {who}', { who })}
          onClick={() => {
            onError(null);
            link.mutate(
              { identityId: identity.identity_id, userId: Number(userId) },
              { onError: (e) => onError(errorText(e, t('Failed to link'))) },
            );
          }}
        >
          {t('Link')}
        </Button>
        <Button
          variant="default"
          mih={44}
          disabled={busy}
          loading={remove.isPending}
          aria-label={t('Dismiss {who}', { who })}
          onClick={() => {
            onError(null);
            remove.mutate(identity.identity_id, { onError: (e) => onError(errorText(e, t('Failed to dismiss'))) });
          }}
        >
          {t('Dismiss')}
        </Button>
      </Group>
    </Group>
  );
}
