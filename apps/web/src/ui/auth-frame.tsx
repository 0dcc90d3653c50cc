import type { ReactNode } from 'react';
import { Box, Center, Paper, Stack, Title } from '@mantine/core';
import { ClubLogo } from './club-logo';
import { useCookieNoticeHeight } from './cookie-notice-height';

/**
 * The card of the pages people open before they are signed in: the sign-in form and the pages emailed links open
 * (choose a password, confirm an email, a match's live link). The club logo, an h1, and the page's content, in a card
 * `width` pixels wide at most.
 */
export function AuthFrame({ title, children, width = 420 }: { title: string; children: ReactNode; width?: number }) {
  const cookieNoticeHeight = useCookieNoticeHeight();
  return (
    <Box component="main">
      <Center mih="100vh" p="md" pb={`calc(var(--mantine-spacing-md) + ${cookieNoticeHeight}px)`}>
        <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={width}>
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
