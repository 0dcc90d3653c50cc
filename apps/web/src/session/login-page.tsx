import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import { Navigate, useSearchParams } from 'react-router';
import { AuthFrame } from '../ui/auth-frame';
import { webMessages } from '../web-messages';
import { LoginForm } from './login-form';
import { safeReturnUrl } from './safe-return-url';
import { useSession } from './session-context';
import { t } from '../i18n/i18n';

/** /login: checks a stored token first; once signed in, goes to the safe `returnUrl` or '/'. */
export function LoginPage() {
  const { state } = useSession();
  const [searchParams] = useSearchParams();

  if (state.status === 'signed-in') return <Navigate to={safeReturnUrl(searchParams.get('returnUrl'))} replace />;

  return (
    <AuthFrame title={t('Welcome')}>
      {state.status === 'loading' ? (
        <Group justify="center" role="status">
          <Loader size="sm" />
          <Text>{t('Checking authentication...')}</Text>
        </Group>
      ) : (
        <Stack gap="md">
          {state.status === 'signed-out' && state.reason === 'admin-session-ended' && (
            <Alert color="yellow" variant="light" role="alert">
              {webMessages.adminSessionEnded}
            </Alert>
          )}
          <LoginForm />
        </Stack>
      )}
    </AuthFrame>
  );
}
