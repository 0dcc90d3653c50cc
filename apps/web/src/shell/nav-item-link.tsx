import { NavLink } from '@mantine/core';
import { Link, useMatch } from 'react-router';
import type { NavItem } from './nav-items';

interface NavItemLinkProps {
  item: NavItem;
  onNavigate: () => void;
}

/**
 * One menu link; marked active (aria-current="page") on its own path only. Filled when active: the light variant falls
 * short of 4.5:1 contrast.
 */
export function NavItemLink({ item, onNavigate }: NavItemLinkProps) {
  const active = useMatch({ path: item.to, end: true }) !== null;
  return (
    <NavLink
      component={Link}
      to={item.to}
      label={item.label}
      active={active}
      variant="filled"
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    />
  );
}
