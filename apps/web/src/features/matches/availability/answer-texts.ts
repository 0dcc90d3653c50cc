import type { PlayerAnswer } from '@touchline/domain';
import { t, tc } from '../../../i18n/i18n';
import { shortInstant } from '../../../ui/dates/fixture-dates';

export const answerTexts = {
  get title() {
    return t('Availability answers');
  },
  get loading() {
    return t('Loading answers...');
  },
  failed: (message: string) => t('Failed to load answers: {message}', { message }),
  closes: (when: string) => t('Answers close on {when}.', { when }),
  closed: (when: string) => t('Answers closed on {when}. Coaches can still change them.', { when }),
  get remindNow() {
    return t('Remind now');
  },
  remindHint: (n: number) =>
    t(
      '{n, plural, one {Emails the family of the # player without an answer.} ' +
        'other {Emails the families of the # players without an answer.}}',
      { n },
    ),
  reminded: (contacts: number, players: number) =>
    t(
      'Reminder sent: {contacts, plural, one {# email} other {# emails}} about ' +
        '{players, plural, one {# player} other {# players}}.',
      { contacts, players },
    ),
  get remindFailed() {
    return t('The reminder could not be sent');
  },
  get noEmail() {
    return t('Email is not set up on this server, so no requests or reminders are sent.');
  },
  get nobody() {
    return t('Nobody');
  },
  get settings() {
    return t('Reminder settings');
  },
  answerFor: (name: string) => t('Answer for {name}', { name }),
  get saveFailed() {
    return t('The answer could not be saved');
  },
};

export const groups = [
  {
    key: 'available',
    get title() {
      return t('Available');
    },
  },
  {
    key: 'maybe',
    get title() {
      return t('Maybe');
    },
  },
  {
    key: 'not_available',
    get title() {
      return t('Not available');
    },
  },
  {
    key: 'no_answer',
    get title() {
      return t('No answer');
    },
  },
] as const;

type Source = NonNullable<PlayerAnswer['source']>;

/** How an answer was given, without the name of who gave it. */
function sourceText(source: Source): string {
  switch (source) {
    case 'app':
      return t('in the app');
    case 'link':
      return t('from the email');
    case 'coach':
      return t('by a coach');
    case 'date':
      return t("'date I will miss'");
  }
}

/** The same, with the name of who gave it. */
function byNameText(name: string, source: Source): string {
  switch (source) {
    case 'app':
      return t('by {name} in the app', { name });
    case 'link':
      return t('by {name} from the email', { name });
    case 'coach':
      return t('by {name} as a coach', { name });
    case 'date':
      return t("by {name} with a 'date I will miss'", { name });
  }
}

/**
 * Who gave an answer, how and when: 'by Pat Jones from the email, Mon 23 Nov, 09:12', or without a name (an account
 * since removed) 'from the email, Mon 23 Nov, 09:12'.
 */
export function answeredText(p: PlayerAnswer): string | null {
  if (!p.source || !p.answered_at) return null;
  const how = p.answered_by ? byNameText(p.answered_by, p.source) : sourceText(p.source);
  return `${how}, ${shortInstant(p.answered_at)}`;
}

/** 'Emailed Mon 23 Nov, 09:00 (request), Thu 26 Nov, 09:00 (reminder)'. */
export function remindedText(p: PlayerAnswer): string | null {
  if (p.reminded.length === 0) return null;
  const what = (trigger: PlayerAnswer['reminded'][number]['trigger']) =>
    trigger === 'request'
      ? tc('emailed', 'request')
      : trigger === 'scheduled'
        ? tc('emailed', 'reminder')
        : t('Remind now');
  return t('Emailed {list}', { list: p.reminded.map((r) => `${shortInstant(r.at)} (${what(r.trigger)})`).join(', ') });
}
