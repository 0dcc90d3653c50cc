import type { OutboxEntry, OutboxStatus, TestEmailAnswer } from '@touchline/domain';
import { t, tc } from '../../../i18n/i18n';
import { formatDate } from '../../../ui/dates/format-date';

export const outboxTexts = {
  get title() {
    return t('Email outbox');
  },
  get intro() {
    return t(
      'Every email Touchline sends: invitations, password links and email confirmations. ' +
        'Failed ones can be sent again.',
    );
  },
  get status() {
    return t('Status');
  },
  get all() {
    return t('All');
  },
  get showOlder() {
    return t('Show older emails');
  },
  get loading() {
    return t('Loading emails...');
  },
  get failed() {
    return t('Failed to load the outbox');
  },
  get empty() {
    return t('No emails yet.');
  },
  get emptyFiltered() {
    return t('No emails with this status.');
  },
  get retry() {
    return t('Retry');
  },
  get retryFailed() {
    return t('Failed to retry the email');
  },
  get to() {
    return tc('email', 'To');
  },
  get subject() {
    return t('Subject');
  },
  get created() {
    return tc('email', 'Created');
  },
  get attempts() {
    return t('Attempts');
  },
  get reason() {
    return t('Reason');
  },
  get notConfigured() {
    return t('Email is not set up on this server: set SMTP_URL, MAIL_FROM and PUBLIC_URL (see the README).');
  },
  get testTitle() {
    return t('Test email');
  },
  get sendTo() {
    return t('Send to');
  },
  get sendToHint() {
    return t('Leave empty to send it to your own address.');
  },
  get sendTest() {
    return t('Send a test email');
  },
  get testFailed() {
    return t('The test email could not be sent');
  },
};

/** What the mail server answered a test email, in its own words. */
export function testEmailResult(answer: TestEmailAnswer): string {
  const values = { to: answer.to, response: answer.response };
  return answer.sent
    ? t('Sent to {to}. The mail server answered: {response}', values)
    : t('Not sent to {to}. The mail server answered: {response}', values);
}

export const statusLabels: Record<OutboxStatus, string> = {
  get queued() {
    return tc('email status', 'Queued');
  },
  get sending() {
    return tc('email status', 'Sending');
  },
  get sent() {
    return tc('email status', 'Sent');
  },
  get failed() {
    return tc('email status', 'Failed');
  },
};

export const statusColours: Record<OutboxStatus, string> = {
  queued: 'yellow',
  sending: 'blue',
  sent: 'green',
  failed: 'red',
};

const kindLabels: Record<OutboxEntry['kind'], string> = {
  get invitation() {
    return t('Invitation');
  },
  get password_reset() {
    return t('Password link');
  },
  get email_change() {
    return t('Email confirmation');
  },
  get availability_request() {
    return t('Availability request');
  },
  get reminder() {
    return t('Reminder');
  },
  get squad() {
    return t('Squad announcement');
  },
  get fixture_change() {
    return t('Fixture change');
  },
  get club_message() {
    return t('Club message');
  },
  get match_day() {
    return t('Match day');
  },
  get payments() {
    return t('Payment request');
  },
  get duties() {
    return t('Duty');
  },
  get qualification_reminder() {
    return t('Qualification reminder');
  },
  get medical_review() {
    return t('Medical details review');
  },
};

export function kindLabel(kind: OutboxEntry['kind']): string {
  return kindLabels[kind];
}

/** "24 Nov 2026, 10:42" in the browser's zone. */
export function whenText(iso: string | null): string {
  if (!iso) return '';
  return formatDate(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
}

/** What the status column says: when it went, when it will be tried again, or why it failed. */
export function statusDetail(entry: OutboxEntry): string {
  if (entry.status === 'sent') return t('Sent {when}', { when: whenText(entry.sent_at) });
  if (entry.status === 'failed') return entry.last_error ?? '';
  if (entry.status === 'queued' && entry.attempts > 0) {
    const when = whenText(entry.next_attempt_at);
    return entry.last_error
      ? t('Next try {when} · {error}', { when, error: entry.last_error })
      : t('Next try {when}', { when });
  }
  return '';
}
