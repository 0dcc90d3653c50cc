import { Avatar, Box, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { displayName, type User } from '@touchline/domain';
import { Link } from 'react-router';
import { paths } from '../paths';
import { MOBILE_BREAKPOINT } from '../theme';
import { t } from '../i18n/i18n';

interface AccountMenuProps {
  user: User;
  onSignOut: () => void;
}

function roleLabel(user: User): string {
  return user.role === 'admin' ? t('Admin') : t('User');
}

/** Header dropdown: the user's name and role, Account settings and Sign Out. */
export function AccountMenu({ user, onSignOut }: AccountMenuProps) {
  const name = displayName(user);
  return (
    <Menu position="bottom-end" shadow="md" width={220}>
      {/* The button's name is its text, so it holds the name on screen (WCAG 2.5.3); a phone shows only the
          initials. */}
      <Menu.Target>
        <UnstyledButton p={4}>
          <Group gap="xs" wrap="nowrap">
            <Avatar name={name} color="initials" size="sm" aria-hidden />
            <Text component="span" size="sm" fw={500} visibleFrom={MOBILE_BREAKPOINT}>
              <VisuallyHidden component="span">{t('Account menu for')} </VisuallyHidden>
              {name}
            </Text>
            <VisuallyHidden component="span" hiddenFrom={MOBILE_BREAKPOINT}>
              {t('Account menu for {name}', { name })}
            </VisuallyHidden>
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
        <Menu.Item component={Link} to={paths.account}>
          {t('Account settings')}
        </Menu.Item>
        <Menu.Item onClick={onSignOut}>{t('Sign Out')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
