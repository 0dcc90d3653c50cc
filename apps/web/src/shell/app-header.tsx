import { ActionIcon, Burger, Group, Indicator, Text } from '@mantine/core';
import type { User } from '@touchline/domain';
import { Link } from 'react-router';
import { useBrand } from '../api/brand';
import { useUnreadCount } from '../api/messages';
import { paths } from '../paths';
import { MOBILE_BREAKPOINT } from '../theme';
import { ClubLogo } from '../ui/club-logo';
import { Icon } from '../ui/icon';
import { AccountMenu } from './account-menu';
import { t } from '../i18n/i18n';

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
  // The club's name and logo, from its settings (decision 138).
  const brand = useBrand().data;
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={mobileOpened}
          onClick={props.onToggleMobile}
          hiddenFrom={MOBILE_BREAKPOINT}
          size="sm"
          aria-label={t('Toggle navigation')}
          aria-expanded={mobileOpened}
          aria-controls={navigationId}
        />
        <ActionIcon
          variant="subtle"
          color="gray"
          onClick={props.onToggleDesktop}
          visibleFrom={MOBILE_BREAKPOINT}
          aria-label={desktopCollapsed ? t('Expand navigation') : t('Collapse navigation')}
          aria-expanded={!desktopCollapsed}
          aria-controls={navigationId}
        >
          <span aria-hidden>{desktopCollapsed ? '»' : '«'}</span>
        </ActionIcon>
        <ClubLogo size={32} decorative src={brand?.logo_url} />
        <Text fw={700} size="lg" truncate="end">
          {brand?.club_name ?? 'Touchline'}
        </Text>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <InboxLink />
        <AccountMenu user={user} onSignOut={onSignOut} />
      </Group>
    </Group>
  );
}

/** The inbox, with how many messages are unread (decision 107); the count is looked at every 60 s. */
function InboxLink() {
  const unread = useUnreadCount().data?.unread ?? 0;
  return (
    <Indicator label={unread} size={18} color="red" disabled={unread === 0} offset={4}>
      <ActionIcon
        component={Link}
        to={paths.inbox}
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={unread > 0 ? t('Inbox, {unread} unread', { unread: String(unread) }) : t('Inbox')}
      >
        <Icon size={22}>
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <path d="m3 7 9 6 9-6" />
        </Icon>
      </ActionIcon>
    </Indicator>
  );
}
