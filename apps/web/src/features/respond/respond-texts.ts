import { fixtureAnswerLabels, type FixtureAnswer, type FixtureStatus } from '@touchline/domain';

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
  closedTitle: 'Answers have closed',
  closedOn: (when: string) => `Answers for this match closed on ${when}.`,
  notOn: (status: FixtureStatus) => `This match is ${status}: it takes no answers.`,
  stands: (player: string, answer: string) => `The answer that stands for ${player}: ${answer}.`,
  noAnswer: (player: string) => `No answer was given for ${player}.`,
  askCoaches: (coaches: readonly string[], on: boolean) =>
    `${on ? 'To change it, ask' : 'Questions? Ask'} the coach (${coaches.join(', ')}) or`,
  askTeam: (on: boolean) => (on ? 'To change it,' : 'Questions?'),
  call: (phone: string) => `call the team on ${phone}`,
} as const;
