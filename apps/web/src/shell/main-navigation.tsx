import { Divider, Stack, Title } from '@mantine/core';
import type { User } from '@touchline/domain';
import { isAdmin } from '@touchline/domain';
import { useUnreadCount } from '../api/messages';
import { paths } from '../paths';
import { canAccess } from '../session/access';
import { adminDashboardItem, adminNavGroups, mainNavItems } from './nav-items';
import { AdminNavGroup } from './admin-nav-group';
import { NavItemLink } from './nav-item-link';
import { t } from '../i18n/i18n';

interface MainNavigationProps {
  user: User;
  /** Called after an item is chosen (closes the menu on mobile). */
  onNavigate: () => void;
}

/**
 * The menu items the user may open, and for admins the Admin Section; a coach who is not an admin has the groups they
 * may open (Schedules: their team's fixtures and training, #30) under the common items, without that header.
 */
export function MainNavigation({ user, onNavigate }: MainNavigationProps) {
  const unread = useUnreadCount().data?.unread ?? 0;
  const coachGroups = isAdmin(user)
    ? []
    : adminNavGroups
        .map((group) => ({ ...group, items: group.items.filter((item) => canAccess(item.access, user)) }))
        .filter((group) => group.items.length > 0);
  return (
    <Stack gap={0}>
      {mainNavItems
        .filter((item) => canAccess(item.access, user))
        .map((item) => (
          <NavItemLink
            key={item.to}
            item={item}
            onNavigate={onNavigate}
            unread={item.to === paths.inbox ? unread : 0}
          />
        ))}
      {coachGroups.length > 0 && <Divider my="sm" />}
      {coachGroups.map((group) => (
        <AdminNavGroup key={group.label} group={group} headingLevel={2} onNavigate={onNavigate} />
      ))}
      {isAdmin(user) && (
        <>
          <Divider my="sm" />
          <Title order={2} size="xs" tt="uppercase" c="dimmed" px="sm" pb={4}>
            {t('Admin Section')}
          </Title>
          <NavItemLink item={adminDashboardItem} onNavigate={onNavigate} />
          {adminNavGroups.map((group) => (
            <AdminNavGroup key={group.label} group={group} onNavigate={onNavigate} />
          ))}
        </>
      )}
    </Stack>
  );
}
