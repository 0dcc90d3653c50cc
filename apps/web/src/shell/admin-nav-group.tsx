import { useId } from 'react';
import { Box, Text } from '@mantine/core';
import type { NavGroup } from './nav-items';
import { NavItemLink } from './nav-item-link';
import { t } from '../i18n/i18n';

interface AdminNavGroupProps {
  group: NavGroup;
  /** 3 under the Admin Section's heading; 2 on its own (a coach's Schedules). */
  headingLevel?: 2 | 3;
  onNavigate: () => void;
}

/** A labelled group of admin links ('Schedules', 'System Management'). */
export function AdminNavGroup({ group, headingLevel = 3, onNavigate }: AdminNavGroupProps) {
  const headingId = useId();
  return (
    <Box role="group" aria-labelledby={headingId}>
      <Text id={headingId} component={headingLevel === 2 ? 'h2' : 'h3'} size="sm" fw={600} px="sm" pt="xs" pb={4} m={0}>
        {t(group.label)}
      </Text>
      {group.items.map((item) => (
        <NavItemLink key={item.to} item={item} onNavigate={onNavigate} />
      ))}
    </Box>
  );
}
