/** The live link page's texts (decision 111). */
export const watchTexts = {
  title: 'Live match',
  loading: 'Loading match…',
  kickOff: (day: string, time: string, side: 'Home' | 'Away') => `${day}, kick-off ${time} (${side})`,
  youthMode: 'Youth mode: no score is shown for this team.',
  matchEvents: 'Match events',
  refreshes: (until: string) => `Updates every 10 seconds. This link works until ${until}.`,
  offline: 'Offline: the club’s server cannot be reached. Showing what was last loaded; trying again every 10 seconds.',
  offlineNothing: 'Offline: the club’s server cannot be reached. Trying again every 10 seconds.',
  goneTitle: 'Link no longer works',
  firstNames: "Players are shown by first name only, or as 'Player' where their family has not agreed to it.",
} as const;
