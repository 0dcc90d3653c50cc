import type { BackoffSchedule, StreamMessage, TimelineEvent } from '@touchline/domain';
import { backoffDelay, contracts, pathOf, streamMessage } from '@touchline/domain';
import { readToken } from '../browser/token-cookie';
import { API_BASE } from './api-base';

/**
 * The live push of a match: GET /api/matches/{id}/stream (Server-Sent Events) read with fetch, so the bearer
 * token travels in the Authorization header and never in a URL (EventSource cannot send headers).
 */

/** One dispatched SSE message. */
export interface SseMessage {
  event: string;
  data: string;
  id: string | null;
}

/**
 * Incremental parser of the SSE wire format (WHATWG HTML §9.2.6): lines end in CRLF, LF or CR, possibly split
 * across chunks; `:` starts a comment (the server's keep-alive); `data` lines are joined with LF; a blank line
 * dispatches (nothing when no data was given); `retry` takes digits only.
 */
export class SseParser {
  private buffer = '';
  /** The last chunk ended in CR: an LF starting the next one belongs to it. */
  private skipLf = false;
  private data: string[] = [];
  private event = '';
  private lastId: string | null = null;

  constructor(
    private readonly onMessage: (message: SseMessage) => void,
    private readonly onRetry: (ms: number) => void = () => undefined,
  ) {}

  push(chunk: string): void {
    let start = this.skipLf && chunk.startsWith('\n') ? 1 : 0;
    this.skipLf = false;
    for (let i = start; i < chunk.length; i++) {
      const c = chunk[i];
      if (c !== '\n' && c !== '\r') continue;
      this.line(this.buffer + chunk.slice(start, i));
      this.buffer = '';
      if (c === '\r') {
        if (i + 1 === chunk.length) this.skipLf = true;
        else if (chunk[i + 1] === '\n') i++;
      }
      start = i + 1;
    }
    this.buffer += chunk.slice(start);
  }

  private line(line: string): void {
    if (line === '') {
      this.dispatch();
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') this.data.push(value);
    else if (field === 'event') this.event = value;
    else if (field === 'id' && !value.includes('\0')) this.lastId = value;
    else if (field === 'retry' && /^\d+$/.test(value)) this.onRetry(Number(value));
  }

  private dispatch(): void {
    const data = this.data;
    const event = this.event || 'message';
    this.data = [];
    this.event = '';
    if (data.length === 0) return;
    this.onMessage({ event, data: data.join('\n'), id: this.lastId });
  }
}

/** The server's `change` message is `streamMessage` in domain, the schema the server's messages are typed by. */
export type { StreamMessage } from '@touchline/domain';

/** The server's timeline order: minute (no minute first, man of the match last), then time recorded, then id. */
function orderKey(e: TimelineEvent): [number, string, number] {
  const minute = e.minute ?? (e.type === 'MAN_OF_THE_MATCH' ? 100_000 : -1);
  return [minute, e.data.timestamp, e.data.id];
}

export function compareEvents(a: TimelineEvent, b: TimelineEvent): number {
  const [ma, ta, ia] = orderKey(a);
  const [mb, tb, ib] = orderKey(b);
  return ma - mb || (ta < tb ? -1 : ta > tb ? 1 : 0) || ia - ib;
}

/** The timeline with `event` in its place, replacing any copy of it. */
export function withEvent(events: readonly TimelineEvent[], event: TimelineEvent): TimelineEvent[] {
  return [...events.filter((e) => e.data.id !== event.data.id), event].sort(compareEvents);
}

/**
 * The timeline after one change: a created or updated event replaces any copy of itself in order; a deleted one goes.
 */
export function applyChange(events: readonly TimelineEvent[], message: StreamMessage): TimelineEvent[] {
  if (message.action === 'deleted' || !message.event) return events.filter((e) => e.data.id !== message.eventId);
  return withEvent(events, message.event);
}

/** Reconnect back-off: 1 s doubling to 30 s, ±20 %; reset once a connection is established. */
export const STREAM_RECONNECT: BackoffSchedule = {
  attempts: Number.POSITIVE_INFINITY,
  initialDelayMs: 1_000,
  factor: 2,
  maxDelayMs: 30_000,
  jitter: 0.2,
};
/** The server sends a keep-alive every 25 s; a stream silent for longer than this is treated as dropped. */
export const STREAM_SILENCE_MS = 60_000;

export interface MatchStreamHandlers {
  /** Connected (the server's `ready`): anything missed while down should be re-read. */
  onOpen: () => void;
  onChange: (message: StreamMessage) => void;
  /** A `change` that could not be read: re-read the match. */
  onResync: () => void;
  /** The stream dropped or could not be opened; it is retried unless `retrying` is false (401/403/404). */
  onDown: (retrying: boolean) => void;
}

export interface MatchStreamOptions {
  fetch?: typeof fetch;
  random?: () => number;
  schedule?: BackoffSchedule;
  silenceMs?: number;
}

/** Opens the match's stream and keeps it open (reconnecting with back-off) until the returned function is called. */
export function openMatchStream(
  matchId: number,
  handlers: MatchStreamHandlers,
  options: MatchStreamOptions = {},
): () => void {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const schedule = options.schedule ?? STREAM_RECONNECT;
  const silenceMs = options.silenceMs ?? STREAM_SILENCE_MS;
  let closed = false;
  let failures = 0;
  let controller: AbortController | null = null;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;

  function onMessage(message: SseMessage): void {
    if (message.event === 'ready') {
      failures = 0;
      handlers.onOpen();
      return;
    }
    if (message.event !== 'change') return;
    let parsed: StreamMessage;
    try {
      parsed = streamMessage.parse(JSON.parse(message.data));
    } catch {
      handlers.onResync();
      return;
    }
    handlers.onChange(parsed);
  }

  async function connect(): Promise<void> {
    const current = new AbortController();
    controller = current;
    let silence: ReturnType<typeof setTimeout> | undefined;
    let reader: ReadableStreamDefaultReader<Uint8Array> | null = null;
    // Any bytes (the server's keep-alive comes every 25 s) reset the watch; silence aborts and reconnects.
    const watch = () => {
      clearTimeout(silence);
      silence = setTimeout(() => {
        current.abort();
        void reader?.cancel().catch(() => undefined);
      }, silenceMs);
    };
    let retrying = true;
    try {
      const token = readToken();
      const headers: Record<string, string> = { Accept: 'text/event-stream' };
      if (token) headers.Authorization = `Bearer ${token}`;
      watch();
      const response = await doFetch(`${API_BASE}${pathOf(contracts.matchStream.stream, { id: matchId })}`, {
        headers,
        signal: current.signal,
        cache: 'no-store',
      });
      if (!response.ok || !response.body) {
        retrying = ![401, 403, 404].includes(response.status);
        return;
      }
      const parser = new SseParser(onMessage);
      reader = response.body.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const { done, value } = await reader.read();
        if (done || closed) break;
        watch();
        parser.push(decoder.decode(value, { stream: true }));
      }
    } catch {
      // Dropped, refused or silent for too long: reconnect below.
    } finally {
      clearTimeout(silence);
      if (!closed) {
        handlers.onDown(retrying);
        if (retrying) {
          failures++;
          reconnectTimer = setTimeout(() => void connect(), backoffDelay(schedule, failures, options.random));
        }
      }
    }
  }

  void connect();
  return () => {
    closed = true;
    clearTimeout(reconnectTimer);
    controller?.abort();
  };
}
