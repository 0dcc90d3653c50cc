import { z } from 'zod';
import { lazySchema } from './lazy-schema';

export const emailKinds = ['availability_request', 'reminder', 'squad', 'fixture_change', 'club_message'] as const;
export type EmailKind = (typeof emailKinds)[number];

export const emailKindLabels: Record<EmailKind, string> = {
  availability_request: 'Availability requests',
  reminder: 'Reminders to answer',
  squad: 'Squad announcements',
  fixture_change: 'Fixture changes',
  club_message: 'Club messages',
};

/** Whether each kind of email is wanted. */
export const emailPreferencesSchema = lazySchema(() =>
  z.strictObject({
    availability_request: z.boolean(),
    reminder: z.boolean(),
    squad: z.boolean(),
    fixture_change: z.boolean(),
    club_message: z.boolean(),
  }),
);
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

export const unsubscribeBody = lazySchema(() =>
  z.strictObject({ token: z.string().min(1, 'token is required').max(1000) }),
);

export const unsubscribed = lazySchema(() => z.object({ kind: z.enum(emailKinds), label: z.string() }));
