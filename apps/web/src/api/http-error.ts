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

/** Failures after which the warm-up runs and the request is tried once more (spec: request retry). */
export function isRetryableFailure(error: unknown): boolean {
  if (!(error instanceof HttpError)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  return error.kind === 'status' && RETRYABLE_STATUSES.includes(error.status);
}
