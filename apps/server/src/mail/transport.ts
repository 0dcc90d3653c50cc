import { createTransport, type Transporter } from 'nodemailer';
import type { MailConfig } from '../config';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The same for every attempt at one outbox row: a receiving server or mail client drops a repeat. */
  messageId: string;
  /** One-click unsubscribe (RFC 8058): List-Unsubscribe with this address, and List-Unsubscribe-Post. */
  unsubscribeUrl?: string;
}

/** Sends one email; throws with the SMTP server's answer when it is refused or cannot be reached. */
export type SendEmail = (email: OutgoingEmail) => Promise<void>;

/** Whether an SMTP failure will not get better by trying again: a permanent (5xx) refusal of the message. */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** What the outbox shows of a failure: the SMTP server's answer or the connection problem, never the credentials. */
export function failureReason(error: unknown): string {
  const e = error as { response?: string; code?: string; message?: string };
  const reason = e.response ?? (e.code ? `${e.code}: ${e.message ?? ''}` : (e.message ?? String(error)));
  return reason.replace(/\/\/[^@\s]*@/g, '//').slice(0, 500);
}

/** nodemailer over SMTP_URL with short time-outs and no logging of its own. */
function transporterFor(config: MailConfig, pooling: { pool?: boolean; maxConnections?: number }): Transporter {
  return createTransport({
    url: config.smtpUrl,
    ...pooling,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    logger: false,
    debug: false,
  } as Parameters<typeof createTransport>[0]);
}

/**
 * nodemailer over SMTP_URL, with short time-outs (a dead server fails the attempt within seconds, well inside the
 * worker's lease) and no logging of its own (the conversation would carry the links).
 */
export function smtpSender(config: MailConfig): { send: SendEmail; close(): void } {
  // One connection kept open between emails: a reminder run's thousand emails do not each pay for a new TCP, TLS
  // and AUTH conversation (decision 106). The worker sends one at a time, so one connection is enough.
  const transporter = transporterFor(config, { pool: true, maxConnections: 1 });
  return {
    send: async (email) => {
      await transporter.sendMail({
        from: config.from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        messageId: email.messageId,
        // Sent by the server, not by a person (RFC 3834): auto-replies (out of office) are not sent back to it.
        headers: {
          'Auto-Submitted': 'auto-generated',
          ...(email.unsubscribeUrl && { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }),
        },
        ...(email.unsubscribeUrl && {
          list: { unsubscribe: { url: email.unsubscribeUrl, comment: 'Unsubscribe' } },
        }),
      });
    },
    close: () => transporter.close(),
  };
}

/**
 * Sends one email now, outside the outbox, and says what the SMTP server answered (an admin's test of the settings,
 * #32): its own words on success ("250 2.0.0 Ok: queued as …"), the refusal or the connection problem otherwise.
 */
export async function sendTestEmail(
  config: MailConfig,
  email: { to: string; subject: string; text: string; html: string },
): Promise<{ sent: boolean; response: string }> {
  const transporter = transporterFor(config, {});
  try {
    const info = (await transporter.sendMail({
      from: config.from,
      ...email,
      headers: { 'Auto-Submitted': 'auto-generated' },
    })) as { response?: string };
    return { sent: true, response: info.response ?? 'The mail server took the email.' };
  } catch (error) {
    return { sent: false, response: failureReason(error) };
  } finally {
    transporter.close();
  }
}
