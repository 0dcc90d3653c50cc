import { expect } from '@playwright/test';
import { MAILBOX_PORT } from './env';

export interface Email {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const base = `http://127.0.0.1:${MAILBOX_PORT}`;

/** Every email the e2e server has sent so far (support/mailbox-server.ts). */
export async function allEmails(): Promise<Email[]> {
  return (await (await fetch(`${base}/emails`)).json()) as Email[];
}

/** Waits for the `count`-th email to `to` (15 s at most) and gives it. */
export async function emailTo(to: string, count = 1): Promise<Email> {
  let found: Email[] = [];
  await expect
    .poll(
      async () => {
        found = (await allEmails()).filter((email) => email.to === to.toLowerCase());
        return found.length;
      },
      { timeout: 15_000, message: `an email to ${to}` },
    )
    .toBeGreaterThanOrEqual(count);
  return found[count - 1] as Email;
}

/** The path (with its '#token') of the Touchline link in an email's plain text, to open with page.goto. */
export function linkPath(email: Email): string {
  const match = /https?:\/\/[^/\s]+(\/account\/[a-z-]+#[A-Za-z0-9_-]+)/.exec(email.text);
  if (!match?.[1]) throw new Error(`no link in: ${email.text}`);
  return match[1];
}

/** The path (with its '#token') of the first link to a page of Touchline's in an email, e.g. `respond/available`. */
export function pagePath(email: Email, page: string): string {
  const match = new RegExp(`https?://[^/\\s]+(/${page}#[A-Za-z0-9_.-]+)`).exec(email.text);
  if (!match?.[1]) throw new Error(`no /${page} link in: ${email.text}`);
  return match[1];
}

/** Makes the SMTP server turn away this domain's recipients for now (451), or take them again. */
export async function deferDomain(domain: string, deferred: boolean): Promise<void> {
  await fetch(`${base}/${deferred ? 'defer' : 'undefer'}?domain=${encodeURIComponent(domain)}`, { method: 'POST' });
}
