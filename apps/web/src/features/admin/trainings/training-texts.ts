import { t } from '../../../i18n/i18n';
import { formatDate } from '../../../ui/dates/format-date';

/** The texts of the Training Sessions screen; spec §2.8, §5 and §8 word for word where the spec gives them. */
export const trainingTexts = {
  get heading() {
    return t('Training Sessions');
  },
  get addNewSession() {
    return t('Add New Session');
  },
  get bulkCreateSessions() {
    return t('Bulk Create Sessions');
  },
  get addTitle() {
    return t('Add New Training Session');
  },
  get editTitle() {
    return t('Edit Training Session');
  },
  get bulkTitle() {
    return t('Bulk Create Training Sessions');
  },
  get closeAndView() {
    return t('Close and View Training List');
  },
  get createSubmit() {
    return t('Create Training Session');
  },
  get updateSubmit() {
    return t('Update Training Session');
  },
  get bulkSubmit() {
    return t('Create Training Sessions');
  },
  get creating() {
    return t('Creating...');
  },
  get updating() {
    return t('Updating...');
  },
  get searchPlaceholder() {
    return t('Search training sessions...');
  },
  get noSessions() {
    return t('No training sessions available.');
  },
  get noSessionsForSearch() {
    return t('No training sessions found matching your search.');
  },
  get deleteQuestion() {
    return t('Are you sure you want to delete this training session?');
  },
  get created() {
    return t('Training session created successfully');
  },
  get updated() {
    return t('Training session updated successfully');
  },
  get deleted() {
    return t('Training session deleted successfully');
  },
  get failedToFetchTrainings() {
    return t('Failed to fetch trainings');
  },
  get failedToCreate() {
    return t('Failed to create training session');
  },
  get failedToUpdate() {
    return t('Failed to update training session');
  },
  get failedToDelete() {
    return t('Failed to delete training session');
  },
  get failedToFetchTeams() {
    return t('Failed to fetch teams');
  },
  /** The server's own text for this rule (routes/trainings.ts), checked in the browser too. */
  get endTimeAfterStart() {
    return t('End time must be after start time');
  },
  /** Bulk create's dates to skip (#30): school holidays and other days without training. */
  get daysOff() {
    return t('Dates to skip');
  },
  get daysOffHint() {
    return t(
      'School holidays or any other days without training: no session is made on them. Leave the last day empty ' +
        'for a single day.',
    );
  },
  get addDaysOff() {
    return t('Add dates to skip');
  },
  get daysOffFirst() {
    return t('First day');
  },
  get daysOffLast() {
    return t('Last day');
  },
  get removeDaysOff() {
    return t('Remove');
  },
  get daysOffFirstRequired() {
    return t('Please enter the first day to skip');
  },
  get daysOffLastAfterFirst() {
    return t('The last day to skip must be on or after the first');
  },
  get skippedDaysOff() {
    return t('Skipped (dates to skip)');
  },
};

/** The accessible name of one stretch of dates to skip, numbered from 1. */
export function daysOffLabel(n: number): string {
  return t('Dates to skip {n}', { n: String(n) });
}

export function bulkCreatedMessage(count: number): string {
  return t('Successfully created {count} training sessions', { count: String(count) });
}

export function failedToCreateTrainingFor(date: string): string {
  return t('Failed to create training for {date}', { date });
}

/** The accessible name of a row's menu button; the date as stored (YYYY-MM-DD). */
export function trainingActionsLabel(date: string): string {
  return t('Actions for training on {date}', { date });
}

/** '2030-05-07' → 'Tue, 7 May 2030'; anything that is not a date is shown as it is. */
export function readableDate(iso: string): string {
  const time = Date.parse(`${iso}T00:00:00Z`);
  return Number.isNaN(time)
    ? iso
    : formatDate(new Date(time), {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      });
}
