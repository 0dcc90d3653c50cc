/** The texts of the Match Management screen; spec §2.6, §5 and §8 word for word where the spec gives them. */
export const matchTexts = {
  heading: 'Match Management',
  createNewMatch: 'Create New Match',
  generateMatches: 'Generate Matches',
  createTitle: 'Create Match',
  editTitle: 'Edit Match',
  searchPlaceholder: 'Search matches...',
  noMatches: 'No matches available.',
  noMatchesForSearch: 'No matches found matching your search.',
  deleteQuestion: 'Delete this match?',
  failedToFetchMatches: 'Failed to fetch matches',
  failedToCreateMatch: 'Failed to create match',
  failedToUpdateMatch: 'Failed to update match',
  failedToDeleteMatch: 'Failed to delete match',
  failedToCreateOppositionTeam: 'Failed to create opposition team',
  failedToFetchOppositionTeams: 'Failed to fetch opposition teams',
  failedToFetchTeams: 'Failed to fetch teams',
  failedToLoadMatchTypes: 'Failed to load match types',
  failedToLoadSeasons: 'Failed to load seasons',
  createNewOppositionTeam: 'Create New Opposition Team',
  meetTimeHint: 'Defaults to 30 minutes before kick-off',
} as const;

export function failedToCreateMatchFor(date: string): string {
  return `Failed to create match for ${date}`;
}

/** The accessible name of a row's menu button. */
export function matchActionsLabel(opposition: string, date: string): string {
  return `Actions for match against ${opposition} on ${date}`;
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** The generator's results box: how many matches were created and which dates were skipped. */
export function createdSummary(count: number): string {
  return `Created ${plural(count, 'match', 'matches')}`;
}

export function skippedSummary(count: number): string {
  return `Skipped ${plural(count, 'date', 'dates')} that already had a match`;
}

/** 'scottish cup' → 'Scottish Cup': match type names are stored in lower case. */
export function matchTypeLabel(name: string): string {
  return name.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());
}
