import { Paper, Text, Title } from '@mantine/core';
import { dashboardTexts } from './dashboard-texts';

/** Spec §1: a user with no user types (and not an admin) sees that the account is being set up. */
export function WelcomeScreen() {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="welcome-title">
      <Title order={2} size="h3" id="welcome-title" mb="xs">
        {dashboardTexts.welcomeTitle}
      </Title>
      <Text>{dashboardTexts.welcomeBody}</Text>
    </Paper>
  );
}
