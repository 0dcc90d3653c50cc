import { pushSubscriptionBody, type PushSubscriptionBody } from '@touchline/domain';
import { t } from '../i18n/i18n';

/**
 * Web Push on this device (#32): whether this browser can show Touchline's notifications, and turning them on (a
 * push subscription with the server's key, handed to the server) and off. The service worker (public/sw.js) shows
 * what arrives.
 */

/** What this browser can do: push, push once Touchline is on the Home Screen (iPhone, iPad), or none. */
export type PushSupport = 'supported' | 'ios-install' | 'unsupported';

export interface PushEnvironment {
  userAgent: string;
  maxTouchPoints: number;
  /** Opened from the Home Screen (display-mode standalone, or Safari's `navigator.standalone`). */
  standalone: boolean;
  hasServiceWorker: boolean;
  hasPushManager: boolean;
  hasNotification: boolean;
}

/** An iPhone or iPad; iPadOS's Safari says it is a Mac, told apart by its touch screen. */
export function isAppleMobile(userAgent: string, maxTouchPoints: number): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

/** iOS gives web push only to a site added to the Home Screen: in a Safari tab there is nothing to ask for. */
export function pushSupport(env: PushEnvironment): PushSupport {
  if (isAppleMobile(env.userAgent, env.maxTouchPoints) && !env.standalone) return 'ios-install';
  return env.hasServiceWorker && env.hasPushManager && env.hasNotification ? 'supported' : 'unsupported';
}

export function currentPushEnvironment(): PushEnvironment {
  const safariStandalone = 'standalone' in navigator && navigator.standalone === true;
  return {
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
    standalone: safariStandalone || window.matchMedia('(display-mode: standalone)').matches,
    hasServiceWorker: 'serviceWorker' in navigator,
    hasPushManager: 'PushManager' in window,
    hasNotification: 'Notification' in window,
  };
}

/** The site's notification permission now: 'default' until asked. */
export function notificationPermission(): NotificationPermission {
  return 'Notification' in window ? Notification.permission : 'default';
}

const browsers: [RegExp, string][] = [
  [/Edg(A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const systems: [RegExp, string][] = [
  [/iPhone|iPod/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Macintosh|Mac OS X/, 'Mac'],
  [/Linux/, 'Linux'],
];

const firstMatch = (table: [RegExp, string][], text: string) => table.find(([pattern]) => pattern.test(text))?.[1];

/** The device's name in the list until the person renames it: "Chrome on Android", "Safari on iPhone". */
export function deviceLabel(userAgent: string, maxTouchPoints = 0): string {
  const browser = firstMatch(browsers, userAgent);
  const system = /Macintosh/.test(userAgent) && maxTouchPoints > 1 ? 'iPad' : firstMatch(systems, userAgent);
  if (browser && system) return t('{browser} on {system}', { browser, system });
  return browser ?? (system ? t('A browser on {system}', { system }) : t('This browser'));
}

/** The server's VAPID public key (base64url, unpadded) as the bytes PushManager.subscribe takes. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A subscription's toJSON() as the server takes it, or null when the browser gave something else. */
export function subscriptionBody(json: PushSubscriptionJSON, label: string): PushSubscriptionBody | null {
  const parsed = pushSubscriptionBody.safeParse({
    endpoint: json.endpoint,
    keys: { p256dh: json.keys?.p256dh, auth: json.keys?.auth },
    label,
  });
  return parsed.success ? parsed.data : null;
}

/** A step of turning notifications on that failed, in words for the page. */
export class PushSetupError extends Error {}

const READY_TIMEOUT_MS = 10_000;

/** The service worker push messages go to; it starts once the page has loaded (register-sw.ts). */
async function readyRegistration(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new PushSetupError(t('Touchline is not ready on this device yet. Reload the page and try again.'))),
      READY_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The endpoint of this browser's push subscription, if it has one. */
export async function thisDeviceEndpoint(): Promise<string | null> {
  if (!('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager?.getSubscription();
  return subscription?.endpoint ?? null;
}

export type TurnOnOutcome =
  { outcome: 'subscribed'; body: PushSubscriptionBody } | { outcome: 'denied' } | { outcome: 'dismissed' };

/**
 * Asks for permission, then subscribes this browser with the server's key. A subscription made with another key (the
 * server's key changed) is replaced.
 */
export async function subscribeThisDevice(publicKey: string, label: string): Promise<TurnOnOutcome> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return { outcome: 'denied' };
  if (permission !== 'granted') return { outcome: 'dismissed' };
  const registration = await readyRegistration();
  const options = { userVisibleOnly: true, applicationServerKey: base64UrlToBytes(publicKey) };
  let subscription: PushSubscription;
  try {
    subscription = await registration.pushManager.subscribe(options);
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'InvalidStateError')) {
      throw new PushSetupError(t('This browser could not turn notifications on. Please try again.'));
    }
    await (await registration.pushManager.getSubscription())?.unsubscribe();
    subscription = await registration.pushManager.subscribe(options);
  }
  const body = subscriptionBody(subscription.toJSON(), label);
  if (!body) throw new PushSetupError(t('This browser gave a push address Touchline cannot use.'));
  return { outcome: 'subscribed', body };
}

/** Ends this browser's push subscription, if it has one. */
export async function unsubscribeThisDevice(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager?.getSubscription();
  await subscription?.unsubscribe();
}
