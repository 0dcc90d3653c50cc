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
  /** A phase button's question (#29 item 6): the second, deliberate tap is the same button in it. */
  phaseQuestion: (label: string) => `${label}?`,
  phaseWhat: {
    GAME_START: () => "Kick-off now: the clock starts at 0'.",
    HALF_TIME: (minute: number) => `Half time at ${minute}': the clock stops until the second half starts.`,
    SECOND_HALF_START: (minute: number) => `The second half starts now, at ${minute}'.`,
    GAME_END: (minute: number) => `Full time at ${minute}': the match is over and its result is shown to everyone.`,
  } as Record<string, (minute: number) => string>,
  notNow: 'Not now',
} as const;
