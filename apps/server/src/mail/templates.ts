/**
 * The emails the server sends, each as plain text and HTML with the same words and the same link. Links carry their
 * token after `#`: browsers never send that part to a server, so it stays out of every request log on the way.
 */

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

export type LinkPage = 'invite' | 'reset-password' | 'confirm-email';

/** The address of a link page with its token, under PUBLIC_URL (the web app's /account/… pages). */
export function linkUrl(publicUrl: string, page: LinkPage, token: string): string {
  return `${publicUrl}/account/${page}#${token}`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[c]};`);
}

export interface EmailAction {
  label: string;
  url: string;
}

export interface EmailParts {
  subject: string;
  greeting: string;
  before: string[];
  /** Button-like links, each also written out for clients that show no buttons. */
  actions: EmailAction[];
  after: string[];
  /** Why this email came and how to stop emails of its kind (every email but account ones). */
  unsubscribe?: { reason: string; url: string };
}

const BUTTON =
  'display: inline-block; margin: 0 8px 8px 0; padding: 10px 18px; background: #1c7ed6; color: #ffffff; ' +
  'text-decoration: none; border-radius: 4px;';

/** Paragraphs and button-like links, in the plain layout every mail client shows the same. */
export function composeEmail(parts: EmailParts): EmailContent {
  const { subject, greeting, before, actions, after, unsubscribe } = parts;
  const text = [
    greeting,
    '',
    ...before.flatMap((p) => [p, '']),
    ...actions.map((a) => `${a.label}: ${a.url}`),
    '',
    ...after.flatMap((p) => [p, '']),
    '— Touchline',
    ...(unsubscribe ? ['', `${unsubscribe.reason} Stop these emails: ${unsubscribe.url}`] : []),
  ]
    .join('\n')
    .trimEnd();
  const paragraphs = (list: string[]) => list.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const buttons = actions
    .map((a) => `<a href="${escapeHtml(a.url)}" style="${BUTTON}">${escapeHtml(a.label)}</a>`)
    .join('\n');
  const small = 'font-size: 13px; color: #555;';
  const html = [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family: Arial, Helvetica, sans-serif; font-size: 16px; line-height: 1.5; color: #1a1b1e;">',
    `<p>${escapeHtml(greeting)}</p>`,
    paragraphs(before),
    ...(actions.length
      ? [
          `<p>${buttons}</p>`,
          `<p style="${small}">If a button does not work, copy its address into your browser:<br>` +
            actions.map((a) => `${escapeHtml(a.label)}: ${escapeHtml(a.url)}`).join('<br>') +
            '</p>',
        ]
      : []),
    paragraphs(after),
    '<p>— Touchline</p>',
    ...(unsubscribe
      ? [
          `<p style="${small}">${escapeHtml(unsubscribe.reason)} ` +
            `<a href="${escapeHtml(unsubscribe.url)}">Stop these emails</a></p>`,
        ]
      : []),
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}

function compose(subject: string, greeting: string, before: string[], action: EmailAction, after: string[]) {
  return composeEmail({ subject, greeting, before, actions: [action], after });
}

export function invitationEmail(p: { name: string; username: string; url: string; invitedBy: string }): EmailContent {
  return compose(
    'You are invited to Touchline',
    `Hello ${p.name},`,
    [
      `${p.invitedBy} has invited you to Touchline, where the club runs its teams, fixtures and availability.`,
      `Your username is ${p.username}. Open the link below to choose your password and sign in.`,
    ],
    { label: 'Choose your password', url: p.url },
    ['The link works once, for 7 days. If you did not expect this email, you can ignore it.'],
  );
}

export function passwordResetEmail(p: { name: string; username: string; url: string }): EmailContent {
  return compose(
    'Choose a new Touchline password',
    `Hello ${p.name},`,
    [
      `Someone asked to choose a new password for the Touchline account ${p.username}.`,
      'Open the link below to choose it. Choosing it signs you out everywhere else.',
    ],
    { label: 'Choose a new password', url: p.url },
    ['The link works once, for one hour. If you did not ask for it, ignore this email: your password stays as it is.'],
  );
}

export function emailChangeEmail(p: { name: string; username: string; url: string; newEmail: string }): EmailContent {
  return compose(
    'Confirm your new email address for Touchline',
    `Hello ${p.name},`,
    [`You asked to use ${p.newEmail} for the Touchline account ${p.username}.`],
    { label: 'Confirm this email address', url: p.url },
    ['The link works once, for one day. Until it is opened, emails keep going to your old address.'],
  );
}
