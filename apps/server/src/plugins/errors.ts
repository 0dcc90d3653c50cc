import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { messages } from '@touchline/domain';
import { isDiskFull } from './disk-space';

/** An error a route throws on purpose: its status and text reach the client as {error, ...extra}. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

const connectionCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
]);

interface PgErrorLike {
  code: string;
  detail?: string;
}

/** The database error under whatever wrapped it (Drizzle wraps driver errors in `cause`). */
function pgError(error: unknown): PgErrorLike | undefined {
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === 'object' && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const { code, detail, message } = e as { code?: unknown; detail?: unknown; message?: unknown };
    if (typeof code === 'string' && (connectionCodes.has(code) || /^[0-9A-Z]{5}$/.test(code))) {
      return { code, ...(typeof detail === 'string' ? { detail } : {}) };
    }
    if (
      typeof message === 'string' &&
      /Connection terminated|connect ECONNREFUSED|Client has encountered a connection error/.test(message)
    ) {
      return { code: 'ECONNREFUSED' };
    }
  }
  return undefined;
}

/** A unique index refused the write (23505), e.g. a second copy of a once-only match event. */
export function isUniqueViolation(error: unknown): boolean {
  return pgError(error)?.code === '23505';
}

const referenceLabels: Record<string, string> = {
  team_id: 'Team',
  season_id: 'Season',
  match_type_id: 'Match type',
  opposition_team_id: 'Opposition team',
  player_id: 'Player',
  parent_user_id: 'User',
  user_id: 'User',
  match_id: 'Match',
  formation_id: 'Formation',
  formation_position_id: 'Formation position',
};

/** 23503 on insert/update: a reference that points nowhere (400); on delete: still in use (409). */
function foreignKeyAnswer(detail: string | undefined): { status: number; error: string } {
  const missing = /Key \((\w+)\)=\(([^)]*)\) is not present in table/.exec(detail ?? '');
  if (missing)
    return { status: 400, error: `${referenceLabels[missing[1] ?? ''] ?? missing[1]} ${missing[2]} does not exist` };
  const used = /is still referenced from table "(\w+)"/.exec(detail ?? '');
  if (used) return { status: 409, error: `This record is still used by ${used[1]?.replace(/_/g, ' ')}` };
  return { status: 409, error: 'This record is linked to other records' };
}

export const PROBLEM_TYPE = 'application/problem+json; charset=utf-8';

/**
 * An RFC 9457 problem document (decision 140): no problem type of our own (`about:blank`, so `title` is the status's
 * phrase), `detail` the text the screens show, also as `error` (the spec's field).
 */
export function problemOf(status: number, error: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { type: 'about:blank', title: STATUS_CODES[status] ?? 'Error', status, detail: error, error, ...extra };
}

/** Sends a problem document, already serialised: a route's declared error schema never trims its own fields. */
export function sendProblem(
  reply: FastifyReply,
  status: number,
  error: string,
  extra: Record<string, unknown> = {},
): FastifyReply {
  return reply
    .status(status)
    .type(PROBLEM_TYPE)
    .send(JSON.stringify(problemOf(status, error, extra)));
}

interface ValidationIssue {
  instancePath?: string;
  message?: string;
}

/** Every problem of a request the schema refused: a JSON pointer into the body, or the parameter it is about. */
export function validationProblems(
  issues: readonly ValidationIssue[],
  context: string | undefined,
): { detail: string; pointer?: string; parameter?: string }[] {
  return issues.map((issue) => {
    const detail = issue.message ?? 'Invalid value';
    const path = (issue.instancePath ?? '').split('/').filter(Boolean);
    if (context === 'body') {
      const pointer = path.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
      return { detail, pointer: `#/${pointer}` };
    }
    return path[0] ? { detail, parameter: path[0] } : { detail };
  });
}

/**
 * Every failure answers a problem document with an `error` field; bad input is a 4xx, never a 5xx. A JSON refusal
 * sent some other way (`{ error }`: an unknown path, a route's own) becomes one on its way out.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string' || !payload.startsWith('{"error":')) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.startsWith('application/json')) return payload;
    let body: { error: string } & Record<string, unknown>;
    try {
      body = JSON.parse(payload) as typeof body;
    } catch {
      return payload;
    }
    const { error, ...extra } = body;
    reply.type(PROBLEM_TYPE);
    return JSON.stringify(problemOf(reply.statusCode, error, extra));
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) return sendProblem(reply, error.statusCode, error.message, error.extra);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = validationProblems(error.validation, error.validationContext);
      return sendProblem(reply, 400, errors[0]?.detail ?? 'Invalid request', { errors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return sendProblem(reply, 500, 'Internal server error');
    }
    if (isDiskFull(error)) {
      app.disk.noteFull();
      request.log.error({ err: error }, 'a write was refused: the disk is full');
      return sendProblem(reply, 503, messages.diskFull);
    }
    const dbError = pgError(error);
    const code = dbError?.code;
    if (code && connectionCodes.has(code)) {
      request.log.warn({ err: error }, 'database unavailable');
      return sendProblem(reply, 503, 'The database is not available right now. Please try again shortly.');
    }
    if (code === '23505') return sendProblem(reply, 409, 'A record with these details already exists');
    if (code === '23503') {
      const { status, error: text } = foreignKeyAnswer(dbError?.detail);
      return sendProblem(reply, status, text);
    }
    if (
      code === '22P02' ||
      code === '22003' ||
      code === '22007' ||
      code === '22008' ||
      code === '22021' ||
      code === '22P05'
    ) {
      return sendProblem(reply, 400, 'A value is out of range or badly formed');
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      const text =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
        error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
        error instanceof SyntaxError
          ? 'Malformed JSON body'
          : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'Request body is too large'
            : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
              ? 'Unsupported content type: send application/json'
              : error.message;
      return sendProblem(reply, status, text);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(reply, 500, 'Internal server error');
  });
}

export function notFound(): HttpError {
  return new HttpError(404, messages.notFound);
}
