import type { OppositionTeam } from '@touchline/domain';
import { HttpError } from '../../../api/http';
import type { FieldSpec } from '../../../ui/crud/record-form';

/** Spec §2.9, §5 and §8 (Opposition teams). */
export const oppositionTeamTexts = {
  fetch: 'Failed to fetch opposition teams',
  create: 'Failed to create opposition team',
  update: 'Failed to save opposition team',
  remove: 'Failed to delete opposition team',
  confirmDelete: 'Delete this opposition team? This action cannot be undone.',
  none: 'No opposition teams found. Add your first team using the Add New Team button above.',
  inUse: (matchCount: number) => `Cannot delete team - it has ${matchCount} associated match(es)`,
  total: (count: number) => `Total: ${count} opposition ${count === 1 ? 'team' : 'teams'}`,
} as const;

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

export function oppositionTeamFormValues(t: OppositionTeam): OppositionTeamFormValues {
  return { team_name: t.team_name, venue_name: t.venue_name ?? '', venue_address: t.venue_address ?? '' };
}

/** Team name required (trimmed); empty venue fields are sent as null (the schema's optional text). */
export const oppositionTeamFields: FieldSpec<OppositionTeamFormValues>[] = [
  { name: 'team_name', label: 'Team Name', required: true },
  { name: 'venue_name', label: 'Venue Name', description: 'Optional' },
  { name: 'venue_address', label: 'Address', description: 'Optional' },
];
