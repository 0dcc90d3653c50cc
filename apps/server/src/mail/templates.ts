import { textLinks, type Language, type Translator } from '@touchline/domain';
import { translatorFor } from '../i18n';

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
  /** Who signs it: the club (`clubOf`). */
  club: string;
  /**
   * The recipient's language, which its words are written in: the email's own words (the buttons' fallback, the way
   * to stop emails, a batch's subject) are put together in it when it is sent. English when absent (an email queued
   * before languages).
   */
  language?: Language;
}

/** The words of the language an email is written in. */
const wordsOf = (parts: { language?: Language | undefined }) => translatorFor(parts.language ?? 'en-GB');

/** `<html lang>`: English as it always was, any other language by its tag. */
const htmlLang = (language: Language) => (language === 'en-GB' ? 'en' : language);

/** What an email is signed with when MAIL_FROM names no one. */
export const DEFAULT_SIGNATURE = 'Touchline';

/**
 * The club's name as emails sign with it: the club's settings' name when it has one (decision 138), else MAIL_FROM's
 * display name ("Oakfield Juniors <club@oakfield.example>"), or 'Touchline' when it is a bare address.
 */
export function clubOf(mail: { from: string; clubName?: string | undefined }): string {
  return mail.clubName || displayNameOf(mail.from) || DEFAULT_SIGNATURE;
}

/** The display name of a From address ("Oakfield Juniors" of "Oakfield Juniors <club@oakfield.example>"), or ''. */
export function displayNameOf(from: string): string {
  return /^\s*"?([^"<]*?)"?\s*<[^>]+>\s*$/.exec(from)?.[1]?.trim() ?? '';
}

/**
 * Who an email says sent it (#28 item 14): the person's name; an admin account without one (the installation's first,
 * `admin`) speaks for the club; anyone else without one by their username.
 */
export function senderName(user: { shortName: string | null; username: string; role: string }, club: string): string {
  return user.shortName?.trim() || (user.role === 'admin' ? club : user.username);
}

// Mantine's blue 9 under white text: 6.9:1 (WCAG AA asks 4.5:1; the blue 6 used before gave 4.2:1).
const BUTTON =
  'display: inline-block; margin: 0 8px 8px 0; padding: 10px 18px; background: #1864ab; color: #ffffff; ' +
  'text-decoration: none; border-radius: 4px;';

/** Long addresses wrap rather than widen the email past a phone's screen. */
const WRAP = 'overflow-wrap: anywhere; word-break: break-word;';

/** A paragraph's text as HTML: escaped, its addresses links (`textLinks`, the inbox's rule too), wrapped when long. */
function paragraphHtml(text: string): string {
  return textLinks(text)
    .map((part) =>
      'href' in part
        ? `<a href="${escapeHtml(part.href)}" style="${WRAP}">${escapeHtml(part.label)}</a>`
        : escapeHtml(part.text),
    )
    .join('');
}

const small = `font-size: 13px; color: #555; ${WRAP}`;

const paragraphs = (list: string[]) => list.map((p) => `<p>${paragraphHtml(p)}</p>`).join('\n');

/** One notice's words, buttons and unsubscribe line, without the greeting and the signature. */
function sectionText(parts: EmailParts): string[] {
  const { before, actions, after, unsubscribe } = parts;
  const { t } = wordsOf(parts);
  return [
    ...before.flatMap((p) => [p, '']),
    ...actions.map((a) => `${a.label}: ${a.url}`),
    '',
    ...after.flatMap((p) => [p, '']),
  ].concat(unsubscribe ? [`${unsubscribe.reason} ${t('Stop these emails: {url}', { url: unsubscribe.url })}`, ''] : []);
}

function sectionHtml(parts: EmailParts): string[] {
  const { before, actions, after } = parts;
  const { t } = wordsOf(parts);
  const buttons = actions
    .map((a) => `<a href="${escapeHtml(a.url)}" style="${BUTTON}">${escapeHtml(a.label)}</a>`)
    .join('\n');
  return [
    paragraphs(before),
    ...(actions.length
      ? [
          `<p>${buttons}</p>`,
          `<p style="${small}">${escapeHtml(t('If a button does not work, copy its address into your browser:'))}<br>` +
            actions.map((a) => `${escapeHtml(a.label)}: ${escapeHtml(a.url)}`).join('<br>') +
            '</p>',
        ]
      : []),
    paragraphs(after),
  ];
}

const unsubscribeHtml = ({ t }: Translator, unsubscribe: EmailParts['unsubscribe']) =>
  unsubscribe
    ? [
        `<p style="${small}">${escapeHtml(unsubscribe.reason)} ` +
          `<a href="${escapeHtml(unsubscribe.url)}">${escapeHtml(t('Stop these emails'))}</a></p>`,
      ]
    : [];

function layoutHtml(language: Language, subject: string, greeting: string, body: string[]): string {
  return [
    '<!doctype html>',
    `<html lang="${htmlLang(language)}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family: Arial, Helvetica, sans-serif; font-size: 16px; line-height: 1.5; color: #1a1b1e; ' +
      `max-width: 600px; ${WRAP}">`,
    `<p>${escapeHtml(greeting)}</p>`,
    ...body,
    '</body></html>',
  ].join('\n');
}

/** Paragraphs and button-like links, in the plain layout every mail client shows the same. */
export function composeEmail(parts: EmailParts): EmailContent {
  const { subject, greeting, unsubscribe, club } = parts;
  const words = wordsOf(parts);
  const { t } = words;
  const text = [greeting, '', ...sectionText({ ...parts, unsubscribe: undefined }), `— ${club}`]
    .concat(unsubscribe ? ['', `${unsubscribe.reason} ${t('Stop these emails: {url}', { url: unsubscribe.url })}`] : [])
    .join('\n')
    .trimEnd();
  const html = layoutHtml(words.language, subject, greeting, [
    ...sectionHtml(parts),
    `<p>— ${escapeHtml(club)}</p>`,
    ...unsubscribeHtml(words, unsubscribe),
  ]);
  return { subject, text, html };
}

/**
 * Several notices to one person as one email (#32, decision 131): a batch of what was decided for them within a few
 * minutes, or their daily digest. One greeting and signature; each notice under its own subject, with its buttons and
 * its own way to stop emails of its kind. One notice alone is the email it would have been.
 */
export function composeBatch(list: readonly EmailParts[], digest: boolean): EmailContent {
  const first = list[0];
  if (!first) throw new Error('An email needs at least one notice');
  if (list.length === 1 && !digest) return composeEmail(first);
  const { greeting, club } = first;
  // The first notice's language is the person's (every notice of a batch is to one person).
  const words = wordsOf(first);
  const { t } = words;
  const updates = t('{count, plural, one {one update} other {# updates}}', { count: list.length });
  const subject = digest
    ? t('Today at {club}: {updates}', { club, updates })
    : t('{club}: {updates} ({subject})', { club, updates, subject: first.subject });
  const intro = digest
    ? t('Here is what happened at {club} today.', { club })
    : t('{club} has {count} updates for you.', { club, count: list.length });
  const text = [
    greeting,
    '',
    intro,
    '',
    ...list.flatMap((parts, i) => [
      `${i + 1}. ${parts.subject}`,
      '-'.repeat(Math.min(60, parts.subject.length + 3)),
      '',
      ...sectionText(parts),
    ]),
    `— ${club}`,
  ]
    .join('\n')
    .trimEnd();
  const html = layoutHtml(words.language, subject, greeting, [
    `<p>${escapeHtml(intro)}</p>`,
    ...list.flatMap((parts) => [
      `<h2 style="font-size: 18px; margin: 24px 0 8px; border-top: 1px solid #dee2e6; padding-top: 16px;">` +
        `${escapeHtml(parts.subject)}</h2>`,
      ...sectionHtml(parts),
      ...unsubscribeHtml(wordsOf(parts), parts.unsubscribe),
    ]),
    `<p>— ${escapeHtml(club)}</p>`,
  ]);
  return { subject, text, html };
}

function compose(
  { language }: Translator,
  club: string,
  subject: string,
  greeting: string,
  before: string[],
  action: EmailAction,
  after: string[],
) {
  return composeEmail({ subject, greeting, before, actions: [action], after, club, language });
}

export function invitationEmail(
  p: {
    name: string;
    username: string;
    url: string;
    invitedBy: string;
    club: string;
  },
  words: Translator,
): EmailContent {
  const { t } = words;
  const to = p.club === DEFAULT_SIGNATURE ? 'Touchline' : t('{club} on Touchline', { club: p.club });
  return compose(
    words,
    p.club,
    t('You are invited to {place}', { place: to }),
    t('Hello {name},', { name: p.name }),
    [
      t('{invitedBy} has invited you to {place}, where the club runs its teams, fixtures and availability.', {
        invitedBy: p.invitedBy,
        place: to,
      }),
      t('Your username is {username}. Open the link below to choose your password and sign in.', {
        username: p.username,
      }),
    ],
    { label: t('Choose your password'), url: p.url },
    [t('The link works once, for 7 days. If you did not expect this email, you can ignore it.')],
  );
}

export function passwordResetEmail(
  p: { name: string; username: string; url: string; club: string },
  words: Translator,
): EmailContent {
  const { t } = words;
  return compose(
    words,
    p.club,
    t('Choose a new Touchline password'),
    t('Hello {name},', { name: p.name }),
    [
      t('Someone asked to choose a new password for the Touchline account {username}.', { username: p.username }),
      t('Open the link below to choose it. Choosing it signs you out everywhere else.'),
    ],
    { label: t('Choose a new password'), url: p.url },
    [
      t(
        'The link works once, for one hour. If you did not ask for it, ignore this email: your password stays as ' +
          'it is.',
      ),
    ],
  );
}

export function emailChangeEmail(
  p: {
    name: string;
    username: string;
    url: string;
    newEmail: string;
    club: string;
  },
  words: Translator,
): EmailContent {
  const { t } = words;
  return compose(
    words,
    p.club,
    t('Confirm your new email address for Touchline'),
    t('Hello {name},', { name: p.name }),
    [
      t('You asked to use {newEmail} for the Touchline account {username}.', {
        newEmail: p.newEmail,
        username: p.username,
      }),
    ],
    { label: t('Confirm this email address'), url: p.url },
    [t('The link works once, for one day. Until it is opened, emails keep going to your old address.')],
  );
}

/** '27 January 2027' for a YYYY-MM-DD date, in the language's words. */
function dayMonthYear(date: string, language: Language): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString(language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * A qualification expiring in 60 or 30 days (#31): to the person and to each welfare officer.
 * The kind, the person's name and the dates only: nothing of the certificate.
 */
export function qualificationReminderEmail(
  p: {
    name: string;
    person: string;
    /** The kind in the recipient's words. */
    kind: string;
    expiresOn: string;
    days: number;
    /** To a welfare officer (or an admin, when the club has none): why they get it. */
    welfare: { reason: string } | null;
    url: string;
    club: string;
  },
  words: Translator,
): EmailContent {
  const { t } = words;
  const date = dayMonthYear(p.expiresOn, words.language);
  const left = p.days <= 0 ? t('today') : p.days === 1 ? t('tomorrow') : t('in {days} days', { days: p.days });
  const when = `${date} (${left})`;
  const greeting = t('Hello {name},', { name: p.name });
  const { kind, person } = p;
  return p.welfare
    ? compose(
        words,
        p.club,
        t('{kind} of {person} expires on {date}', { kind, person, date }),
        greeting,
        [
          t('The {kind} of {person} expires on {when}.', { kind, person, when }),
          t('Once it is renewed, record the new issue date on the qualifications register.'),
        ],
        { label: t('Open the qualifications register'), url: p.url },
        [p.welfare.reason],
      )
    : compose(
        words,
        p.club,
        t('Your {kind} expires on {date}', { kind, date }),
        greeting,
        [
          t('Your {kind} on the club’s register expires on {when}.', { kind, when }),
          t('Please renew it in good time and tell the club’s welfare officer the new issue date.'),
        ],
        { label: t('See your qualifications'), url: p.url },
        [t('The club keeps the date and status of each check only, never the certificate.')],
      );
}

/** A parent asked (or reminded) to confirm their children's medical and emergency information for the new season. */
export function medicalReviewParts(
  p: {
    name: string;
    children: readonly string[];
    reminder: boolean;
    url: string;
    club: string;
  },
  words: Translator,
): EmailParts {
  const { t } = words;
  // 'Sam', 'Sam and Alex', 'Sam, Alex and Jo'.
  const who = new Intl.ListFormat(words.language, { type: 'conjunction' }).format(p.children);
  return {
    club: p.club,
    language: words.language,
    subject: p.reminder
      ? t("Reminder: please check {who}'s medical and emergency details", { who })
      : t("Please check {who}'s medical and emergency details for the new season", { who }),
    greeting: t('Hello {name},', { name: p.name }),
    before: [
      t(
        'A new season has started. Please check the medical and emergency details the club holds for {who}, and ' +
          'save them to confirm, so that the coaches know what to do if your child is hurt.',
        { who },
      ),
      t('You can give or withdraw consents on the same page.'),
    ],
    actions: [{ label: t('Check the details'), url: p.url }],
    after: [
      t(
        "Only your family, the coaches of your child's team, the club's welfare officer and admins can see these " +
          'details, and each look is recorded.',
      ),
    ],
  };
}
