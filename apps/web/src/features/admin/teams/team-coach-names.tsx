import { Fragment } from 'react';
import { Badge, Text } from '@mantine/core';
import { qualificationMessages } from '@touchline/domain';
import { known, t } from '../../../i18n/i18n';
import { useTeamCoaches } from '../../../api/team-coaches';
import { usersApi } from '../../../api/users';

export const coachNamesTexts = {
  get header() {
    return t('Coaches');
  },
  get none() {
    return t('None yet');
  },
  /** A coach without a valid DBS check (#31): flagged, nothing refused (decision 130). */
  get noValidDbs() {
    return known(qualificationMessages.noValidDbs);
  },
};

/**
 * A team's coaches by name on Team Management (#30: 'the team list shows each team's coaches'): their short names, or
 * usernames, from the admin's lists of coaches and users (read once for every row). A coach without a valid DBS check
 * on the register is flagged beside their name (#31); nothing is refused for it (decision 130).
 */
export function TeamCoachNames({ teamId }: { teamId: number }) {
  const coaches = useTeamCoaches();
  const users = usersApi.useList();
  if (!coaches.data || !users.data) return null;
  const team = coaches.data.teams.find((t) => t.team_id === teamId);
  const ids = team?.user_ids ?? [];
  const flagged = new Set(team?.without_valid_dbs ?? []);
  if (ids.length === 0)
    return (
      <Text span size="sm" c="dimmed">
        {coachNamesTexts.none}
      </Text>
    );
  const byId = new Map(users.data.map((u) => [u.user_id, u.short_name ?? u.username]));
  return (
    <>
      {ids.map((id, index) => (
        <Fragment key={id}>
          {index > 0 && ', '}
          {byId.get(id) ?? `#${id}`}
          {flagged.has(id) && (
            <>
              {' '}
              <Badge component="span" color="red" variant="light" size="sm">
                {coachNamesTexts.noValidDbs}
              </Badge>
            </>
          )}
        </Fragment>
      ))}
    </>
  );
}
