import { useState } from 'react';
import { Button, Divider, Stack, Text, Title } from '@mantine/core';
import { oidcMessages, type UserIdentity } from '@touchline/domain';
import { useFeatures } from '../../api/account-links';
import { goToProvider, useMyIdentities, useUnlinkMyIdentity } from '../../api/oidc';
import { known, t } from '../../i18n/i18n';
import { errorText } from '../../ui/crud/error-text';
import { ErrorBanner } from '../../ui/error-banner';
import { IdentityList } from '../../widgets/identities/identity-list';

/**
 * 'Club account' (decision 136): the club accounts linked to one's own, each with 'Unlink', and 'Link your club
 * account', which goes to the club's provider and back. Shown when the server has sign-in with the club's accounts,
 * or when one is still linked.
 */
export function ClubAccountSection() {
  const features = useFeatures();
  const oidc = features.data?.oidc ?? null;
  const identities = useMyIdentities();
  const unlink = useUnlinkMyIdentity();
  const [error, setError] = useState<string | null>(null);
  const [going, setGoing] = useState(false);
  const linked = identities.data ?? [];
  if (!oidc && linked.length === 0) return null;

  async function link() {
    setGoing(true);
    setError(null);
    try {
      await goToProvider('link');
    } catch (failure) {
      setError(errorText(failure, known(oidcMessages.unreachable)));
      setGoing(false);
    }
  }

  function remove(identity: UserIdentity) {
    setError(null);
    unlink.mutate(identity.identity_id, { onError: (failure) => setError(errorText(failure, t('Failed to unlink'))) });
  }

  // Its own divider below it, as the sections around it have: none when it is not shown.
  return (
    <>
      <Stack gap="sm" aria-labelledby="account-club-account" component="section">
        <Title order={2} size="h3" id="account-club-account">
          {t('Club account')}
        </Title>
        <ErrorBanner message={error} onClose={() => setError(null)} />
        {linked.length > 0 ? (
          <IdentityList
            identities={linked}
            label={t('Linked club accounts')}
            onUnlink={remove}
            busyId={unlink.isPending ? (unlink.variables ?? null) : null}
          />
        ) : (
          <Text size="sm">
            {t('Link your account to {name} to sign in with it.', { name: known(oidc?.name ?? '') })}
          </Text>
        )}
        {oidc && (
          <div>
            <Button variant="default" mih={44} loading={going} onClick={() => void link()}>
              {t('Link your club account')}
            </Button>
          </div>
        )}
      </Stack>
      <Divider />
    </>
  );
}
