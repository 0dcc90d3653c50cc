import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NotificationPreferences, PushDevice, PushSettings } from '@touchline/domain';
import { defaultChannels } from '@touchline/domain';
import { NotificationsSection } from '../src/features/account/notifications-section';
import { json, stubFetch, type Call } from './fake-fetch';
import { renderRoutes } from './render-app';

const PREFERENCES = '/api/account/notification-preferences';
const DEVICES = '/api/account/push-devices';
const KEY = `BP${'A'.repeat(85)}`;

const device = (over: Partial<PushDevice> = {}): PushDevice => ({
  id: 3,
  label: 'Chrome on Android',
  created_at: '2026-11-20T10:00:00Z',
  last_sent_at: null,
  endpoint: 'https://push.example/phone',
  ...over,
});

interface Server {
  preferences?: NotificationPreferences;
  devices?: PushDevice[];
  test?: () => Response;
}

/** The section with a fake API keeping its own preferences and devices, as the server would. */
function render({ hasEmail = true, ...server }: Server & { hasEmail?: boolean } = {}) {
  let preferences = server.preferences ?? { kinds: { ...defaultChannels }, digest: false };
  let devices = server.devices ?? [];
  const calls = stubFetch((url, init) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    if (url === PREFERENCES && method === 'PUT') preferences = body as NotificationPreferences;
    if (url === PREFERENCES) return json(200, preferences);
    if (url === `${DEVICES}/test`) return server.test?.() ?? json(200, { devices: devices.length });
    if (url === DEVICES && method === 'POST') {
      const added = device({ id: 9, ...(body as Pick<PushDevice, 'endpoint' | 'label'>) });
      devices = [...devices, added];
      return json(201, added);
    }
    if (url === DEVICES) return json(200, { public_key: KEY, devices } satisfies PushSettings);
    const removed = /\/push-devices\/(\d+)$/.exec(url)?.[1];
    if (removed && method === 'DELETE') {
      devices = devices.filter((d) => d.id !== Number(removed));
      return json(200, { removed: 1 });
    }
    return json(404, { error: 'Not found' });
  });
  renderRoutes([{ path: '/', element: <NotificationsSection hasEmail={hasEmail} /> }], '/');
  return calls;
}

const sent = (calls: Call[], method: string, url: string) =>
  calls.filter((c) => c.method === method && c.url === url).map((c) => JSON.parse(c.body ?? 'null') as unknown);

/** Makes `name` a property of `target` for this test only (the browser APIs happy-dom lacks). */
const restore: (() => void)[] = [];
function define(target: object, name: string, value: unknown) {
  Object.defineProperty(target, name, { configurable: true, writable: true, value });
  restore.push(() => Reflect.deleteProperty(target, name));
}
afterEach(() => restore.splice(0).forEach((undo) => undo()));

/** A browser with push: service worker, PushManager and Notification, its permission answering `answer`. */
function pushBrowser({ permission = 'default', answer = 'granted', endpoint = 'https://push.example/laptop' } = {}) {
  let subscription: PushSubscription | null = null;
  const unsubscribe = vi.fn(() => {
    subscription = null;
    return Promise.resolve(true);
  });
  const pushManager = {
    getSubscription: vi.fn(() => Promise.resolve(subscription)),
    subscribe: vi.fn(() => {
      const json = { endpoint, keys: { p256dh: `B${'x'.repeat(86)}`, auth: 'abcdefghijklmnopqrstuv' } };
      subscription = { endpoint, toJSON: () => json, unsubscribe } as unknown as PushSubscription;
      return Promise.resolve(subscription);
    }),
  };
  const registration = { pushManager };
  define(navigator, 'serviceWorker', {
    ready: Promise.resolve(registration),
    getRegistration: () => Promise.resolve(registration),
  });
  define(window, 'PushManager', class {});
  const requestPermission = vi.fn(() => Promise.resolve(answer));
  define(window, 'Notification', { permission, requestPermission });
  return { pushManager, requestPermission, unsubscribe };
}

describe('Notifications: how each kind of news comes', () => {
  it("shows each kind's channel and saves a change at once, in the new shape", async () => {
    const calls = render();
    const fixtures = await screen.findByRole('radiogroup', { name: 'Fixture changes' });
    expect(within(fixtures).getByRole('radio', { name: 'Email' })).toBeChecked();
    expect(
      within(screen.getByRole('radiogroup', { name: /^Match day/ })).getByRole('radio', { name: 'Neither' }),
    ).toBeChecked();
    fireEvent.click(within(fixtures).getByRole('radio', { name: 'Both' }));
    await waitFor(() =>
      expect(sent(calls, 'PUT', PREFERENCES)).toEqual([
        { kinds: { ...defaultChannels, fixture_change: 'both' }, digest: false },
      ]),
    );
    await waitFor(() => expect(within(fixtures).getByRole('radio', { name: 'Both' })).toBeChecked());
    expect(screen.getAllByRole('radiogroup').map((group) => group.getAttribute('aria-labelledby'))).toHaveLength(8);
  });

  it('turns the daily digest on with its switch', async () => {
    const calls = render();
    const digest = await screen.findByRole('switch', { name: 'Daily digest' });
    expect(digest).toHaveAccessibleDescription(/Non-urgent emails come together once a day, at 6 pm\./);
    fireEvent.click(digest);
    await waitFor(() => expect(sent(calls, 'PUT', PREFERENCES)).toEqual([{ kinds: defaultChannels, digest: true }]));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Daily digest' })).toBeChecked());
  });

  it('says so when the account has no email address', async () => {
    render({ hasEmail: false });
    expect(
      await screen.findByText('Your account has no email address, so Touchline sends you no email.'),
    ).toBeInTheDocument();
  });

  it('shows the server refusing a change, and the choice as it was', async () => {
    stubFetch((url, init) =>
      init.method === 'PUT'
        ? json(400, { error: 'kinds.squad must be one of email, push, both, none' })
        : json(200, url === PREFERENCES ? { kinds: defaultChannels, digest: false } : { public_key: KEY, devices: [] }),
    );
    renderRoutes([{ path: '/', element: <NotificationsSection hasEmail /> }], '/');
    const squad = await screen.findByRole('radiogroup', { name: 'Squad announcements' });
    fireEvent.click(within(squad).getByRole('radio', { name: 'Neither' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('kinds.squad must be one of email, push, both, none');
    expect(within(squad).getByRole('radio', { name: 'Email' })).toBeChecked();
  });
});

describe('Notifications: this device', () => {
  it('says a browser without push cannot show notifications', async () => {
    render();
    expect(await screen.findByText('This browser cannot show notifications.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn on notifications on this device' })).not.toBeInTheDocument();
  });

  it('tells an iPhone to add Touchline to the Home Screen first', async () => {
    define(
      navigator,
      'userAgent',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Safari/604.1',
    );
    render();
    expect(
      await screen.findByText(
        'On iPhone and iPad, add Touchline to your Home Screen first (Share, then Add to Home Screen), and turn ' +
          'notifications on from there.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Turn on/ })).not.toBeInTheDocument();
  });

  it('says notifications are blocked, before and after asking again', async () => {
    const browser = pushBrowser({ permission: 'denied', answer: 'denied' });
    const calls = render();
    const blocked = "Notifications are blocked for this site. Allow them in your browser's settings, then try again.";
    expect(await screen.findByText(blocked)).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on notifications on this device' }));
    await waitFor(() => expect(browser.requestPermission).toHaveBeenCalled());
    expect(screen.getByText(blocked)).toBeInTheDocument();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(sent(calls, 'POST', DEVICES)).toEqual([]);
  });

  it("turns them on: permission, a subscription with the server's key, given with the device's name", async () => {
    define(navigator, 'userAgent', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0 Safari/537.36');
    const browser = pushBrowser();
    const calls = render();
    expect(await screen.findByText('Notifications are not on for any of your devices yet.')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on notifications on this device' }));
    expect(await screen.findByText('Notifications are on for this device.')).toBeInTheDocument();
    expect(browser.requestPermission).toHaveBeenCalled();
    const [options] = browser.pushManager.subscribe.mock.calls[0] as unknown as [PushSubscriptionOptionsInit];
    expect(options.userVisibleOnly).toBe(true);
    expect(options.applicationServerKey).toHaveLength(65);
    expect(sent(calls, 'POST', DEVICES)).toEqual([
      {
        endpoint: 'https://push.example/laptop',
        keys: { p256dh: `B${'x'.repeat(86)}`, auth: 'abcdefghijklmnopqrstuv' },
        label: 'Chrome on Windows',
      },
    ]);
    // The list now has it, marked as this device.
    const list = screen.getByRole('list', { name: 'Your devices' });
    expect(within(list).getByText('This device')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Turn off on this device' }));
    expect(await screen.findByRole('button', { name: 'Turn on notifications on this device' })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.url === `${DEVICES}/9`)).toBe(true);
    expect(browser.unsubscribe).toHaveBeenCalled();
  });

  it('says so when the person dismisses the question', async () => {
    pushBrowser({ answer: 'default' });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on notifications on this device' }));
    expect(
      await screen.findByText('Notifications were not allowed. Turn them on again when you are ready.'),
    ).toBeInTheDocument();
  });
});

describe('Notifications: your devices', () => {
  it('lists each device with its date and a Remove named by it', async () => {
    const calls = render({ devices: [device(), device({ id: 4, label: 'Safari on iPhone' })] });
    const list = await screen.findByRole('list', { name: 'Your devices' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getAllByText('Since 20 Nov 2026')).toHaveLength(2);
    fireEvent.click(within(list).getByRole('button', { name: 'Remove Chrome on Android' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([`${DEVICES}/3`]);
    expect(within(list).getByRole('button', { name: 'Remove Safari on iPhone' })).toBeInTheDocument();
  });

  it('sends a test notification and says to how many devices', async () => {
    render({ devices: [device(), device({ id: 4, label: 'Safari on iPhone' })] });
    fireEvent.click(await screen.findByRole('button', { name: 'Send a test notification' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Sent to 2 devices.');
  });

  it("shows the server's reason when the test cannot go", async () => {
    render({
      devices: [device()],
      test: () => json(409, { error: 'Notifications are not turned on on any of your devices' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Send a test notification' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Notifications are not turned on on any of your devices',
    );
  });
});
