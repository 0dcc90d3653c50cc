import { ActionIcon, Burger, Group, Text } from '@mantine/core';
import type { User } from '@touchline/domain';
import { MOBILE_BREAKPOINT } from '../theme';
import { ClubLogo } from '../ui/club-logo';
import { AccountMenu } from './account-menu';

interface AppHeaderProps {
  user: User;
  onSignOut: () => void;
  navigationId: string;
  mobileOpened: boolean;
  onToggleMobile: () => void;
  desktopCollapsed: boolean;
  onToggleDesktop: () => void;
}

/** Burger (mobile) or collapse toggle (desktop), the club name, and the account menu. */
export function AppHeader(props: AppHeaderProps) {
  const { user, onSignOut, navigationId, mobileOpened, desktopCollapsed } = props;
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={mobileOpened}
          onClick={props.onToggleMobile}
          hiddenFrom={MOBILE_BREAKPOINT}
          size="sm"
          aria-label="Toggle navigation"
          aria-expanded={mobileOpened}
          aria-controls={navigationId}
        />
        <ActionIcon
          variant="subtle"
          color="gray"
          onClick={props.onToggleDesktop}
          visibleFrom={MOBILE_BREAKPOINT}
          aria-label={desktopCollapsed ? 'Expand navigation' : 'Collapse navigation'}
          aria-expanded={!desktopCollapsed}
          aria-controls={navigationId}
        >
          <span aria-hidden>{desktopCollapsed ? '»' : '«'}</span>
        </ActionIcon>
        <ClubLogo size={32} decorative />
        <Text fw={700} size="lg">
          Touchline
        </Text>
      </Group>
      <AccountMenu user={user} onSignOut={onSignOut} />
    </Group>
  );
}
