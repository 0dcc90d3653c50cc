import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

const worker = readFileSync(path.resolve(import.meta.dirname, '../public/sw.js'), 'utf8');
const ORIGIN = 'https://club.example';

type Handler = (event: object) => void;

/** A window the worker sees through clients.matchAll. */
interface FakeWindow {
  url: string;
  focused: boolean;
  focus: () => Promise<unknown>;
  navigate?: (url: string) => Promise<unknown>;
  postMessage: (message: unknown) => void;
}

function fakeWindow(url: string, over: Partial<FakeWindow> = {}): FakeWindow {
  return {
    url,
    focused: false,
    focus: vi.fn(() => Promise.resolve()),
    navigate: vi.fn(() => Promise.resolve(null)),
    postMessage: vi.fn(),
    ...over,
  };
}

/** Runs public/sw.js in a fake worker scope: its handlers, the notifications it shows, the windows it opens. */
function loadWorker(windows: FakeWindow[] = []) {
  const handlers = new Map<string, Handler>();
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const opened: string[] = [];
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
    registration: {
      showNotification: (title: string, options: Record<string, unknown>) => {
        shown.push({ title, options });
        return Promise.resolve();
      },
    },
    clients: {
      matchAll: () => Promise.resolve(windows),
      openWindow: (url: string) => {
        opened.push(url);
        return Promise.resolve(null);
      },
    },
  };
  new Function('self', 'caches', worker)(self, {});

  /** Calls the worker's handler for `type` and waits for what it handed to waitUntil. */
  async function fire(type: string, event: object) {
    const handler = handlers.get(type);
    if (!handler) throw new Error(`the worker has no ${type} handler`);
    const waits: Promise<unknown>[] = [];
    handler({ ...event, waitUntil: (promise: Promise<unknown>) => waits.push(promise) });
    await Promise.all(waits);
  }
  const push = (data: unknown) =>
    fire('push', {
      data: data === undefined ? null : { json: () => (typeof data === 'string' ? JSON.parse(data) : data) },
    });
  const click = (url: unknown) => {
    const notification = { data: { url }, close: vi.fn() };
    return { notification, done: fire('notificationclick', { notification }) };
  };
  return { shown, opened, push, click };
}

const payload = {
  title: 'Kick-off moved: U10 Lions v Kites',
  body: 'Saturday 28 November: kick-off 11:00 (was 10:00).',
  url: '/inbox/12',
  tag: 'fixture-5',
  kind: 'fixture_change',
};

describe('a push message (public/sw.js)', () => {
  it('shows its title and text, with its tag, the page to open and the app icon', async () => {
    const sw = loadWorker();
    await sw.push(payload);
    expect(sw.shown).toEqual([
      {
        title: payload.title,
        options: {
          body: payload.body,
          tag: 'fixture-5',
          renotify: true,
          data: { url: '/inbox/12' },
          icon: '/icons/icon-192.png',
          badge: '/icons/icon-192.png',
        },
      },
    ]);
  });

  it('shows a plain Touchline notification when the message has no data or data it cannot read', async () => {
    const sw = loadWorker();
    await sw.push(undefined);
    await sw.push('{not json');
    await sw.push({ body: 'no title' });
    expect(sw.shown.map((n) => n.title)).toEqual(['Touchline', 'Touchline', 'Touchline']);
    expect(sw.shown[0]?.options).toMatchObject({ body: 'There is news in Touchline.', data: { url: '/' } });
  });

  it('keeps only paths of this site: another address opens the home page', async () => {
    const sw = loadWorker();
    for (const url of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'inbox/12', 42])
      await sw.push({ ...payload, url });
    expect(sw.shown.map((n) => n.options.data)).toEqual(Array(5).fill({ url: '/' }));
  });
});

describe('a tap on a notification (public/sw.js)', () => {
  it('closes it and moves an open Touchline window to its page', async () => {
    const other = fakeWindow('https://elsewhere.example/');
    const open = fakeWindow(`${ORIGIN}/`);
    const sw = loadWorker([other, open]);
    const { notification, done } = sw.click('/respond#abc.def');
    await done;
    expect(notification.close).toHaveBeenCalled();
    expect(open.focus).toHaveBeenCalled();
    expect(open.navigate).toHaveBeenCalledWith(`${ORIGIN}/respond#abc.def`);
    expect(other.navigate).not.toHaveBeenCalled();
    expect(sw.opened).toEqual([]);
  });

  it('prefers the window in front', async () => {
    const back = fakeWindow(`${ORIGIN}/fixtures`);
    const front = fakeWindow(`${ORIGIN}/`, { focused: true });
    const sw = loadWorker([back, front]);
    await sw.click('/matches/5/live').done;
    expect(front.navigate).toHaveBeenCalledWith(`${ORIGIN}/matches/5/live`);
    expect(back.navigate).not.toHaveBeenCalled();
  });

  it('asks a window it cannot move (not its own) to go there itself', async () => {
    const open = fakeWindow(`${ORIGIN}/`, { navigate: vi.fn(() => Promise.reject(new TypeError('not controlled'))) });
    const sw = loadWorker([open]);
    await sw.click('/inbox/12').done;
    expect(open.postMessage).toHaveBeenCalledWith({ type: 'open-path', path: '/inbox/12' });
    expect(sw.opened).toEqual([]);
  });

  it('opens a new window when no Touchline window is open', async () => {
    const sw = loadWorker([fakeWindow('https://elsewhere.example/')]);
    await sw.click('/inbox/12').done;
    expect(sw.opened).toEqual([`${ORIGIN}/inbox/12`]);
  });

  it('opens the home page for an address of another site', async () => {
    const sw = loadWorker();
    await sw.click('https://evil.example/').done;
    await sw.click(undefined).done;
    expect(sw.opened).toEqual([`${ORIGIN}/`, `${ORIGIN}/`]);
  });
});
