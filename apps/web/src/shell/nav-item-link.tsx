import { Badge, NavLink, VisuallyHidden } from '@mantine/core';
import { Link, useMatch } from 'react-router';
import type { NavItem } from './nav-items';
import { t } from '../i18n/i18n';

interface NavItemLinkProps {
  item: NavItem;
  onNavigate: () => void;
  /** How many unread things it leads to (the inbox): a badge, and said in the link's name ('Inbox, 2 unread'). */
  unread?: number;
}

/**
 * One menu link; marked active (aria-current="page") on its own path only. Filled when active: the light variant falls
 * short of 4.5:1 contrast.
 */
export function NavItemLink({ item, onNavigate, unread = 0 }: NavItemLinkProps) {
  const active = useMatch({ path: item.to, end: true }) !== null;
  const label = t(item.label);
  return (
    <NavLink
      component={Link}
      to={item.to}
      label={
        unread > 0 ? (
          // Named 'Inbox, 2 unread' from its content (an aria-label would not match the visible 'Inbox' and '2').
          <>
            <span aria-hidden>{label}</span>
            <VisuallyHidden>{t('{label}, {unread} unread', { label, unread: String(unread) })}</VisuallyHidden>
          </>
        ) : (
          label
        )
      }
      rightSection={
        unread > 0 ? (
          <Badge size="sm" color="red" aria-hidden>
            {unread}
          </Badge>
        ) : undefined
      }
      active={active}
      variant="filled"
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    />
  );
}
