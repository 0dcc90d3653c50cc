import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { msg } from '../i18n/translate';

/**
 * The kinds of notice a person chooses how to get (push, email, both or neither; #32). `match_day` is the family's
 * own child's match: kick-off, goals and full time (off until chosen).
 */
export const emailKinds = [
  'availability_request',
  'reminder',
  'squad',
  'fixture_change',
  'club_message',
  'match_day',
  /** What the family owes: a payment request, a reminder, a kit order's charge (#33). */
  'payments',
  /** A family's volunteer duty: the reminder the day before, a swap asked of them or answered (#34). */
  'duties',
] as const;
export type EmailKind = (typeof emailKinds)[number];

export const emailKindLabels: Record<EmailKind, string> = {
  availability_request: msg('Availability requests'),
  reminder: msg('Reminders to answer'),
  squad: msg('Squad announcements'),
  fixture_change: msg('Fixture changes'),
  club_message: msg('Club messages'),
  match_day: msg("Match day: kick-off, goals and full time of your child's match"),
  payments: msg('Payments: what your family owes and reminders'),
  duties: msg("Duties: your family's volunteer duties, swaps and reminders"),
};

export const unsubscribeBody = lazySchema(() =>
  z.strictObject({ token: z.string().min(1, 'token is required').max(1000) }),
);

export const unsubscribed = lazySchema(() => z.object({ kind: z.enum(emailKinds), label: z.string() }));
