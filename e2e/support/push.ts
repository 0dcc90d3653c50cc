import { expect, type Page } from '@playwright/test';
import type { ReceivedPush, SinkSubscription } from '../../apps/server/test/support/push-sink';
import { PUSH_SINK_PORT } from './env';

const base = `http://127.0.0.1:${PUSH_SINK_PORT}`;

/** A new device of the test push service (support/push-sink-server.ts): its subscription, as toJSON() gives it. */
export async function sinkDevice(name: string): Promise<SinkSubscription> {
  const response = await fetch(`${base}/subscribe?name=${encodeURIComponent(name)}`, { method: 'POST' });
  return (await response.json()) as SinkSubscription;
}

/** The messages that reached `device` so far, decrypted. */
export async function pushesTo(device: string): Promise<ReceivedPush[]> {
  return (await (await fetch(`${base}/received?device=${encodeURIComponent(device)}`)).json()) as ReceivedPush[];
}

/** Waits (15 s at most) for a message to `device` that `matches`, and gives it. */
export async function pushTo(device: string, matches: (push: ReceivedPush) => boolean): Promise<ReceivedPush> {
  let found: ReceivedPush | undefined;
  await expect
    .poll(
      async () => {
        found = (await pushesTo(device)).find(matches);
        return found !== undefined;
      },
      { timeout: 15_000, message: `a push message to ${device}` },
    )
    .toBe(true);
  if (!found) throw new Error(`no push message to ${device}`);
  return found;
}

/**
 * The browser's push service, the one thing faked: headless Chromium has none it can reach, so PushManager's
 * subscribe and getSubscription answer a subscription of the test push service instead. Everything else is real: the
 * permission, the service worker, the page posting the subscription, the server encrypting and sending to it.
 */
export async function useSinkAsPushService(page: Page, subscription: SinkSubscription): Promise<void> {
  await page.addInitScript((sink: SinkSubscription) => {
    const KEY = 'e2e-push-subscribed';
    const fake = {
      endpoint: sink.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: null },
      getKey: () => null,
      toJSON: () => ({ endpoint: sink.endpoint, expirationTime: null, keys: sink.keys }),
      unsubscribe: () => {
        localStorage.removeItem(KEY);
        return Promise.resolve(true);
      },
    };
    PushManager.prototype.subscribe = function subscribe() {
      localStorage.setItem(KEY, '1');
      return Promise.resolve(fake as unknown as PushSubscription);
    };
    PushManager.prototype.getSubscription = function getSubscription() {
      return Promise.resolve(localStorage.getItem(KEY) ? (fake as unknown as PushSubscription) : null);
    };
  }, subscription);
}
