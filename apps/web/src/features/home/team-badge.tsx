import { Avatar, Stack, Text } from '@mantine/core';
import { badgeInitials, badgeName } from './next-match';
import { tc } from '../../i18n/i18n';

interface TeamBadgeProps {
  name: string | null | undefined;
  side: 'Home' | 'Away';
  ours: boolean;
}

/** A team's badge: initials in a circle (our team in the club colour), the name, and Home or Away. */
export function TeamBadge({ name, side, ours }: TeamBadgeProps) {
  const shown = badgeName(name);
  return (
    <Stack gap={4} align="center" ta="center" style={{ flex: 1, minWidth: 0 }}>
      <Avatar size="lg" radius="xl" color={ours ? 'teal' : 'gray'} variant={ours ? 'filled' : 'light'} aria-hidden>
        {badgeInitials(shown)}
      </Avatar>
      <Text fw={600} size="sm" lineClamp={2}>
        {shown}
      </Text>
      <Text size="xs" c="dimmed">
        {side === 'Home' ? tc('venue', 'Home') : tc('venue', 'Away')}
      </Text>
    </Stack>
  );
}
