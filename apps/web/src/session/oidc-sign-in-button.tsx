import { useState } from 'react';
import { Button, Divider, Stack } from '@mantine/core';
import { oidcMessages } from '@touchline/domain';
import { useFeatures } from '../api/account-links';
import { goToProvider } from '../api/oidc';
import { known, t } from '../i18n/i18n';
import { errorText } from '../ui/crud/error-text';
import { ErrorBanner } from '../ui/error-banner';

/**
 * 'Sign in with {name}' under the password form, when the server has sign-in with the club's accounts (GET
 * /features; decision 136): it starts a sign-in and goes to the club's provider, which sends the browser back to
 * /signin/oidc. Nothing shows while the server has none, or has not answered.
 */
export function OidcSignInButton({ remember }: { remember: boolean }) {
  const features = useFeatures();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const oidc = features.data?.oidc;
  if (!oidc) return null;

  async function start() {
    setBusy(true);
    setError(null);
    try {
      await goToProvider('sign-in', remember);
    } catch (failure) {
      setError(errorText(failure, oidcMessages.unreachable));
      setBusy(false);
    }
  }

  return (
    <Stack gap="sm">
      <Divider label={t('or')} labelPosition="center" />
      <ErrorBanner message={error} onClose={() => setError(null)} />
      <Button type="button" variant="default" fullWidth loading={busy} onClick={() => void start()}>
        {t('Sign in with {name}', { name: known(oidc.name) })}
      </Button>
    </Stack>
  );
}
