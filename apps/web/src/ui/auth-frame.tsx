import type { ReactNode } from 'react';
import { Box, Center, Paper, Stack, Title } from '@mantine/core';
import { ClubLogo } from './club-logo';
import { useCookieNoticeHeight } from './cookie-notice-height';

/**
 * The card of the pages people open before they are signed in: the sign-in form and the pages emailed links open
 * (choose a password, confirm an email). The club logo, an h1, and the page's content.
 */
export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  const cookieNoticeHeight = useCookieNoticeHeight();
  return (
    <Box component="main">
      <Center mih="100vh" p="md" pb={`calc(var(--mantine-spacing-md) + ${cookieNoticeHeight}px)`}>
        <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={420}>
          <Stack align="center" gap="xs" mb="lg">
            <ClubLogo size={72} />
            <Title order={1} ta="center">
              {title}
            </Title>
          </Stack>
          {children}
        </Paper>
      </Center>
    </Box>
  );
}
