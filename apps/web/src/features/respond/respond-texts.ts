import { fixtureAnswerLabels, type FixtureAnswer, type FixtureStatus } from '@touchline/domain';
import { known, t } from '../../i18n/i18n';

export const respondTexts = {
  get title() {
    return t('Availability');
  },
  get recording() {
    return t('Recording your answer…');
  },
  get failed() {
    return t('Your answer could not be recorded. Please try again.');
  },
  get problemTitle() {
    return t('This link does not work');
  },
  ask: (player: string) => t('Can {player} play?', { player }),
  recorded: (player: string, answer: FixtureAnswer) =>
    t('Thank you. {player}: {answer}.', { player, answer: known(fixtureAnswerLabels[answer]) }),
  get change() {
    return t('Change the answer');
  },
  get noteLabel() {
    return t('A note for the coach (optional)');
  },
  get saveNote() {
    return t('Save note');
  },
  get noteSaved() {
    return t('Note saved.');
  },
  closes: (when: string) => t('Answers close on {when}.', { when }),
  get goToTouchline() {
    return t('Go to Touchline');
  },
  get closedTitle() {
    return t('Answers have closed');
  },
  closedOn: (when: string) => t('Answers for this match closed on {when}.', { when }),
  notOn: (status: FixtureStatus) =>
    t(
      '{status, select, postponed {This match is postponed: it takes no answers.} ' +
        'cancelled {This match is cancelled: it takes no answers.} ' +
        'other {This match is {status}: it takes no answers.}}',
      { status },
    ),
  stands: (player: string, answer: string) => t('The answer that stands for {player}: {answer}.', { player, answer }),
  noAnswer: (player: string) => t('No answer was given for {player}.', { player }),
  askCoaches: (coaches: readonly string[], on: boolean) =>
    on
      ? t('To change it, ask the coach ({coaches}) or', { coaches: coaches.join(', ') })
      : t('Questions? Ask the coach ({coaches}) or', { coaches: coaches.join(', ') }),
  askTeam: (on: boolean) => (on ? t('To change it,') : t('Questions?')),
  call: (phone: string) => t('call the team on {phone}', { phone }),
};
