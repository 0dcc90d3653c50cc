import type { MatchType } from '@touchline/domain';
import { t } from '../../../i18n/i18n';
import type { FieldSpec } from '../../../ui/crud/record-form';

/** Spec §2.10, §5 and §8 (Match types). */
export const matchTypeTexts = {
  get fetch() {
    return t('Failed to load match types');
  },
  get create() {
    return t('Failed to create match type');
  },
  get update() {
    return t('Failed to update match type');
  },
  get remove() {
    return t('Failed to delete match type');
  },
  get none() {
    return t('No match types found. Create your first match type to get started.');
  },
  confirmDelete: (name: string) => t('Are you sure you want to delete the match type "{name}"?', { name }),
};

export type MatchTypeFormValues = { name: string; description: string };

export const emptyMatchType: MatchTypeFormValues = { name: '', description: '' };

export function matchTypeFormValues(type: MatchType): MatchTypeFormValues {
  return { name: type.name, description: type.description ?? '' };
}

/** Name required; an empty description is sent as null (the schema's optional text). */
export const matchTypeFields: FieldSpec<MatchTypeFormValues>[] = [
  {
    name: 'name',
    get label() {
      return t('Name');
    },
    required: true,
    get placeholder() {
      return t('e.g. league');
    },
  },
  {
    name: 'description',
    get label() {
      return t('Description');
    },
    kind: 'textarea',
    get description() {
      return t('Optional');
    },
  },
];
