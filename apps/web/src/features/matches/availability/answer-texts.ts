import type { PlayerAnswer } from '@touchline/domain';
import { shortInstant } from '../../../ui/dates/fixture-dates';

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

export const answerTexts = {
  title: 'Availability answers',
  loading: 'Loading answers...',
  failed: (message: string) => `Failed to load answers: ${message}`,
  closes: (when: string) => `Answers close on ${when}.`,
  closed: (when: string) => `Answers closed on ${when}. Coaches can still change them.`,
  remindNow: 'Remind now',
  remindHint: (n: number) =>
    n === 1
      ? 'Emails the family of the 1 player without an answer.'
      : `Emails the families of the ${n} players without an answer.`,
  reminded: (contacts: number, players: number) =>
    `Reminder sent: ${plural(contacts, 'email')} about ${plural(players, 'player')}.`,
  remindFailed: 'The reminder could not be sent',
  noEmail: 'Email is not set up on this server, so no requests or reminders are sent.',
  nobody: 'Nobody',
  settings: 'Reminder settings',
  answerFor: (name: string) => `Answer for ${name}`,
  saveFailed: 'The answer could not be saved',
} as const;

export const groups = [
  { key: 'available', title: 'Available' },
  { key: 'maybe', title: 'Maybe' },
  { key: 'not_available', title: 'Not available' },
  { key: 'no_answer', title: 'No answer' },
] as const;

const sources: Record<NonNullable<PlayerAnswer['source']>, string> = {
  app: 'in the app',
  link: 'from the email',
  coach: 'by a coach',
  date: "'date I will miss'",
};

/** The same, after the name of who gave it. */
const sourcesAfterName: Record<NonNullable<PlayerAnswer['source']>, string> = {
  app: 'in the app',
  link: 'from the email',
  coach: 'as a coach',
  date: "with a 'date I will miss'",
};

/**
 * Who gave an answer, how and when: 'by Pat Jones from the email, Mon 23 Nov, 09:12', or without a name (an account
 * since removed) 'from the email, Mon 23 Nov, 09:12'.
 */
export function answeredText(p: PlayerAnswer): string | null {
  if (!p.source || !p.answered_at) return null;
  const how = p.answered_by ? `by ${p.answered_by} ${sourcesAfterName[p.source]}` : sources[p.source];
  return `${how}, ${shortInstant(p.answered_at)}`;
}

/** 'Emailed Mon 23 Nov, 09:00 (request), Thu 26 Nov, 09:00 (reminder)'. */
export function remindedText(p: PlayerAnswer): string | null {
  if (p.reminded.length === 0) return null;
  const what = { request: 'request', scheduled: 'reminder', manual: 'Remind now' } as const;
  return `Emailed ${p.reminded.map((r) => `${shortInstant(r.at)} (${what[r.trigger]})`).join(', ')}`;
}
