import { Avatar, Box, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import type { User } from '@touchline/domain';
import { MOBILE_BREAKPOINT } from '../theme';
import { displayName } from './display-name';

interface AccountMenuProps {
  user: User;
  onSignOut: () => void;
}

function roleLabel(user: User): string {
  return user.role === 'admin' ? 'Admin' : 'User';
}

/** Header dropdown: the user's name and role, and Sign Out. */
export function AccountMenu({ user, onSignOut }: AccountMenuProps) {
  const name = displayName(user);
  return (
    <Menu position="bottom-end" shadow="md" width={220}>
      <Menu.Target>
        <UnstyledButton aria-label={`Account menu for ${name}`} p={4}>
          <Group gap="xs" wrap="nowrap">
            <Avatar name={name} color="initials" size="sm" aria-hidden />
            <Text size="sm" fw={500} visibleFrom={MOBILE_BREAKPOINT}>
              {name}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Box px="sm" py="xs">
          <Text fw={600}>{name}</Text>
          <Text size="sm" c="dimmed">
            {roleLabel(user)}
          </Text>
        </Box>
        <Menu.Divider />
        <Menu.Item onClick={onSignOut}>Sign Out</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
