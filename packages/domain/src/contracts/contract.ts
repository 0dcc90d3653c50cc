import type { z } from 'zod';
import type { ApiKeyScope } from '../schemas/integrations';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint. Every endpoint is `signedIn` unless its contract says otherwise: deny by default.
 * `welfare`: the Club Welfare Officer and admins (decision 130); `treasurer`: the treasurer and admins (decision 133).
 */
export type Access = 'public' | 'signedIn' | 'coachOrAdmin' | 'welfare' | 'treasurer' | 'admin';

/**
 * A write on one team's data (decision 116): only admins and that team's coaches (`team_coaches`) may make it. The
 * team is the one of the match (or training session) in the path's `id` (or `matchId`), or the team `id` itself, or
 * (`body`) the `team_id` the body names; with `alsoBody`, the body's `team_id` too, when it names one (a fixture moved
 * to another team). The path's is checked with the access, before the body is read, and the body's before the body
 * is validated, so a coach of another team gets 403 before any rule's 400 (#30).
 */
export interface TeamScope {
  of: 'match' | 'team' | 'training' | 'body';
  alsoBody?: boolean;
  /** The 403's words; 'Only this team's coaches and admins can change its matches' when absent. */
  refusal?: string;
}

/**
 * One endpoint, described once: the server registers its route from it (validation, serialisation, access), the web
 * calls it through `http.call(contract, input)` and parses the answer with it, and OpenAPI is generated from it.
 */
export interface Contract {
  method: HttpMethod;
  /** The path under `/api`, with `:name` for each path parameter, e.g. `/teams/:id`. */
  path: string;
  /** Who may call it; `signedIn` when absent. */
  access?: Access;
  /** With `coachOrAdmin`: a coach must coach the team the call is about. */
  team?: TeamScope;
  /**
   * The API key scope that may call it (decision 137); without, no API key may (403). A key is not a person: with
   * the scope it passes the route's access and team checks, and its writes are on the audit log as the key's.
   */
  keyScope?: ApiKeyScope;
  /** One line for the API docs. */
  summary?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The answer's schema; `null` when the answer has no body (204 No Content). */
  response: z.ZodType | null;
  /** The status of a successful answer: 200 unless said, 204 when `response` is null. */
  status?: 200 | 201 | 202;
  /** The media type of the answer when it is not JSON (a calendar, a download, an event stream). */
  produces?: string;
  /**
   * Refusals particular to this endpoint, answered with `{ error }` (documented with their headers); the common ones
   * (400, 401, 403, 404, 409, 415, 503) are documented for every endpoint they apply to.
   */
  errors?: readonly (401 | 403 | 404 | 409 | 410 | 412 | 413 | 429 | 502)[];
}

/** Declares a contract, keeping its literal types (method, path, schemas) for the server and the web. */
export function contract<const C extends Contract>(definition: C): C {
  return definition;
}

type Part<C, K extends 'params' | 'query' | 'body', Side extends 'in' | 'out'> =
  C extends Record<K, infer S extends z.ZodType> ? (Side extends 'in' ? z.input<S> : z.output<S>) : undefined;

/** The path parameters as the handler reads them (after validation). */
export type ParamsOf<C extends Contract> = Part<C, 'params', 'out'>;
/** The query as the handler reads it (after validation). */
export type QueryOf<C extends Contract> = Part<C, 'query', 'out'>;
/** The body as the handler reads it (after validation and its transforms). */
export type BodyOf<C extends Contract> = Part<C, 'body', 'out'>;
/** What the server answers, and what the web gets back once parsed. */
export type AnswerOf<C extends Contract> = C['response'] extends z.ZodType ? z.output<C['response']> : void;

type Present<K extends string, T> = [T] extends [undefined]
  ? object
  : object extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

/**
 * What a caller passes: path parameters and query as the server reads them, the body as it is sent. Only the parts
 * the contract has are present (an endpoint without parameters or body takes `{}`).
 */
export type CallInput<C extends Contract> = Present<'params', Part<C, 'params', 'out'>> &
  Present<'query', Part<C, 'query', 'out'>> &
  Present<'body', Part<C, 'body', 'in'>>;

/** The status of a successful answer. */
export function successStatus(c: Contract): number {
  return c.response === null ? 204 : (c.status ?? 200);
}

/**
 * The path of one call, under `/api`: each `:name` replaced by its parameter (URL-encoded) and the query's defined
 * values appended in the order given (a list as its key repeated). Throws when a parameter the path names is
 * missing.
 */
export function pathOf(c: Contract, params?: unknown, query?: unknown): string {
  const values = (params ?? {}) as Record<string, unknown>;
  const path = c.path.replace(/:([A-Za-z_]\w*)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === null) throw new Error(`${c.method} ${c.path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const pairs = Object.entries((query ?? {}) as Record<string, unknown>)
    // A list is the key repeated, one value each (`team_id=3&team_id=4`).
    .flatMap(([key, value]) => (Array.isArray(value) ? value : [value]).map((item: unknown) => [key, item] as const))
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return pairs.length === 0 ? path : `${path}?${pairs.join('&')}`;
}
