/** The live screens' texts, word for word from the spec. */
export const liveTexts = {
  loadingUpcoming: 'Loading upcoming matches...',
  errorLoading: 'Error Loading Matches',
  tryAgain: 'Try Again',
  noUpcoming: 'No Upcoming Matches',
  checkBack: 'Check back later for live match updates',
  selectToView: 'Please select a match to view live updates',
  selectToBegin: 'Please select a match to begin',
  liveUpdates: 'Live Updates',
  matchEvents: 'Match Events',
  quickActions: 'Quick Actions',
  addEvent: 'Add Event',
  forfeitMatch: 'Forfeit Match',
  error: (message: string) => `Error: ${message}`,
} as const;
