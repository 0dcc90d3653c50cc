import type { Season } from '@touchline/domain';
import { t } from '../../../i18n/i18n';
import type { FieldSpec } from '../../../ui/crud/record-form';

/** Spec §2.11, §5 and §8 (Seasons). */
export const seasonTexts = {
  get fetch() {
    return t('Failed to load seasons');
  },
  get create() {
    return t('Failed to create season');
  },
  get update() {
    return t('Failed to update season');
  },
  get remove() {
    return t('Failed to delete season');
  },
  get loading() {
    return t('Loading seasons...');
  },
  get none() {
    return t('No seasons found. Create your first season to get started.');
  },
  confirmDelete: (name: string) => t('Are you sure you want to delete the season "{name}"?', { name }),
};

export type SeasonFormValues = { name: string; start_date: string; end_date: string; is_current: boolean };

export const emptySeason: SeasonFormValues = { name: '', start_date: '', end_date: '', is_current: false };

export function seasonFormValues(s: Season): SeasonFormValues {
  return { name: s.name, start_date: s.start_date, end_date: s.end_date, is_current: s.is_current };
}

/**
 * Empty dates are left out so the schema says they are required. No check that the end is after the start (spec §5).
 */
export function toSeasonBody(v: SeasonFormValues) {
  return {
    name: v.name,
    start_date: v.start_date || undefined,
    end_date: v.end_date || undefined,
    is_current: v.is_current,
  };
}

export const seasonFields: FieldSpec<SeasonFormValues>[] = [
  {
    name: 'name',
    get label() {
      return t('Season Name');
    },
    required: true,
    placeholder: '2024-25',
  },
  {
    name: 'start_date',
    get label() {
      return t('Start Date');
    },
    kind: 'date',
    required: true,
  },
  {
    name: 'end_date',
    get label() {
      return t('End Date');
    },
    kind: 'date',
    required: true,
  },
  {
    name: 'is_current',
    get label() {
      return t('Current Season');
    },
    kind: 'checkbox',
  },
];
