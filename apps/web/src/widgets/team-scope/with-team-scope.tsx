import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { shownTeams, type ShownTeams, type TeamScopeKind } from '@touchline/domain';
import { paths } from '../../paths';
import { LoadingText } from '../../ui/loading-text';
import { teamScopeTexts } from './team-scope-texts';
import { useTeamScope } from './use-team-scope';
import { t } from '../../i18n/i18n';

/** A coach with no team yet: the next step, instead of the whole club (decision 127). */
export function NoTeamYet() {
  return (
    <Alert color="blue" variant="light" title={teamScopeTexts.noTeamTitle}>
      <Stack gap="xs">
        <Text size="sm">{teamScopeTexts.noTeamBody}</Text>
        <Group>
          <Button component={Link} to={paths.fixtures} size="sm">
            {teamScopeTexts.noTeamLink}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** A member's screen whose teams could not be read shows every team: the club's fixtures are open to its members. */
const everyTeam = shownTeams({ coaching: [], family: [], all_teams: false }, 'family');

/**
 * A screen drawn once the person's teams are known: their scope goes to `children`; while reading, 'Loading...'; a
 * failed read says so with Retry (a member's screen, kind 'family', then shows every team below it, so the fixtures
 * still open offline); a coach with no team sees the next step.
 */
export function WithTeamScope({ kind, children }: { kind: TeamScopeKind; children: (scope: ShownTeams) => ReactNode }) {
  const { scope, failed, retry } = useTeamScope(kind);
  if (failed) {
    const failure = (
      <Alert color="red" variant="light" role="alert">
        <Group justify="space-between">
          <Text size="sm">{teamScopeTexts.failed}</Text>
          <Button size="xs" variant="light" color="red" onClick={retry}>
            {t('Retry')}
          </Button>
        </Group>
      </Alert>
    );
    if (kind === 'coach') return failure;
    return (
      <Stack gap="md">
        {failure}
        {children(everyTeam)}
      </Stack>
    );
  }
  if (!scope) return <LoadingText />;
  if (scope.noTeam) return <NoTeamYet />;
  return children(scope);
}
