import type { OppositionTeam } from '@touchline/domain';
import { HttpError } from '../../../api/http';
import { t } from '../../../i18n/i18n';
import type { FieldSpec } from '../../../ui/crud/record-form';

/** Spec §2.9, §5 and §8 (Opposition teams). */
export const oppositionTeamTexts = {
  get fetch() {
    return t('Failed to fetch opposition teams');
  },
  get create() {
    return t('Failed to create opposition team');
  },
  get update() {
    return t('Failed to save opposition team');
  },
  get remove() {
    return t('Failed to delete opposition team');
  },
  get confirmDelete() {
    return t('Delete this opposition team? This action cannot be undone.');
  },
  get none() {
    return t('No opposition teams found. Add your first team using the Add New Team button above.');
  },
  inUse: (matchCount: number) =>
    t('Cannot delete team - it has {matchCount} associated match(es)', { matchCount: String(matchCount) }),
  total: (count: number) => t('Total: {count, plural, one {# opposition team} other {# opposition teams}}', { count }),
};

/** A 409 on delete carries `matchCount` (spec §7); the banner says how many matches still use the team. */
export function oppositionDeleteError(error: unknown): string | null {
  if (!(error instanceof HttpError) || error.status !== 409) return null;
  const body = error.body;
  if (typeof body !== 'object' || body === null || !('matchCount' in body) || typeof body.matchCount !== 'number')
    return null;
  return oppositionTeamTexts.inUse(body.matchCount);
}

export type OppositionTeamFormValues = { team_name: string; venue_name: string; venue_address: string };

export const emptyOppositionTeam: OppositionTeamFormValues = { team_name: '', venue_name: '', venue_address: '' };

export function oppositionTeamFormValues(team: OppositionTeam): OppositionTeamFormValues {
  return { team_name: team.team_name, venue_name: team.venue_name ?? '', venue_address: team.venue_address ?? '' };
}

/** Team name required (trimmed); empty venue fields are sent as null (the schema's optional text). */
export const oppositionTeamFields: FieldSpec<OppositionTeamFormValues>[] = [
  {
    name: 'team_name',
    get label() {
      return t('Team Name');
    },
    required: true,
  },
  {
    name: 'venue_name',
    get label() {
      return t('Venue Name');
    },
    get description() {
      return t('Optional');
    },
  },
  {
    name: 'venue_address',
    get label() {
      return t('Address');
    },
    get description() {
      return t('Optional');
    },
  },
];
