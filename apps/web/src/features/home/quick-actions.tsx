import { Button, Paper, SimpleGrid, Title } from '@mantine/core';
import type { User } from '@touchline/domain';
import { msg } from '@touchline/domain';
import { Link } from 'react-router';
import { paths } from '../../paths';
import type { Access } from '../../session/access';
import { canAccess } from '../../session/access';
import { t } from '../../i18n/i18n';

export interface QuickAction {
  /** A message (msg): shown through t(). */
  label: string;
  to: string;
  /** Who may open `to`: the guard of its route in routes.tsx. */
  access: Access;
}

/** Spec §2 coach quick actions. A team's coaches run their team's fixtures and training there too (#30). */
export const specCoachQuickActions: QuickAction[] = [
  { label: msg('Manage Players'), to: paths.adminPlayers, access: 'admin' },
  { label: msg('Manage Fixtures'), to: paths.adminFixtures, access: 'coachOrAdmin' },
  { label: msg('Manage Training'), to: paths.adminTraining, access: 'coachOrAdmin' },
  { label: msg('Run a Live Match'), to: paths.liveMatchAdmin, access: 'coachOrAdmin' },
];

/**
 * A coach who is not an admin may not open the players' admin page (spec doc 2 §6): in its place Player Targets
 * (decision 68); fixtures and training are the spec's, their own team's to run (decision 126).
 */
export const nonAdminCoachQuickActions: QuickAction[] = [
  { label: msg('Player Targets'), to: paths.targetsReport, access: 'coachOrAdmin' },
  ...specCoachQuickActions.slice(1),
];

/** The coach view's quick actions for `user`: the spec's for an admin, otherwise only pages the user may open. */
export function coachQuickActions(user: User): QuickAction[] {
  const actions = canAccess('admin', user) ? specCoachQuickActions : nonAdminCoachQuickActions;
  return actions.filter((action) => canAccess(action.access, user));
}

/** Spec §2 admin quick actions, and the audit log. */
export const adminQuickActions: QuickAction[] = [
  { label: msg('Manage Users'), to: paths.adminUsers, access: 'admin' },
  { label: msg('Manage Teams'), to: paths.adminTeams, access: 'admin' },
  { label: msg('Manage Players'), to: paths.adminPlayers, access: 'admin' },
  { label: msg('Manage Training'), to: paths.adminTraining, access: 'admin' },
  { label: msg('Manage Fixtures'), to: paths.adminFixtures, access: 'admin' },
  { label: msg('Run a Live Match'), to: paths.liveMatchAdmin, access: 'coachOrAdmin' },
  { label: msg('Audit Log'), to: paths.adminAudit, access: 'admin' },
];

export function QuickActions({ actions }: { actions: readonly QuickAction[] }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('Quick Actions')}>
      <Title order={2} size="h4" mb="sm">
        {t('Quick Actions')}
      </Title>
      <SimpleGrid cols={2} spacing="sm">
        {actions.map((action) => (
          <Button key={action.to} component={Link} to={action.to} variant="light" fullWidth>
            {t(action.label)}
          </Button>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
