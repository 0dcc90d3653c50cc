import { fixtureAnswerLabels, type FixtureAnswer } from '@touchline/domain';

export const respondTexts = {
  title: 'Availability',
  recording: 'Recording your answer…',
  failed: 'Your answer could not be recorded. Please try again.',
  problemTitle: 'This link does not work',
  ask: (player: string) => `Can ${player} play?`,
  recorded: (player: string, answer: FixtureAnswer) => `Thank you. ${player}: ${fixtureAnswerLabels[answer]}.`,
  change: 'Change the answer',
  noteLabel: 'A note for the coach (optional)',
  saveNote: 'Save note',
  noteSaved: 'Note saved.',
  closes: (when: string) => `Answers close on ${when}.`,
  goToTouchline: 'Go to Touchline',
} as const;
