import type { FastifyRequest } from 'fastify';

/** An error as the log shows it: type, code, message, stack and cause, never the parameters of a failed query. */
export interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  code?: string;
  stack: string;
  cause?: LoggedError;
}

/**
 * Drizzle puts a failed statement's parameters (a new password hash, a token hash) in the error's message, stack and
 * `params`, and the driver's `detail` repeats key values. The log keeps the SQL text with its placeholders only, and
 * of a stack only its frames.
 */
export function loggableError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'a non-Error value was thrown', stack: '' };
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  const type = error.name === 'Error' ? error.constructor.name : error.name;
  // Drizzle's message is 'Failed query: <sql>\nparams: <values>'.
  const message = error.message.split('\nparams: ')[0] ?? '';
  const frames = (error.stack ?? '').split('\n').filter((line) => /^ {4}at /.test(line));
  return {
    type,
    message,
    ...(typeof code === 'string' ? { code } : {}),
    stack: [`${type}: ${message}`, ...frames].join('\n'),
    ...(cause !== undefined && depth < 4 ? { cause: loggableError(cause, depth + 1) } : {}),
  };
}

/**
 * Paths whose parts are secrets: a calendar feed's address is its token, and so is an unsubscribe link's. Whatever
 * follows `/calendar/` (except the signed-in `feed` and `feed/reset`) or `/unsubscribe/` is the secret, whatever its
 * form: without `.ics`, with a trailing slash, in capitals, percent-encoded, with doubled slashes, and whatever the
 * method (#28 item 22). The router decodes a path before matching it, so the path is judged decoded.
 */
const secretPaths: { pattern: RegExp; shown: string; except?: RegExp }[] = [
  { pattern: /^\/+api\/+calendar\/+(.+)$/i, shown: '/api/calendar/[token]', except: /^feed(\/+reset)?\/*$/i },
  { pattern: /^\/+api\/+unsubscribe\/+(.+)$/i, shown: '/api/unsubscribe/[token]' },
];

/** Percent-encoded text decoded, or as it is when it does not decode. */
function decodedOrAsIs(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** A URL's path as the log shows it: a secret part replaced by `[token]` (`[token].ics` for a feed's file). */
function loggablePath(path: string): string {
  const decoded = decodedOrAsIs(path);
  for (const { pattern, shown, except } of secretPaths) {
    const secret = pattern.exec(decoded)?.[1];
    if (secret === undefined || except?.test(secret)) continue;
    return /\.ics\/*$/i.test(secret) ? `${shown}.ics` : shown;
  }
  return path;
}

/** Query parameters whose values are secrets, whatever the route: tokens, codes, keys, passwords, an OIDC state. */
const secretParameter = /token|secret|password|passwd|key|code|signature|auth|^state$/i;

/** A URL as the log shows it: secret path parts and secret query values replaced. */
export function loggableUrl(url: string): string {
  const [pathPart = '', query] = url.split(/\?(.*)/s, 2);
  const path = loggablePath(pathPart);
  if (query === undefined) return path;
  const redacted = query
    .split('&')
    .map((pair) => {
      const [name = '', value] = pair.split(/=(.*)/s, 2);
      return value !== undefined && secretParameter.test(decodedOrAsIs(name)) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${path}?${redacted}`;
}

/** A request as the log shows it: method, URL without its secrets, host and client address (never its headers). */
export function loggableRequest(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: loggableUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}
