import { Text } from '@mantine/core';
import { useTeamCoaches } from '../../../api/team-coaches';
import { usersApi } from '../../../api/users';

export const coachNamesTexts = {
  header: 'Coaches',
  none: 'None yet',
} as const;

/**
 * A team's coaches by name on Team Management (#30: 'the team list shows each team's coaches'): their short names, or
 * usernames, from the admin's lists of coaches and users (read once for every row).
 */
export function TeamCoachNames({ teamId }: { teamId: number }) {
  const coaches = useTeamCoaches();
  const users = usersApi.useList();
  if (!coaches.data || !users.data) return null;
  const ids = coaches.data.teams.find((t) => t.team_id === teamId)?.user_ids ?? [];
  if (ids.length === 0)
    return (
      <Text span size="sm" c="dimmed">
        {coachNamesTexts.none}
      </Text>
    );
  const byId = new Map(users.data.map((u) => [u.user_id, u.short_name ?? u.username]));
  return <>{ids.map((id) => byId.get(id) ?? `#${id}`).join(', ')}</>;
}
