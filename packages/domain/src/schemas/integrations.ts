import { z } from 'zod';
import { msg } from '../i18n/translate';
import { idParam, requiredText } from './common';
import { lazySchema } from './lazy-schema';

/**
 * API keys and webhooks (#35, decision 137): what the club's website and league tools use without a person's password.
 *
 * A key's scopes: `fixtures:read` reads the club's fixtures and results (teams, seasons, matches with their score and
 * status, training dates) and nothing about a child; `fixtures:write` creates and changes fixtures. A route says
 * which scope it accepts (its contract's `keyScope`); every other route refuses a key.
 */
export const apiKeyScopes = ['fixtures:read', 'fixtures:write'] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];

/** The events a webhook can ask for; `ping` is the admin's test and is sent to that one webhook only. */
export const webhookEvents = [
  'fixture.created',
  'fixture.changed',
  'fixture.cancelled',
  'result.final',
  'squad.published',
] as const;
export type WebhookEvent = (typeof webhookEvents)[number];
export const webhookDeliveryStatuses = ['queued', 'sending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];

export const integrationMessages = {
  keyRefused: msg('This API key may not do this'),
  chooseScope: msg('Choose at least one thing the key may do'),
  scope: msg('A scope must be fixtures:read or fixtures:write'),
  keyRevoked: msg('This key was revoked already'),
  url: msg('The URL must be a web address starting with http:// or https://'),
  chooseEvent: msg('Choose at least one event'),
  event: msg('An event must be fixture.created, fixture.changed, fixture.cancelled, result.final or squad.published'),
  notFailed: msg('Only a delivery that failed can be sent again'),
  webhookOff: msg('Turn the webhook on first'),
} as const;

const scopeList = z
  .array(z.enum(apiKeyScopes, { error: integrationMessages.scope }), { error: integrationMessages.chooseScope })
  .min(1, { error: integrationMessages.chooseScope })
  .max(apiKeyScopes.length)
  // The same scope twice is one.
  .transform((scopes) => [...new Set(scopes)]);

/** POST /api-keys: a name to tell keys apart and what the key may do. */
export const apiKeyBody = lazySchema(() => z.strictObject({ name: requiredText('Name', 80), scopes: scopeList }));
export type ApiKeyBody = z.input<typeof apiKeyBody>;

/** A key as listed: never the key itself, which is shown once, when made. */
export const apiKey = lazySchema(() =>
  z.object({
    key_id: z.number().int(),
    name: z.string(),
    /** The key's first characters (`tl_` and eight more), to tell keys apart. */
    prefix: z.string(),
    scopes: z.array(z.enum(apiKeyScopes)),
    created_by: z.string().nullable(),
    created_at: z.string(),
    /** When it was last used (to the minute), or null. */
    last_used_at: z.string().nullable(),
    revoked_at: z.string().nullable(),
  }),
);
export type ApiKey = z.infer<typeof apiKey>;

/** POST /api-keys' answer: the key, once. */
export const createdApiKey = lazySchema(() => apiKey.extend({ key: z.string() }));
export type CreatedApiKey = z.infer<typeof createdApiKey>;

/** http(s)://, a host (a name, an IPv4 or a bracketed IPv6 address) without a user or password, a port, the rest. */
const HTTP_URL = /^https?:\/\/(?:[^\s/?#@:[\]]+|\[[0-9a-f:.]+\])(?::\d{1,5})?(?:[/?#]\S*)?$/i;

const webhookUrl = z
  .string({ error: integrationMessages.url })
  .trim()
  .max(2000, { error: integrationMessages.url })
  .regex(HTTP_URL, integrationMessages.url);

const eventList = z
  .array(z.enum(webhookEvents, { error: integrationMessages.event }), { error: integrationMessages.chooseEvent })
  .min(1, { error: integrationMessages.chooseEvent })
  .max(webhookEvents.length)
  .transform((events) => [...new Set(events)]);

/** POST /webhooks and PUT /webhooks/:id: where to, which events, and whether it is on. */
export const webhookBody = lazySchema(() =>
  z.strictObject({
    url: webhookUrl,
    events: eventList,
    active: z.boolean({ error: 'active must be true or false' }).optional(),
  }),
);
export type WebhookBody = z.input<typeof webhookBody>;

/** A webhook as listed: never its secret, shown once, when made. */
export const webhook = lazySchema(() =>
  z.object({
    webhook_id: z.number().int(),
    url: z.string(),
    events: z.array(z.enum(webhookEvents)),
    active: z.boolean(),
    created_at: z.string(),
    /** Deliveries that failed for good (the log has them). */
    failed: z.number().int(),
  }),
);
export type Webhook = z.infer<typeof webhook>;

/** POST /webhooks' answer: the webhook and its signing secret, once. */
export const createdWebhook = lazySchema(() => webhook.extend({ secret: z.string() }));
export type CreatedWebhook = z.infer<typeof createdWebhook>;

/** One delivery of the log: never its payload. */
export const webhookDelivery = lazySchema(() =>
  z.object({
    delivery_id: z.number().int(),
    /** The `Touchline-Delivery` header and the body's `id`: the same on every attempt. */
    delivery_key: z.string(),
    event: z.string(),
    status: z.enum(webhookDeliveryStatuses),
    attempts: z.number().int(),
    /** The receiver's HTTP status at the last attempt; null when it did not answer. */
    last_status: z.number().int().nullable(),
    last_error: z.string().nullable(),
    created_at: z.string(),
    next_attempt_at: z.string().nullable(),
    delivered_at: z.string().nullable(),
  }),
);
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

/** GET /webhooks/:id/deliveries: newest first, `limit` (1–100, 20) after `offset`. */
export const deliveryQuery = lazySchema(() =>
  z.strictObject({
    limit: z.coerce.number().int().min(1).max(100).default(20),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  }),
);
export type DeliveryQuery = z.input<typeof deliveryQuery>;

export const deliveryPage = lazySchema(() =>
  z.object({ deliveries: z.array(webhookDelivery), total: z.number().int() }),
);
export type DeliveryPage = z.infer<typeof deliveryPage>;

export const deliveryParams = lazySchema(() => z.strictObject({ id: idParam, deliveryId: idParam }));
