import { z } from 'zod';
import { emailKinds, type EmailKind } from './email-preferences';
import { lazySchema } from './lazy-schema';
import { msg } from '../i18n/translate';

/** How a person gets one kind of notice (#32). */
export const channels = ['email', 'push', 'both', 'none'] as const;
export type Channel = (typeof channels)[number];

export const channelLabels: Record<Channel, string> = {
  email: msg('Email'),
  push: msg('Notification'),
  both: msg('Both'),
  none: msg('Neither'),
};

/** Until a person chooses: every kind by email, the match day's live news not at all. */
export const defaultChannels: Record<EmailKind, Channel> = {
  availability_request: 'email',
  reminder: 'email',
  squad: 'email',
  fixture_change: 'email',
  club_message: 'email',
  match_day: 'none',
  payments: 'email',
  duties: 'email',
};

const channel = z.enum(channels);

export const notificationPreferencesSchema = lazySchema(() =>
  z.strictObject({
    kinds: z.strictObject(Object.fromEntries(emailKinds.map((k) => [k, channel])) as Record<EmailKind, typeof channel>),
    /** Non-urgent emails held for one email a day (`DIGEST_TIME` in the club's zone) instead of each on its own. */
    digest: z.boolean(),
  }),
);
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/**
 * The choices saved: a kind left out keeps the channel it has, so a client written before a kind was added (#33's
 * payments) still saves.
 */
export const notificationPreferencesBody = lazySchema(() =>
  z.strictObject({
    kinds: z.strictObject(
      Object.fromEntries(emailKinds.map((k) => [k, channel.optional()])) as Record<
        EmailKind,
        z.ZodOptional<typeof channel>
      >,
    ),
    digest: z.boolean(),
  }),
);

/** A browser's push subscription (PushSubscription.toJSON()), as the page hands it over. */
export const pushSubscriptionBody = lazySchema(() =>
  z.strictObject({
    endpoint: z.string().max(2000).url('endpoint must be the push service address'),
    keys: z.strictObject({
      p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, 'keys.p256dh must be the browser key (base64url)'),
      auth: z.string().regex(/^[A-Za-z0-9_-]{16,24}={0,2}$/, 'keys.auth must be the browser secret (base64url)'),
    }),
    /** What the person calls this device ("Jo's phone"); the browser's name when not given. */
    label: z.string().trim().min(1).max(80).optional(),
  }),
);
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

export const pushDevice = lazySchema(() =>
  z.object({
    id: z.number().int(),
    label: z.string(),
    created_at: z.string(),
    last_sent_at: z.string().nullable(),
    /** The endpoint, for the page to tell whether this is the device it runs on; never shown. */
    endpoint: z.string(),
  }),
);
export type PushDevice = z.infer<typeof pushDevice>;

export const pushSettings = lazySchema(() =>
  z.object({
    /** The server's VAPID public key (base64url), for PushManager.subscribe's applicationServerKey. */
    public_key: z.string(),
    devices: z.array(pushDevice),
  }),
);
export type PushSettings = z.infer<typeof pushSettings>;

export const testEmailBody = lazySchema(() =>
  z.strictObject({ to: z.string().trim().email('to must be an email address').max(254).optional() }),
);

/** The SMTP server's answer to a test email, in its own words. */
export const testEmailAnswer = lazySchema(() => z.object({ sent: z.boolean(), to: z.string(), response: z.string() }));
export type TestEmailAnswer = z.infer<typeof testEmailAnswer>;

export const notificationMessages = {
  noEmailAddress: msg('Your account has no email address: add one in Account settings or give an address'),
  mailNotSetUp: msg('Email is not set up on this server (SMTP_URL)'),
  insecureEndpoint: msg('endpoint must be an https address'),
  noDevices: msg('Notifications are not turned on on any of your devices'),
} as const;
