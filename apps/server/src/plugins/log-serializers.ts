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

/** Paths whose parts are secrets (a calendar feed's address is its token), with what the log shows instead. */
const secretPaths: [RegExp, string][] = [
  [/^\/api\/calendar\/[^/?]+\.ics/, '/api/calendar/[token].ics'],
  [/^\/api\/unsubscribe\/[^/?]+/, '/api/unsubscribe/[token]'],
];

/** Query parameters whose values are secrets, whatever the route: tokens, codes, keys, passwords. */
const secretParameter = /token|secret|password|passwd|key|code|signature|auth/i;

/** A URL as the log shows it: secret path parts and secret query values replaced. */
export function loggableUrl(url: string): string {
  const [pathPart = '', query] = url.split(/\?(.*)/s, 2);
  const path = secretPaths.reduce((p, [pattern, shown]) => p.replace(pattern, shown), pathPart);
  if (query === undefined) return path;
  const redacted = query
    .split('&')
    .map((pair) => {
      const [name = '', value] = pair.split(/=(.*)/s, 2);
      const decoded = (() => {
        try {
          return decodeURIComponent(name);
        } catch {
          return name;
        }
      })();
      return value !== undefined && secretParameter.test(decoded) ? `${name}=[redacted]` : pair;
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
