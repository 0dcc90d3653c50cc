/** The words of the team scope (decision 127). */
export const teamScopeTexts = {
  label: 'Teams shown',
  mine: 'My teams',
  all: 'All teams',
  failed: 'Failed to get your teams',
  noTeamTitle: 'You do not coach a team yet',
  noTeamBody:
    "Your club's admin adds you to your team in Team Management (Coaches). Your team's matches, players and " +
    'reports appear here then.',
  noTeamLink: 'See the fixtures',
  /** A family screen's line above the list: whose teams are shown. */
  showing: (names: readonly string[]) => `Showing ${names.join(' and ')}`,
} as const;
