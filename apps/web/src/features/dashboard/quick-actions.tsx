import { Button, Paper, SimpleGrid, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../paths';

export interface QuickAction {
  label: string;
  to: string;
}

/** Spec §2 coach quick actions. */
export const coachQuickActions: QuickAction[] = [
  { label: 'Manage Players', to: paths.adminPlayers },
  { label: 'Manage Fixtures', to: paths.adminFixtures },
  { label: 'Manage Training', to: paths.adminTraining },
  { label: 'Run a Live Match', to: paths.liveMatchAdmin },
];

/** Spec §2 admin quick actions, and the audit log. */
export const adminQuickActions: QuickAction[] = [
  { label: 'Manage Users', to: paths.adminUsers },
  { label: 'Manage Teams', to: paths.adminTeams },
  { label: 'Manage Players', to: paths.adminPlayers },
  { label: 'Manage Training', to: paths.adminTraining },
  { label: 'Manage Fixtures', to: paths.adminFixtures },
  { label: 'Run a Live Match', to: paths.liveMatchAdmin },
  { label: 'Audit Log', to: paths.adminAudit },
];

export function QuickActions({ actions }: { actions: readonly QuickAction[] }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Quick Actions">
      <Title order={2} size="h4" mb="sm">
        Quick Actions
      </Title>
      <SimpleGrid cols={2} spacing="sm">
        {actions.map((action) => (
          <Button key={action.to} component={Link} to={action.to} variant="light" fullWidth>
            {action.label}
          </Button>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
