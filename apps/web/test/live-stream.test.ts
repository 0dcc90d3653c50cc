import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TimelineEvent } from '@touchline/domain';
import type { SseMessage, StreamMessage } from '../src/api/match-stream';
import { applyChange, openMatchStream, SseParser } from '../src/api/match-stream';
import { timelineEntry } from './timeline-fixtures';

function collect() {
  const messages: SseMessage[] = [];
  const retries: number[] = [];
  const parser = new SseParser(
    (m) => messages.push(m),
    (ms) => retries.push(ms),
  );
  return { parser, messages, retries };
}

describe('SseParser', () => {
  it('dispatches on a blank line with the event name, data and id', () => {
    const { parser, messages, retries } = collect();
    parser.push('retry: 3000\nevent: ready\ndata: {}\n\nid: 7\nevent: change\ndata: {"seq":7}\n\n');
    expect(retries).toEqual([3000]);
    expect(messages).toEqual([
      { event: 'ready', data: '{}', id: null },
      { event: 'change', data: '{"seq":7}', id: '7' },
    ]);
  });

  it('joins data lines, ignores comments and defaults the event to message', () => {
    const { parser, messages } = collect();
    parser.push(': keep-alive\n\ndata: one\ndata:two\ndata\n\n');
    expect(messages).toEqual([{ event: 'message', data: 'one\ntwo\n', id: null }]);
  });

  it('reassembles frames split anywhere, including between CR and LF', () => {
    const { parser, messages } = collect();
    const wire = 'event: change\r\ndata: {"a":1}\r\n\r\nevent: change\rdata: {"b":2}\r\r';
    for (const ch of wire) parser.push(ch);
    expect(messages.map((m) => m.data)).toEqual(['{"a":1}', '{"b":2}']);
    expect(messages.every((m) => m.event === 'change')).toBe(true);
  });

  it('does not dispatch an event without data, and resets the event name after each message', () => {
    const { parser, messages } = collect();
    parser.push('event: ready\n\ndata: x\n\n');
    expect(messages).toEqual([{ event: 'message', data: 'x', id: null }]);
  });

  it('ignores a retry that is not all digits', () => {
    const { parser, retries } = collect();
    parser.push('retry: soon\nretry: 10\n\n');
    expect(retries).toEqual([10]);
  });
});

const event = (
  id: number,
  minute: number | null,
  type: TimelineEvent['type'] = 'GOAL',
  timestamp = `2026-11-22T10:${String(id).padStart(2, '0')}:00.000Z`,
): TimelineEvent =>
  timelineEntry(type, { id, timestamp }, { minute, event_type: type === 'MATCH_EVENT' ? 'GAME_START' : null });
const change = (action: StreamMessage['action'], eventId: number, e?: TimelineEvent): StreamMessage => ({
  seq: 1,
  action,
  eventId,
  ...(e ? { event: e } : {}),
  score: { our_goals: 1, opposition_goals: 0, has_events: true, youth_mode: false },
});

describe('applyChange', () => {
  const lineup = event(1, null, 'MATCH_EVENT');
  const kickOff = event(2, 0, 'MATCH_EVENT');
  const goal = event(3, 10);
  const motm = event(9, null, 'MAN_OF_THE_MATCH');

  it("puts a new event where the server's order puts it: by minute, no minute first, man of the match last", () => {
    const before = [lineup, kickOff, motm];
    expect(applyChange(before, change('created', 3, goal)).map((e) => e.data.id)).toEqual([1, 2, 3, 9]);
    expect(applyChange([kickOff, goal], change('created', 1, lineup)).map((e) => e.data.id)).toEqual([1, 2, 3]);
  });

  it('orders equal minutes by the time recorded, then id', () => {
    const early = event(5, 45, 'GOAL', '2026-11-22T10:00:00.000Z');
    const late = event(4, 45, 'GOAL', '2026-11-22T11:00:00.000Z');
    expect(applyChange([late], change('created', 5, early)).map((e) => e.data.id)).toEqual([5, 4]);
  });

  it('replaces an updated event (or one the list already has) instead of adding a copy', () => {
    const moved = timelineEntry('GOAL', { id: 3, timestamp: goal.data.timestamp }, { minute: 1 });
    expect(applyChange([kickOff, goal], change('updated', 3, moved))).toEqual([kickOff, moved]);
    expect(applyChange([kickOff, goal], change('created', 3, goal))).toHaveLength(2);
  });

  it('removes a deleted event', () => {
    expect(applyChange([kickOff, goal], change('deleted', 2)).map((e) => e.data.id)).toEqual([3]);
  });
});

/** A response whose body the test writes to, as a server would. */
function streamingResponse(status = 200) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status, headers: { 'Content-Type': 'text/event-stream' } }),
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('openMatchStream', () => {
  afterEach(() => vi.useRealTimers());

  it('sends the bearer token in the header, never in the URL, and reports ready and changes', async () => {
    document.cookie = 'token=secret-token; path=/';
    const server = streamingResponse();
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => server.response);
    const handlers = { onOpen: vi.fn(), onChange: vi.fn(), onResync: vi.fn(), onDown: vi.fn() };
    const close = openMatchStream(12, handlers, { fetch });
    await flush();

    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/matches/12/stream');
    expect(url).not.toContain('secret-token');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer secret-token');

    server.write('retry: 3000\nevent: ready\ndata: {}\n\n');
    await flush();
    expect(handlers.onOpen).toHaveBeenCalledTimes(1);

    const message = change('created', 3, event(3, 10));
    server.write(`id: 1\nevent: change\ndata: ${JSON.stringify(message).slice(0, 20)}`);
    server.write(`${JSON.stringify(message).slice(20)}\n\n`);
    await flush();
    expect(handlers.onChange).toHaveBeenCalledWith(message);

    server.write('event: change\ndata: {not json}\n\n');
    await flush();
    expect(handlers.onResync).toHaveBeenCalledTimes(1);
    close();
    await flush();
    expect(handlers.onDown).not.toHaveBeenCalled();
  });

  it('reconnects with growing back-off when the stream drops, and resets it once connected', async () => {
    vi.useFakeTimers();
    const servers: ReturnType<typeof streamingResponse>[] = [];
    const fetch = vi.fn(async () => {
      const server = streamingResponse();
      servers.push(server);
      return server.response;
    });
    const handlers = { onOpen: vi.fn(), onChange: vi.fn(), onResync: vi.fn(), onDown: vi.fn() };
    const schedule = { attempts: Infinity, initialDelayMs: 1000, factor: 2, maxDelayMs: 30_000, jitter: 0 };
    const close = openMatchStream(5, handlers, { fetch, schedule });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);

    servers[0]?.end();
    await vi.advanceTimersByTimeAsync(0);
    expect(handlers.onDown).toHaveBeenCalledWith(true);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);

    servers[1]?.end();
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(3);

    // Connected: the next drop starts again from 1 s.
    servers[2]?.write('event: ready\ndata: {}\n\n');
    await vi.advanceTimersByTimeAsync(0);
    expect(handlers.onOpen).toHaveBeenCalledTimes(1);
    servers[2]?.end();
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetch).toHaveBeenCalledTimes(4);
    close();
  });

  it('treats a silent stream as dropped', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(async () => streamingResponse().response);
    const handlers = { onOpen: vi.fn(), onChange: vi.fn(), onResync: vi.fn(), onDown: vi.fn() };
    const close = openMatchStream(5, handlers, { fetch, silenceMs: 60_000, random: () => 0.5 });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(handlers.onDown).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(handlers.onDown).toHaveBeenCalledWith(true);
    close();
  });

  it('gives up on 401, 403 and 404, and retries other failures', async () => {
    vi.useFakeTimers();
    for (const [status, retrying] of [
      [401, false],
      [404, false],
      [503, true],
    ] as const) {
      const fetch = vi.fn(async () => new Response('{"error":"x"}', { status }));
      const handlers = { onOpen: vi.fn(), onChange: vi.fn(), onResync: vi.fn(), onDown: vi.fn() };
      const close = openMatchStream(5, handlers, { fetch, random: () => 0.5 });
      await vi.advanceTimersByTimeAsync(0);
      expect(handlers.onDown).toHaveBeenCalledWith(retrying);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(fetch.mock.calls.length > 1).toBe(retrying);
      close();
    }
  });

  it('reconnects after a connection error, and stops for good once closed', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const handlers = { onOpen: vi.fn(), onChange: vi.fn(), onResync: vi.fn(), onDown: vi.fn() };
    const close = openMatchStream(5, handlers, { fetch, random: () => 0.5 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetch).toHaveBeenCalledTimes(2);
    close();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
