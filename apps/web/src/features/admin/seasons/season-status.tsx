import { Badge } from '@mantine/core';
import type { Season } from '@touchline/domain';
import { tc } from '../../../i18n/i18n';

/** The Status column: 'Current' or 'Inactive'. */
export function SeasonStatus({ season }: { season: Season }) {
  return (
    <Badge color={season.is_current ? 'green' : 'gray'} variant="light">
      {season.is_current ? tc('season', 'Current') : tc('season', 'Inactive')}
    </Badge>
  );
}
