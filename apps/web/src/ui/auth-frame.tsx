import type { ReactNode } from 'react';
import { Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useFeatures } from '../api/account-links';
import { ClubLogo } from './club-logo';
import { useCookieNoticeHeight } from './cookie-notice-height';

/**
 * The card of the pages people open before they are signed in: the sign-in form and the pages emailed links open
 * (choose a password, confirm an email, a match's live link). The club's logo and name, an h1, and the page's
 * content, in a card `width` pixels wide at most.
 */
export function AuthFrame({ title, children, width = 420 }: { title: string; children: ReactNode; width?: number }) {
  const cookieNoticeHeight = useCookieNoticeHeight();
  // The club's name and logo (its settings): Touchline's badge until they are known.
  const brand = useFeatures().data;
  return (
    <Box component="main">
      <Center mih="100vh" p="md" pb={`calc(var(--mantine-spacing-md) + ${cookieNoticeHeight}px)`}>
        <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={width}>
          <Stack align="center" gap="xs" mb="lg">
            <ClubLogo size={72} src={brand?.logo_url} club={brand?.club_name} />
            {brand && (
              <Text fw={600} size="lg" ta="center">
                {brand.club_name}
              </Text>
            )}
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
