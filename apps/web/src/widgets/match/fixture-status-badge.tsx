import { Badge } from '@mantine/core';
import type { Match } from '@touchline/domain';
import { t } from '../../i18n/i18n';

/** 'Postponed' or 'Cancelled', with the reason as its title. */
export function FixtureStatusBadge({ match }: { match: Pick<Match, 'status' | 'status_reason'> }) {
  if (match.status === 'scheduled') return null;
  return (
    <Badge variant="light" color="red" title={match.status_reason ?? undefined}>
      {match.status === 'postponed' ? t('Postponed') : t('Cancelled')}
    </Badge>
  );
}
