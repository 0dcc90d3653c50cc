import { z } from 'zod';
import { languages } from '../i18n/languages';
import { lazySchema } from './lazy-schema';
import { keptUnlessSent, optionalText } from './common';
import { isEmailAddress } from '../rules/email-address';
import { PASSWORD_MIN_LENGTH, passwordMessages } from '../rules/password-policy';
import { user } from './users';
import { msg } from '../i18n/translate';

/** What the account screens and emails say (the server answers with these words). */
export const accountMessages = {
  loginRequired: msg('Enter your username or email'),
  forgotSent: msg(
    'If an account matches, we have sent an email with a link to choose a new password. The link works for one hour.',
  ),
  linkInvalid: msg('This link is not valid. It may have been copied wrongly: ask for a new one.'),
  linkUsed: msg('This link has already been used. Ask for a new one if you still need it.'),
  linkExpired: msg('This link has expired. Ask for a new one.'),
  emailRequiredForInvitation: msg('Email is required to send an invitation'),
  passwordOrInvitation: msg('Choose a password or send an invitation, not both'),
  noEmailForInvitation: msg('This user has no email address: add one to send an invitation'),
  alreadyAccepted: msg('This user has already chosen a password'),
  emailNotConfigured: msg('Email is not set up on this server (SMTP_URL): set a password instead'),
  tooManyRequests: (minutes: number) =>
    `Too many requests for emails from here. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  emailInvalid: msg('Email must be a valid email address'),
  emailRequired: msg('Email is required'),
  emailUnchanged: msg('This is already your email address'),
  /** One person, one account (decision 121): to an admin, the account that has the address. */
  emailOnAccount: (username: string) =>
    `This email is already on the account ${username}: ` +
    'give that account the user types it needs instead of making a second one',
  /** The same, to the person changing their own address: another account is not named. */
  emailOnAnotherAccount: msg('This email is already on another account'),
  emailConfirmSent: (address: string) =>
    `We have sent a link to ${address}. Open it to start using this address; until then emails go to the old one.`,
  emailChanged: msg('Your email address has been changed.'),
  passwordChanged: msg('Your password has been changed. You have been signed out everywhere else.'),
} as const;

/** A password being chosen: the policy's length here (client and server); the common list on the server. */
export const newPassword = lazySchema(() =>
  z
    .string({ error: passwordMessages.required })
    .min(1, passwordMessages.required)
    .min(PASSWORD_MIN_LENGTH, passwordMessages.tooShort)
    .max(200, passwordMessages.tooLong),
);

/** An email field that must be given: one address (rules/email-address.ts), every entry point alike. */
export const requiredEmail = lazySchema(() =>
  z
    .string({ error: accountMessages.emailRequired })
    .trim()
    .min(1, accountMessages.emailRequired)
    .max(200)
    .refine(isEmailAddress, accountMessages.emailInvalid),
);

/** An email field that may be empty (null clears it, left out keeps it); when given, one address. */
export const optionalEmail = lazySchema(() =>
  z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform(keptUnlessSent)
    .refine((v) => !v || isEmailAddress(v), accountMessages.emailInvalid),
);

/** A token from an emailed link: sent in a body, never in a URL (request logs keep URLs). */
const linkToken = lazySchema(() =>
  z.string().min(1, accountMessages.linkInvalid).max(200, accountMessages.linkInvalid),
);

export const forgotPasswordBody = lazySchema(() =>
  z.strictObject({ login: z.string().trim().min(1, accountMessages.loginRequired).max(200) }),
);
export const messageAnswer = lazySchema(() => z.object({ message: z.string() }));

export const linkTokenBody = lazySchema(() => z.strictObject({ token: linkToken }));
export const linkPurposes = ['invitation', 'password_reset', 'email_change'] as const;
export type LinkPurpose = (typeof linkPurposes)[number];
/** What a valid link is for and whom: the page it opens greets the person by name. */
export const linkInfo = lazySchema(() =>
  z.object({
    purpose: z.enum(linkPurposes),
    username: z.string(),
    name: z.string(),
    /** For an email change: the address being confirmed. */
    new_email: z.string().nullable(),
    expires_at: z.string(),
  }),
);
export type LinkInfo = z.infer<typeof linkInfo>;

export const choosePasswordBody = lazySchema(() => z.strictObject({ token: linkToken, password: newPassword }));
export type ChoosePasswordBody = z.input<typeof choosePasswordBody>;

/** The signed-in person's own account (GET /account): their user record, and a new address being confirmed. */
export const account = lazySchema(() =>
  user.pick({ user_id: true, username: true, role: true, short_name: true, email: true, userTypes: true }).extend({
    /** A new address waiting for its confirmation link to be opened. */
    pending_email: z.string().nullable(),
    /** The language the person chose, or null: the club's, then the browser's (decision 132). */
    language: z.enum(languages).nullable(),
  }),
);
export type Account = z.infer<typeof account>;

export const accountUpdateBody = lazySchema(() =>
  z.strictObject({
    short_name: optionalText(100),
    /** null: the club's language, then the browser's. */
    language: z.enum(languages, { error: `language must be one of ${languages.join(', ')}, or null` }).nullish(),
  }),
);
export type AccountUpdateBody = z.input<typeof accountUpdateBody>;

const currentPassword = lazySchema(() =>
  z
    .string({ error: passwordMessages.currentRequired })
    .min(1, passwordMessages.currentRequired)
    .max(200, passwordMessages.currentWrong),
);

export const emailChangeBody = lazySchema(() =>
  z.strictObject({ email: requiredEmail, current_password: currentPassword }),
);
export type EmailChangeBody = z.input<typeof emailChangeBody>;
/** With email set up the change waits for its link (`pending_email`); without, it is made at once (`email`). */
export const emailChangeAnswer = lazySchema(() =>
  z.object({ email: z.string().nullable(), pending_email: z.string().nullable(), message: z.string() }),
);

export const emailConfirmedAnswer = lazySchema(() => z.object({ email: z.string() }));

export const passwordChangeBody = lazySchema(() =>
  z.strictObject({ current_password: currentPassword, new_password: newPassword }),
);
export type PasswordChangeBody = z.input<typeof passwordChangeBody>;

/** POST /users/{id}/invitation: where the invitation went and until when its link works. */
export const invitationAnswer = lazySchema(() =>
  z.object({ user_id: z.number().int(), sent_to: z.string(), expires_at: z.string() }),
);
export type InvitationAnswer = z.infer<typeof invitationAnswer>;

/** Invitations sent again to everyone who has no password yet (#28 item 24). */
export const pendingInvitationsAnswer = lazySchema(() =>
  z.object({
    /** Sent: a new link each, the earlier ones no longer work. */
    sent: z.number(),
    /** Not sent: asked for too often in the last hour (the per-account limit every link request meets). */
    held_back: z.number(),
  }),
);
export type PendingInvitationsAnswer = z.infer<typeof pendingInvitationsAnswer>;

/** GET /features: what this server can do, for the screens that change with it (public). */
export const features = lazySchema(() =>
  z.object({
    email: z.boolean().describe('Email is set up (SMTP_URL): invitations and password resets'),
    language: z.enum(languages).nullable().describe("The club's language (CLUB_LANGUAGE), or null"),
    oidc: z
      .object({ name: z.string().describe("The sign-in button's words: 'Sign in with {name}' (OIDC_NAME)") })
      .nullable()
      .describe("Sign-in with the club's accounts (OIDC_ISSUER), or null: passwords only"),
    club_name: z.string().describe("The club's name (its settings)"),
    logo_url: z.string().nullable().describe("The club's logo, or null for Touchline's badge"),
  }),
);
export type Features = z.infer<typeof features>;
