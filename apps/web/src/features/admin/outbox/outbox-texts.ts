import type { OutboxEntry, OutboxStatus, TestEmailAnswer } from '@touchline/domain';

export const outboxTexts = {
  title: 'Email outbox',
  intro:
    'Every email Touchline sends: invitations, password links and email confirmations. Failed ones can be sent again.',
  status: 'Status',
  all: 'All',
  loading: 'Loading emails...',
  failed: 'Failed to load the outbox',
  empty: 'No emails yet.',
  emptyFiltered: 'No emails with this status.',
  retry: 'Retry',
  retryFailed: 'Failed to retry the email',
  to: 'To',
  subject: 'Subject',
  created: 'Created',
  attempts: 'Attempts',
  reason: 'Reason',
  notConfigured: 'Email is not set up on this server: set SMTP_URL, MAIL_FROM and PUBLIC_URL (see the README).',
  testTitle: 'Test email',
  sendTo: 'Send to',
  sendToHint: 'Leave empty to send it to your own address.',
  sendTest: 'Send a test email',
  testFailed: 'The test email could not be sent',
} as const;

/** What the mail server answered a test email, in its own words. */
export function testEmailResult(answer: TestEmailAnswer): string {
  return `${answer.sent ? 'Sent' : 'Not sent'} to ${answer.to}. The mail server answered: ${answer.response}`;
}

export const statusLabels: Record<OutboxStatus, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
};

export const statusColours: Record<OutboxStatus, string> = {
  queued: 'yellow',
  sending: 'blue',
  sent: 'green',
  failed: 'red',
};

const kindLabels: Record<OutboxEntry['kind'], string> = {
  invitation: 'Invitation',
  password_reset: 'Password link',
  email_change: 'Email confirmation',
  availability_request: 'Availability request',
  reminder: 'Reminder',
  squad: 'Squad announcement',
  fixture_change: 'Fixture change',
  club_message: 'Club message',
  match_day: 'Match day',
  qualification_reminder: 'Qualification reminder',
  medical_review: 'Medical details review',
};

export function kindLabel(kind: OutboxEntry['kind']): string {
  return kindLabels[kind];
}

/** "24 Nov 2026, 10:42" in the browser's zone. */
export function whenText(iso: string | null): string {
  if (!iso) return '';
  return new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}

/** What the status column says: when it went, when it will be tried again, or why it failed. */
export function statusDetail(entry: OutboxEntry): string {
  if (entry.status === 'sent') return `Sent ${whenText(entry.sent_at)}`;
  if (entry.status === 'failed') return entry.last_error ?? '';
  if (entry.status === 'queued' && entry.attempts > 0)
    return `Next try ${whenText(entry.next_attempt_at)}${entry.last_error ? ` · ${entry.last_error}` : ''}`;
  return '';
}
