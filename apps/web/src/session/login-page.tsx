import { Alert, Box, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Navigate, useSearchParams } from 'react-router';
import { ClubLogo } from '../ui/club-logo';
import { useCookieNoticeHeight } from '../ui/cookie-notice-height';
import { webMessages } from '../web-messages';
import { LoginForm } from './login-form';
import { safeReturnUrl } from './safe-return-url';
import { useSession } from './session-context';

/** /login: checks a stored token first; once signed in, goes to the safe `returnUrl` or '/'. */
export function LoginPage() {
  const { state } = useSession();
  const [searchParams] = useSearchParams();
  const cookieNoticeHeight = useCookieNoticeHeight();

  if (state.status === 'signed-in') return <Navigate to={safeReturnUrl(searchParams.get('returnUrl'))} replace />;

  return (
    <Box component="main">
      <Center mih="100vh" p="md" pb={`calc(var(--mantine-spacing-md) + ${cookieNoticeHeight}px)`}>
        <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={420}>
          <Stack align="center" gap="xs" mb="lg">
            <ClubLogo size={72} />
            <Title order={1}>Welcome</Title>
          </Stack>
          {state.status === 'loading' ? (
            <Group justify="center" role="status">
              <Loader size="sm" />
              <Text>Checking authentication...</Text>
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
        </Paper>
      </Center>
    </Box>
  );
}
