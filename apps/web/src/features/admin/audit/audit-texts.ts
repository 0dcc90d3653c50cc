import { t, tc } from '../../../i18n/i18n';

/** The texts of the Audit Log screen (issue 7) word for word, and the ones the issue leaves to us. */
export const auditTexts = {
  get heading() {
    return t('Audit Log');
  },
  get empty() {
    return t('No audit entries found.');
  },
  get failed() {
    return t('Failed to load audit log');
  },
  get loading() {
    return t('Loading audit log...');
  },
  get clearFilters() {
    return t('Clear filters');
  },
  get filtersLabel() {
    return t('Filter the audit log');
  },
  get tableLabel() {
    return t('Audit entries');
  },
  get who() {
    return t('Who');
  },
  get entity() {
    return t('Entity');
  },
  get action() {
    return t('Action');
  },
  get from() {
    return tc('date range', 'From');
  },
  get to() {
    return tc('date range', 'To');
  },
  get anyEntity() {
    return t('Any entity');
  },
  get showChanges() {
    return t('Show changes');
  },
  get hideChanges() {
    return t('Hide changes');
  },
  get noChanges() {
    return t('No field changed.');
  },
  nothingRecorded: '—',
  get before() {
    return t('Before');
  },
  get after() {
    return t('After');
  },
  get field() {
    return t('Field');
  },
  get fullRecords() {
    return t('Full records');
  },
};

/** 'Showing 1–50 of 230 entries'. */
export const showingEntries = (first: number, last: number, total: number) =>
  t('Showing {first}–{last} of {total} entries', {
    first: String(first),
    last: String(last),
    total: String(total),
  });

/** A column of the audit table, or a line of its cards. */
export const auditColumnLabels = {
  get when() {
    return t('When');
  },
  get actingAs() {
    return t('Acting as');
  },
  get record() {
    return t('Record');
  },
  get changes() {
    return t('Changes');
  },
};

/** The accessible name of an entry's field table: 'Changes to players #12'. */
export const changesToLabel = (record: string) => t('Changes to {record}', { record });

/**
 * The API areas an entry's entity can be: the first part of the path written to (or of a recorded read, such as a data
 * export). The Entity filter matches one whole.
 */
export const auditEntities = [
  'admin',
  'availability',
  'calendar',
  'impersonate',
  'lineups',
  'logout',
  'match-types',
  'matches',
  'opposition-teams',
  'parent-player-associations',
  'player-targets',
  'players',
  'register',
  'seasons',
  'teams',
  'trainings',
  'users',
] as const;
