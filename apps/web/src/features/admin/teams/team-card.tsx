import { Badge, Group, Stack, Text } from '@mantine/core';
import type { Team } from '@touchline/domain';
import { tc } from '../../../i18n/i18n';
import { coachNamesTexts, TeamCoachNames } from './team-coach-names';
import { teamFields, youthModeText } from './team-fields';

/** A team on a narrow screen: name with the 'Active' badge, then the other fields. */
export function TeamCard({ team }: { team: Team }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700}>{team.team_name}</Text>
        <Badge color="green" variant="light">
          {tc('team', 'Active')}
        </Badge>
      </Group>
      {teamFields.slice(1).map((f) => (
        <Text key={f.name} size="sm">
          <Text span fw={600} size="sm">
            {f.label}:
          </Text>{' '}
          {f.name === 'youth_mode' ? youthModeText(team) : team[f.name]}
        </Text>
      ))}
      <Text size="sm">
        <Text span fw={600} size="sm">
          {coachNamesTexts.header}:
        </Text>{' '}
        <TeamCoachNames teamId={team.team_id} />
      </Text>
    </Stack>
  );
}
