/** The words of fair minutes (decision 109): the rotation dialog, the sub timer and the live minutes table. */
export const minutesTexts = {
  rotation: 'Rotation',
  rotationTitle: 'Rotation for this match',
  onPitch: 'Players on the pitch',
  changeEvery: 'Change every (minutes)',
  matchMinutes: 'Match length (minutes)',
  saveRotation: 'Save rotation',
  saved: 'Rotation saved.',
  loading: 'Loading…',
  notSaved: (ageGroup: string) => `Not saved yet: these are the ${ageGroup} defaults.`,
  noSquad: 'No players to rotate: save the lineup, or publish the squad, first.',
  couldNotSave: 'The rotation could not be saved',
  limitNotSaved: 'The most minutes per day could not be saved',
  couldNotLoad: 'Could not load: try again',
  maxPerDay: (ageGroup: string, max: number | null) =>
    max === null ? `No most minutes per day for ${ageGroup}.` : `Most minutes per day for ${ageGroup}: ${max}.`,
  /** The plan in a volunteer's words (#28 item 24): who plays how long, and the keeper. */
  planRange: (fewest: number, most: number, keeper: string | null, length: number) =>
    `${keeper ? 'Every outfield player' : 'Every player'} plays ${
      fewest === most ? `${most}` : `between ${fewest} and ${most}`
    } minutes${keeper ? `; ${keeper} stays in goal for all ${length}` : ''}.`,
  plan: 'The plan',
  player: 'Player',
  season: 'This season',
  todayBefore: 'Earlier today',
  planned: 'Planned',
  changesTitle: 'Changes',
  change: (at: number, off: string, on: string) => `${at}': ${off} off, ${on} on`,
  subDue: (pairs: string) => `Sub due: ${pairs}`,
  nextChange: (at: number, pairs: string) => `Next change at ${at}': ${pairs}`,
  pair: (off: string, on: string) => `${off} off, ${on} on`,
  makeChange: 'Make the change',
  /** The Undo bar's label for a change made with one tap: all its pairs, undone together. */
  changeMade: (pairs: readonly string[]) => `${pairs.length === 1 ? 'Substitution' : 'Change'}: ${pairs.join('; ')}`,
  subTimer: 'Sub timer',
  noLineup: 'Save the lineup to use the sub timer: it starts from the starting players.',
  minutesTitle: 'Minutes',
  played: 'Played',
  share: 'Share',
  today: 'Today',
  onNow: 'on',
  overMax: (max: number) => `Over ${max} today`,
  minutesCaption: (max: number | null) =>
    `Minutes so far, planned, and share of the minutes played while in the squad${
      max === null ? '' : `; more than ${max} in a day is flagged`
    }.`,
  limitsButton: 'Minutes per day',
  limitsTitle: 'Most minutes per day',
  limitsIntro:
    "The most minutes a player should play in one day, per age group. Empty follows the FA's figure for youth " +
    'football (U7–U8 40, U9–U10 60, U11–U12 80, U13–U16 100, U17–U18 120).',
  limitLabel: (ageGroup: string) => `Most minutes per day for ${ageGroup}`,
  faFigure: (minutes: number | null) => (minutes === null ? 'No FA figure' : `FA: ${minutes}`),
  saveLimit: (ageGroup: string) => `Save ${ageGroup}`,
  limitSaved: (ageGroup: string) => `Saved for ${ageGroup}.`,
} as const;
