/** The match console's own words (decision 108). */
export const consoleTexts = {
  goalUs: 'Goal (us)',
  goalThem: 'Goal (them)',
  waiting: (n: number) => `${n} ${n === 1 ? 'event' : 'events'} waiting to send`,
  offline: 'No connection: they are kept on this phone and sent, in order, when it is back.',
  notRecorded: (label: string) => `Not recorded: ${label}`,
  dismiss: 'Dismiss',
  recorded: (label: string) => `${label} recorded`,
  undo: 'Undo',
  undone: (label: string) => `${label} undone`,
  whoScored: 'Who scored?',
  assistBy: 'Assist by?',
  noAssist: 'No assist',
  pickLater: 'Pick later',
  /** A refused pick or Undo, in 'Not recorded: …'. */
  pickLabel: 'Scorer or assist',
  undoLabel: 'Undo',
  matchDetails: 'Match details',
} as const;
