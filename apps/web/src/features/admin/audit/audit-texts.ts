/** The texts of the Audit Log screen (issue 7) word for word, and the ones the issue leaves to us. */
export const auditTexts = {
  heading: 'Audit Log',
  empty: 'No audit entries found.',
  failed: 'Failed to load audit log',
  loading: 'Loading audit log...',
  clearFilters: 'Clear filters',
  filtersLabel: 'Filter the audit log',
  tableLabel: 'Audit entries',
  who: 'Who',
  entity: 'Entity',
  action: 'Action',
  from: 'From',
  to: 'To',
  anyEntity: 'Any entity',
  showChanges: 'Show changes',
  hideChanges: 'Hide changes',
  noChanges: 'No field changed.',
  nothingRecorded: '—',
  before: 'Before',
  after: 'After',
  field: 'Field',
  fullRecords: 'Full records',
} as const;

/** 'Showing 1–50 of 230 entries'. */
export const showingEntries = (first: number, last: number, total: number) =>
  `Showing ${first}–${last} of ${total} entries`;

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
