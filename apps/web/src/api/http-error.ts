import { RETRYABLE_STATUSES } from '@touchline/domain';

/**
 * How a request failed:
 * - `status`: the server answered with a non-2xx status;
 * - `network`: no answer (connection refused, DNS, CORS, or an abort we did not ask for);
 * - `timeout`: no answer within the time-out;
 * - `aborted`: the caller cancelled the request;
 * - `invalid-response`: a 2xx answer whose body is not JSON.
 */
export type HttpErrorKind = 'status' | 'network' | 'timeout' | 'aborted' | 'invalid-response';

export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    message: string,
    /** HTTP status, or 0 when there was no answer. */
    readonly status: number,
    readonly kind: HttpErrorKind = 'status',
    /** The parsed JSON body of an error answer, when there was one. */
    readonly body?: unknown,
  ) {
    super(message);
  }
}

/**
 * The record as it is now, when a write was refused because someone else changed it after it was opened (412 with
 * `current`, decision 140), parsed with the record's schema; null for any other failure.
 */
export function changedRecordOf<T>(error: unknown, schema: { parse(data: unknown): T }): T | null {
  if (!(error instanceof HttpError) || error.status !== 412) return null;
  const body = error.body;
  if (typeof body !== 'object' || body === null || !('current' in body)) return null;
  try {
    return schema.parse(body.current);
  } catch {
    return null;
  }
}

/** Failures after which the warm-up runs and the request is tried once more (spec: request retry). */
export function isRetryableFailure(error: unknown): boolean {
  if (!(error instanceof HttpError)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  return error.kind === 'status' && RETRYABLE_STATUSES.includes(error.status);
}
