import type { MatchType } from '@touchline/domain';
import type { FieldSpec } from '../../../ui/crud/record-form';

/** Spec §2.10, §5 and §8 (Match types). */
export const matchTypeTexts = {
  fetch: 'Failed to load match types',
  create: 'Failed to create match type',
  update: 'Failed to update match type',
  remove: 'Failed to delete match type',
  none: 'No match types found. Create your first match type to get started.',
  confirmDelete: (name: string) => `Are you sure you want to delete the match type "${name}"?`,
} as const;

export type MatchTypeFormValues = { name: string; description: string };

export const emptyMatchType: MatchTypeFormValues = { name: '', description: '' };

export function matchTypeFormValues(t: MatchType): MatchTypeFormValues {
  return { name: t.name, description: t.description ?? '' };
}

/** Name required; an empty description is sent as null (the schema's optional text). */
export const matchTypeFields: FieldSpec<MatchTypeFormValues>[] = [
  { name: 'name', label: 'Name', required: true, placeholder: 'e.g. league' },
  { name: 'description', label: 'Description', kind: 'textarea', description: 'Optional' },
];
