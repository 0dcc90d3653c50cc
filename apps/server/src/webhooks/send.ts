import { createHmac } from 'node:crypto';
import { version } from '../version';

/** How long a receiver has to answer one attempt. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** How much of a receiver's answer the delivery log keeps. */
const KEPT_ANSWER = 500;

/**
 * `Touchline-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the webhook's secret>`, as
 * Stripe signs (decision 137): the receiver recomputes it over the body it got and refuses an old `t` (a replay).
 */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

/** One attempt's outcome: 2xx is delivered; anything else, or no answer in time, is tried again. */
export type WebhookOutcome =
  { delivered: true; status: number } | { delivered: false; status: number | null; error: string };

export interface WebhookRequest {
  url: string;
  secret: string;
  /** The same on every attempt (`Touchline-Delivery`, the body's `id`). */
  deliveryKey: string;
  event: string;
  body: string;
}

/** Sends one attempt; never throws. Redirects are not followed (an answer that is not 2xx is tried again). */
export async function postWebhook(request: WebhookRequest, timeoutMs = WEBHOOK_TIMEOUT_MS): Promise<WebhookOutcome> {
  const timestamp = Math.floor(Date.now() / 1000);
  try {
    const res = await fetch(request.url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
      headers: {
        'content-type': 'application/json',
        'user-agent': `Touchline/${version}`,
        'touchline-event': request.event,
        'touchline-delivery': request.deliveryKey,
        'touchline-signature': webhookSignature(request.secret, timestamp, request.body),
      },
      body: request.body,
    });
    const answer = (await res.text().catch(() => '')).trim().slice(0, KEPT_ANSWER);
    if (res.status >= 200 && res.status < 300) return { delivered: true, status: res.status };
    return { delivered: false, status: res.status, error: `HTTP ${res.status}${answer ? `: ${answer}` : ''}` };
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'TimeoutError'
        ? `No answer within ${timeoutMs / 1000} s`
        : `Could not connect: ${causeOf(error)}`;
    return { delivered: false, status: null, error: reason };
  }
}

/** fetch's own message is 'fetch failed'; the reason (ECONNREFUSED, ENOTFOUND …) is its cause's. */
function causeOf(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code = (cause as { code?: unknown } | null)?.code;
  const message = cause instanceof Error ? cause.message : String(cause);
  return typeof code === 'string' && !message.includes(code) ? `${code} ${message}` : message;
}
