import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { useRemoveIdentity, useUserIdentities } from '../../../api/oidc';
import { t } from '../../../i18n/i18n';
import { errorText } from '../../../ui/crud/error-text';
import { ErrorBanner } from '../../../ui/error-banner';
import { IdentityList } from '../../../widgets/identities/identity-list';

/** A user's linked club accounts on their edit form, each with 'Unlink' (decision 136); nothing when none. */
export function UserIdentities({ userId, username }: { userId: number; username: string }) {
  const identities = useUserIdentities(userId);
  const remove = useRemoveIdentity();
  const [error, setError] = useState<string | null>(null);
  if (!identities.data || identities.data.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {t('Club accounts')}
      </Text>
      <ErrorBanner message={error} onClose={() => setError(null)} />
      <IdentityList
        identities={identities.data}
        label={t('Club accounts of {username}', { username })}
        busyId={remove.isPending ? (remove.variables ?? null) : null}
        onUnlink={(identity) => {
          setError(null);
          remove.mutate(identity.identity_id, { onError: (e) => setError(errorText(e, t('Failed to unlink'))) });
        }}
      />
    </Stack>
  );
}
