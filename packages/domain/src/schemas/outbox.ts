import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { pageFields } from './common';
import { msg } from '../i18n/translate';

export const outboxStatuses = ['queued', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];
export const outboxKinds = [
  'invitation',
  'password_reset',
  'email_change',
  'availability_request',
  'reminder',
  'squad',
  'fixture_change',
  'club_message',
  /** A DBS check, safeguarding course or first aid expiring in 60 or 30 days (#31). */
  'qualification_reminder',
  /** A parent asked to confirm their children's medical and emergency information for the new season (#31). */
  'medical_review',
  /** Kick-off, a goal, full time of the family's own child's match, for those who chose it by email (#32). */
  'match_day',
  /** A payment request or reminder to a family's parents (#33). */
  'payments',
  /** A family's duty: the reminder the day before, a swap asked or answered (#34). */
  'duties',
] as const;

/** One email in the outbox, as admins see it: never its body (it carries single-use links). */
export const outboxEntry = lazySchema(() =>
  z.object({
    id: z.number().int(),
    kind: z.enum(outboxKinds),
    to_address: z.string(),
    subject: z.string(),
    status: z.enum(outboxStatuses),
    attempts: z.number().int(),
    last_error: z.string().nullable(),
    created_at: z.string(),
    next_attempt_at: z.string().nullable(),
    sent_at: z.string().nullable(),
  }),
);
export type OutboxEntry = z.infer<typeof outboxEntry>;

export const outboxQuery = lazySchema(() =>
  z.strictObject({
    status: z.enum(outboxStatuses).optional(),
    ...pageFields(),
  }),
);

export const outboxMessages = {
  notFailed: msg('Only an email that failed can be tried again'),
} as const;
