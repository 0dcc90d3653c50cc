import { useState } from 'react';
import { Alert, Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { oidcMessages } from '@touchline/domain';
import { Link, useNavigate } from 'react-router';
import { completeOidcLink, completeOidcSignIn } from '../../api/oidc';
import { takeOidcReturn } from '../../browser/oidc-return';
import { known, t } from '../../i18n/i18n';
import { paths } from '../../paths';
import { useSession } from '../../session/session-context';
import { AuthFrame } from '../../ui/auth-frame';
import { errorText } from '../../ui/crud/error-text';

/**
 * /signin/oidc: where the club's provider sends the browser back (decision 136). The code and state are taken out of
 * the address bar at once and posted, with the key this tab kept, to complete the sign-in (then on to the home
 * screen) or the link of one's own club account. A refusal says why, with the way back.
 */
export function SigninOidcPage() {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const [{ answer, pending }] = useState(takeOidcReturn);
  const link = pending?.purpose === 'link';
  const outcome = useQuery({
    queryKey: ['oidc-return', answer.state],
    queryFn: async () => {
      if (!pending || !answer.state) throw new Error(oidcMessages.notStartedHere);
      const body = { ...answer, browser_key: pending.browserKey };
      if (pending.purpose === 'link') return completeOidcLink(body);
      const { token } = await completeOidcSignIn(body);
      await signIn(token, pending.remember);
      await navigate(paths.home, { replace: true });
      return null;
    },
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

  const back = link ? (
    <Anchor component={Link} to={paths.account}>
      {t('Back to Account settings')}
    </Anchor>
  ) : (
    <Anchor component={Link} to={paths.login()}>
      {t('Back to sign in')}
    </Anchor>
  );

  if (outcome.isError) {
    const message =
      outcome.error instanceof Error && outcome.error.message === oidcMessages.notStartedHere
        ? known(oidcMessages.notStartedHere)
        : errorText(outcome.error, known(oidcMessages.failed));
    return (
      <AuthFrame title={link ? t('Your club account was not linked') : t('You are not signed in')}>
        <Stack>
          <Alert color="red" variant="light" role="alert">
            {message}
          </Alert>
          <Group>{back}</Group>
        </Stack>
      </AuthFrame>
    );
  }
  if (outcome.isSuccess && outcome.data) {
    return (
      <AuthFrame title={t('Your club account is linked')}>
        <Stack>
          <Alert color="green" variant="light" role="status">
            {t('You can now sign in with {email}.', { email: outcome.data.email ?? outcome.data.name ?? '' })}
          </Alert>
          <Group>{back}</Group>
        </Stack>
      </AuthFrame>
    );
  }
  return (
    <AuthFrame title={link ? t('Linking your club account') : t('Signing in')}>
      <Group justify="center" role="status">
        <Loader size="sm" />
        <Text>{t('Checking your club account...')}</Text>
      </Group>
    </AuthFrame>
  );
}
