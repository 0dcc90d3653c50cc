import webpush from 'web-push';
import type { VapidKeys } from './vapid';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushOptions {
  vapid: VapidKeys;
  subject: string;
  urgency: 'normal' | 'high';
  /** RFC 8030 Topic: a message the service still holds with the same topic is replaced, not delivered twice. */
  topic: string;
}

/** What the push service said: delivered, gone for good (404/410), worth trying again, or refused. */
export type PushOutcome =
  | { outcome: 'sent' }
  | { outcome: 'gone'; reason: string }
  | { outcome: 'retry'; reason: string }
  | { outcome: 'failed'; reason: string };

/** How long the push service keeps a message for a device that is off: a day. */
const TTL_SECONDS = 24 * 60 * 60;

/**
 * Sends one push message: encrypted for the device (RFC 8291, aes128gcm) and signed (VAPID) by web-push, posted with
 * fetch so a slow service gives up within ten seconds. Never throws: the outcome says what to do next.
 */
export async function sendPush(target: PushTarget, payload: string, options: PushOptions): Promise<PushOutcome> {
  let response: Response;
  try {
    const request = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      {
        vapidDetails: { subject: options.subject, ...options.vapid },
        TTL: TTL_SECONDS,
        urgency: options.urgency,
        topic: options.topic,
        contentEncoding: 'aes128gcm',
      },
    );
    response = await fetch(request.endpoint, {
      method: 'POST',
      headers: request.headers as Record<string, string>,
      body: request.body ?? null,
      signal: AbortSignal.timeout(10_000),
      redirect: 'error',
    });
    await response.arrayBuffer().catch(() => undefined);
  } catch (error) {
    const e = error as { name?: string; message?: string; cause?: { code?: string } };
    return { outcome: 'retry', reason: e.cause?.code ?? (e.name === 'TimeoutError' ? 'timed out' : String(e.message)) };
  }
  const reason = `${response.status} ${response.statusText}`.trim();
  if (response.ok) return { outcome: 'sent' };
  if (response.status === 404 || response.status === 410) return { outcome: 'gone', reason };
  if (response.status === 429 || response.status >= 500) return { outcome: 'retry', reason };
  return { outcome: 'failed', reason };
}
