import { describe, expect, it } from 'vitest';
import { base64UrlToBytes, deviceLabel, pushSupport, subscriptionBody, type PushEnvironment } from '../src/pwa/push';
import { openPathOf } from '../src/pwa/register-sw';

const UA = {
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
  iPhoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 ' +
    'Mobile/15E148 Safari/604.1',
  iPhoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 ' +
    'Mobile/15E148 Safari/604.1',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 ' +
    'Safari/605.1.15',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 ' +
    'Edg/131.0',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  samsung:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 ' +
    'Chrome/122.0 Mobile Safari/537.36',
};

describe('the name a device gets from its browser', () => {
  it.each([
    [UA.androidChrome, 0, 'Chrome on Android'],
    [UA.iPhoneSafari, 5, 'Safari on iPhone'],
    [UA.iPhoneChrome, 5, 'Chrome on iPhone'],
    [UA.macSafari, 0, 'Safari on Mac'],
    // iPadOS's Safari says it is a Mac; its touch screen tells.
    [UA.macSafari, 5, 'Safari on iPad'],
    [UA.windowsEdge, 0, 'Edge on Windows'],
    [UA.linuxFirefox, 0, 'Firefox on Linux'],
    [UA.samsung, 5, 'Samsung Internet on Android'],
    ['Mozilla/5.0 (Linux; Android 14)', 0, 'A browser on Android'],
    ['', 0, 'This browser'],
  ])('%s (%d touch points) is "%s"', (userAgent, touchPoints, label) => {
    expect(deviceLabel(userAgent, touchPoints)).toBe(label);
  });
});

describe('what this browser can do with notifications', () => {
  const everything: PushEnvironment = {
    userAgent: UA.androidChrome,
    maxTouchPoints: 5,
    standalone: false,
    hasServiceWorker: true,
    hasPushManager: true,
    hasNotification: true,
  };

  it('push where the browser has a service worker, PushManager and Notification', () => {
    expect(pushSupport(everything)).toBe('supported');
    expect(pushSupport({ ...everything, hasPushManager: false })).toBe('unsupported');
    expect(pushSupport({ ...everything, hasServiceWorker: false })).toBe('unsupported');
    expect(pushSupport({ ...everything, hasNotification: false })).toBe('unsupported');
  });

  it('on an iPhone or iPad, only once Touchline is opened from the Home Screen', () => {
    const safariTab = { ...everything, userAgent: UA.iPhoneSafari, hasPushManager: false, hasNotification: false };
    expect(pushSupport(safariTab)).toBe('ios-install');
    expect(pushSupport({ ...everything, userAgent: UA.macSafari })).toBe('ios-install');
    expect(pushSupport({ ...everything, userAgent: UA.iPhoneSafari, standalone: true })).toBe('supported');
    // A Mac without a touch screen is a Mac.
    expect(pushSupport({ ...everything, userAgent: UA.macSafari, maxTouchPoints: 0 })).toBe('supported');
  });
});

describe("the server's key for PushManager.subscribe", () => {
  it('decodes unpadded base64url, with the characters plain base64 lacks', () => {
    expect([...base64UrlToBytes('-_8')]).toEqual([0xfb, 0xff]);
    expect([...base64UrlToBytes('AQIDBA')]).toEqual([1, 2, 3, 4]);
    expect([...base64UrlToBytes('AQIDBA==')]).toEqual([1, 2, 3, 4]);
  });

  it('gives the 65 bytes of a P-256 public key, starting 0x04', () => {
    const key = `BP${'A'.repeat(85)}`;
    const bytes = base64UrlToBytes(key);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(0x04);
  });
});

describe("a subscription's toJSON() as the server takes it", () => {
  const json = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
    expirationTime: null,
    keys: { p256dh: `B${'x'.repeat(86)}`, auth: 'abcdefghijklmnopqrstuv' },
  };

  it('keeps the endpoint and keys, with the label, and drops the rest', () => {
    expect(subscriptionBody(json, 'Chrome on Android')).toEqual({
      endpoint: json.endpoint,
      keys: json.keys,
      label: 'Chrome on Android',
    });
  });

  it('is null for something the server would refuse', () => {
    expect(subscriptionBody({ ...json, keys: undefined }, 'Chrome on Android')).toBeNull();
    expect(subscriptionBody({ endpoint: 'not a url', keys: json.keys }, 'Chrome on Android')).toBeNull();
  });
});

describe("the worker's message to open a tapped notification's page", () => {
  it('is a path of this site, or nothing', () => {
    expect(openPathOf({ type: 'open-path', path: '/inbox/12' })).toBe('/inbox/12');
    expect(openPathOf({ type: 'open-path', path: '//evil.example/' })).toBeNull();
    expect(openPathOf({ type: 'open-path', path: 'https://evil.example/' })).toBeNull();
    expect(openPathOf({ type: 'cache-assets', urls: [] })).toBeNull();
    expect(openPathOf(null)).toBeNull();
  });
});
