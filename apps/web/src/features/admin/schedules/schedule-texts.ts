/** The words the Fixtures and Training screens add for a team's coaches (#30). */
export const scheduleTexts = {
  /** In place of a row's actions when it is another team's. */
  viewOnly: 'View only',
  /** Above the list when a coach shows every team. */
  otherTeamsFixtures: "Other teams' fixtures are shown to read: only their coaches and an admin change them.",
  otherTeamsSessions: "Other teams' sessions are shown to read: only their coaches and an admin change them.",
} as const;
