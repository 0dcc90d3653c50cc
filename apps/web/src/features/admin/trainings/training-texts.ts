/** The texts of the Training Sessions screen; spec §2.8, §5 and §8 word for word where the spec gives them. */
export const trainingTexts = {
  heading: 'Training Sessions',
  addNewSession: 'Add New Session',
  bulkCreateSessions: 'Bulk Create Sessions',
  addTitle: 'Add New Training Session',
  editTitle: 'Edit Training Session',
  bulkTitle: 'Bulk Create Training Sessions',
  closeAndView: 'Close and View Training List',
  createSubmit: 'Create Training Session',
  updateSubmit: 'Update Training Session',
  bulkSubmit: 'Create Training Sessions',
  creating: 'Creating...',
  updating: 'Updating...',
  searchPlaceholder: 'Search training sessions...',
  noSessions: 'No training sessions available.',
  noSessionsForSearch: 'No training sessions found matching your search.',
  deleteQuestion: 'Are you sure you want to delete this training session?',
  created: 'Training session created successfully',
  updated: 'Training session updated successfully',
  deleted: 'Training session deleted successfully',
  failedToFetchTrainings: 'Failed to fetch trainings',
  failedToCreate: 'Failed to create training session',
  failedToUpdate: 'Failed to update training session',
  failedToDelete: 'Failed to delete training session',
  failedToFetchTeams: 'Failed to fetch teams',
  /** The server's own text for this rule (routes/trainings.ts), checked in the browser too. */
  endTimeAfterStart: 'End time must be after start time',
  /** Bulk create's dates to skip (#30): school holidays and other days without training. */
  daysOff: 'Dates to skip',
  daysOffHint:
    'School holidays or any other days without training: no session is made on them. Leave the last day empty ' +
    'for a single day.',
  addDaysOff: 'Add dates to skip',
  daysOffFirst: 'First day',
  daysOffLast: 'Last day',
  removeDaysOff: 'Remove',
  daysOffFirstRequired: 'Please enter the first day to skip',
  daysOffLastAfterFirst: 'The last day to skip must be on or after the first',
  skippedDaysOff: 'Skipped (dates to skip)',
} as const;

/** The accessible name of one stretch of dates to skip, numbered from 1. */
export function daysOffLabel(n: number): string {
  return `Dates to skip ${n}`;
}

export function bulkCreatedMessage(count: number): string {
  return `Successfully created ${count} training sessions`;
}

export function failedToCreateTrainingFor(date: string): string {
  return `Failed to create training for ${date}`;
}

/** The accessible name of a row's menu button; the date as stored (YYYY-MM-DD). */
export function trainingActionsLabel(date: string): string {
  return `Actions for training on ${date}`;
}

const readable = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2030-05-07' → 'Tue, 7 May 2030'; anything that is not a date is shown as it is. */
export function readableDate(iso: string): string {
  const time = Date.parse(`${iso}T00:00:00Z`);
  return Number.isNaN(time) ? iso : readable.format(time);
}
