import type { AnswerOf, CallInput, Contract, HttpMethod } from '@touchline/domain';
import { httpStatusMessage, messages, pathOf, REQUEST_TIMEOUT_MS, RETRYABLE_STATUSES } from '@touchline/domain';
import { readToken } from '../browser/token-cookie';
import { webMessages } from '../web-messages';
import { API_BASE } from './api-base';
import { HttpError, isRetryableFailure } from './http-error';
import { sharedWarmUp } from './warm-up';
import { known } from '../i18n/i18n';

export { API_BASE } from './api-base';
export { changedRecordOf, HttpError, isRetryableFailure } from './http-error';
export type { HttpErrorKind } from './http-error';
export { waitForServer } from './warm-up';
export type { WaitForServerOptions } from './warm-up';

/** Anything with a zod-like `parse`; the answer is checked with it and typed by it. */
export interface ResponseParser<T> {
  parse(data: unknown): T;
}

export interface RequestOptions<T = unknown> {
  /** Sent as JSON. */
  body?: unknown;
  /** Checks and types the answer (a zod schema from @touchline/domain). Without it the answer is `unknown`. */
  schema?: ResponseParser<T>;
  /**
   * On a connection error, time-out or 408/502/503/504: run the shared warm-up, then try once more.
   * `false` for callers that run their own warm-up (the session's token check). @default true
   */
  retry?: boolean;
  /** Bearer token to send instead of the one in the token cookie (`null`: none). */
  token?: string | null;
  /** Cancels the request; a cancelled request is never retried. */
  signal?: AbortSignal;
  /** The version of the record the change was made on (If-Match): refused 412 when it is no longer its own. */
  ifMatch?: string;
}

const unauthorizedListeners = new Set<(token: string) => void>();

/**
 * Called with the refused token whenever a request that carried a bearer token is answered 401. Returns the
 * unsubscribe function.
 */
export function onUnauthorized(listener: (token: string) => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** The spec's failure text of a method, in the language in use. */
function fallbackMessage(method: HttpMethod): string {
  switch (method) {
    case 'GET':
      return known(messages.failedToFetchResource);
    case 'POST':
      return known(messages.failedToCreateResource);
    case 'DELETE':
      return webMessages.failedToDeleteResource;
    default:
      return known(messages.failedToUpdateResource);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The server's `error` text, in the language in use when it is a known message. */
function serverErrorText(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  return typeof body.error === 'string' && body.error !== '' ? known(body.error) : null;
}

function statusError(method: HttpMethod, response: Response, text: string): HttpError {
  const body = parseJson(text);
  const message =
    serverErrorText(body) ??
    (RETRYABLE_STATUSES.includes(response.status)
      ? httpStatusMessage(response.status, response.statusText)
      : fallbackMessage(method));
  return new HttpError(message, response.status, 'status', body);
}

function readBody<T>(response: Response, text: string, schema: ResponseParser<T> | undefined): T {
  const data = text === '' ? undefined : parseJson(text);
  const invalid = () => new HttpError(webMessages.invalidResponse, response.status, 'invalid-response', data);
  if (text !== '' && data === undefined) throw invalid();
  if (!schema) return data as T;
  try {
    return schema.parse(data);
  } catch {
    throw invalid();
  }
}

/** One attempt: bearer from the cookie, JSON in and out, 15 s time-out covering the body too. */
async function send<T>(method: HttpMethod, path: string, options: RequestOptions<T>): Promise<T> {
  const token = options.token !== undefined ? options.token : readToken();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.ifMatch !== undefined) headers['If-Match'] = `"${options.ifMatch}"`;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const cancel = () => controller.abort();
  options.signal?.addEventListener('abort', cancel, { once: true });

  try {
    if (options.signal?.aborted) throw new HttpError(fallbackMessage(method), 0, 'aborted');
    const response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: controller.signal,
    });
    const text = await response.text();
    if (!response.ok) {
      if (response.status === 401 && token) unauthorizedListeners.forEach((listener) => listener(token));
      throw statusError(method, response, text);
    }
    return readBody(response, text, options.schema);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (options.signal?.aborted) throw new HttpError(fallbackMessage(method), 0, 'aborted');
    throw new HttpError(fallbackMessage(method), 0, timedOut ? 'timeout' : 'network');
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', cancel);
  }
}

/**
 * The one way the app talks to the API. Throws `HttpError`. A connection error, time-out or
 * 408/502/503/504 runs the manual warm-up (shared by all requests failing meanwhile); if the server
 * then answers, the request is tried exactly once more, otherwise the original error is thrown.
 */
export async function request<T = unknown>(
  method: HttpMethod,
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  try {
    return await send(method, path, options);
  } catch (error) {
    if (options.retry === false || !isRetryableFailure(error)) throw error;
    if (!(await sharedWarmUp())) throw error;
    return send(method, path, options);
  }
}

/** Options of a contract call: everything but what the contract itself says (body, answer schema). */
export type CallOptions = Omit<RequestOptions, 'body' | 'schema'>;

/** The arguments of `http.call` after the contract: the input may be left out when the contract takes none. */
type CallArgs<C extends Contract> =
  object extends CallInput<C>
    ? [input?: CallInput<C>, options?: CallOptions]
    : [input: CallInput<C>, options?: CallOptions];

/**
 * Calls one endpoint as its contract describes it: the path built from its parameters and query, the body sent as
 * JSON, the answer parsed with its answer schema (an answer that does not fit it throws 'invalid-response').
 */
function call<C extends Contract>(c: C, ...[input, options]: CallArgs<C>): Promise<AnswerOf<C>> {
  const { params, query, body } = (input ?? {}) as { params?: unknown; query?: unknown; body?: unknown };
  // The contract's answer schema parses the answer, so its output type is what comes back.
  const schema = (c.response ?? undefined) as ResponseParser<AnswerOf<C>> | undefined;
  return request(c.method, pathOf(c, params, query), { ...options, body, schema });
}

/** The one way the app calls the API: `http.call(contracts.teams.create, { body })`. */
export const http = { call };
