/** The dashboard's texts, word for word from the spec (§1, §2, §8) where it gives them. */
export const dashboardTexts = {
  welcomeTitle: 'Welcome to Touchline',
  welcomeBody: 'Your account is being set up. Please contact an administrator to get access to your club.',
  upcomingMatchesFailed: 'Failed to fetch upcoming matches',
  noUpcomingMatches: 'No upcoming matches',
  coachesFailed: 'Failed to fetch coaches',
  availabilityFailed: 'Failed to fetch availability data',
  invalidPlayers: 'Invalid players data format',
  noTeamPlayers: 'No players found for the team',
  everyoneAvailable: 'Everyone is available for this match',
  unavailableLabel: 'Unavailable:',
  /** A match's players who answered Maybe or not at all (decision 115). */
  undecidedLabel: 'Maybe or no answer:',
  everyoneAvailableTraining: 'Everyone is available for this session',
  noPlayerData: 'No player data available',
  updateAvailabilityFailed: 'Failed to update availability',
  noAvailabilityRecords: 'No availability records found',
  noUpcomingTraining: 'No upcoming training sessions',
  /** Shown in place of a missing training time or venue. */
  tbc: 'TBC',
  /** The opposition of the Next Match placeholder when nothing is scheduled. */
  tbd: 'TBD',
  /** A team badge whose name could not be read. */
  fallbackBadge: 'FC',
} as const;

/** 'Match data is incomplete. Missing: venue_name, team_id' (spec §5). */
export function incompleteMatchText(missing: readonly string[]): string {
  return `Match data is incomplete. Missing: ${missing.join(', ')}`;
}

/** 'n of total' under the availability carousels. */
export function slidePositionText(index: number, total: number): string {
  return `${index + 1} of ${total}`;
}
