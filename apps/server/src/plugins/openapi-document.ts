/** Pure helpers that shape the generated OpenAPI document (plugins/openapi.ts). */

/** Path segments that belong to another area than their own name. */
const areaAliases: Record<string, string> = {
  '': 'health',
  login: 'auth',
  logout: 'auth',
  impersonate: 'auth',
  register: 'users',
  'parent-player-associations': 'users',
};

/** The area (OpenAPI tag) of an API path: its first segment after /api, e.g. '/api/teams/{id}' → 'teams'. */
export function areaOf(url: string): string {
  const first = url.replace(/^\/api\/?/, '').split('/')[0] ?? '';
  return areaAliases[first] ?? first;
}

function pascal(word: string): string {
  return word
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

/** A stable, unique operationId from the method and path: 'GET /api/teams/:id' → 'getTeamsById'. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\/?/, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^[:{](\w+)}?$/.exec(segment)?.[1];
      return param ? `By${pascal(param)}` : pascal(segment);
    });
  return method.toLowerCase() + (words.join('') || 'Root');
}

interface Operation {
  security?: unknown[];
  parameters?: { in: string }[];
  requestBody?: unknown;
  responses?: Record<string, { headers?: Record<string, unknown> } & Record<string, unknown>>;
  tags?: string[];
}

interface Document {
  components?: Record<string, Record<string, unknown> | undefined>;
  paths?: Record<string, Record<string, Operation>>;
  tags?: { name: string }[];
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

const wwwAuthenticate = {
  description: '`Bearer`, with `error="invalid_token"` when the token sent is unknown or expired.',
  schema: { type: 'string' },
};
const retryAfter = { description: 'Seconds to wait before trying again.', schema: { type: 'integer', minimum: 1 } };

const errorAnswers: Record<string, { name: string; description: string; headers?: Record<string, unknown> }> = {
  400: { name: 'BadRequest', description: 'The request is malformed or a value is not allowed (see `error`).' },
  401: {
    name: 'Unauthorized',
    description: 'Not signed in: no token, or an unknown or expired one.',
    headers: { 'WWW-Authenticate': wwwAuthenticate },
  },
  403: { name: 'Forbidden', description: 'Signed in, but this role or user may not do this.' },
  404: { name: 'NotFound', description: 'No such record.' },
  409: { name: 'Conflict', description: 'The change conflicts with other records (a duplicate, or still in use).' },
  415: { name: 'UnsupportedMediaType', description: 'The body is not JSON: send `Content-Type: application/json`.' },
  503: {
    name: 'ServiceUnavailable',
    description: 'The database does not answer, or the disk is full: nothing was changed; try again later.',
  },
  429: {
    name: 'TooManyRequests',
    description: 'Too many attempts: wait as long as `Retry-After` says.',
    headers: { 'Retry-After': retryAfter },
  },
};

/** The error answers that apply to an operation, from what the document says about it. */
function applicableErrors(method: string, operation: Operation): string[] {
  const signedIn = !(Array.isArray(operation.security) && operation.security.length === 0);
  const pathParams = operation.parameters?.some((p) => p.in === 'path') ?? false;
  const input = operation.requestBody !== undefined || (operation.parameters?.length ?? 0) > 0;
  const write = method !== 'get';
  return [
    ...(input ? ['400'] : []),
    ...(signedIn ? ['401', '403'] : []),
    ...(pathParams ? ['404'] : []),
    ...(write && signedIn ? ['409'] : []),
    ...(operation.requestBody !== undefined ? ['415'] : []),
    '503',
  ];
}

/**
 * Adds the shared error answers (`{ error }`, components.responses) to every operation that can give them, without
 * replacing the ones a route declares itself (those get the headers their status needs), and lists the tags used.
 */
export function commonErrorResponses<T extends object>(generated: T, errorSchema: object): T {
  const document = generated as Document;
  const tags = new Set<string>();
  const used = new Set<string>();
  for (const item of Object.values(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      for (const tag of operation.tags ?? []) tags.add(tag);
      const responses = (operation.responses ??= {});
      for (const status of applicableErrors(method, operation)) {
        if (responses[status]) continue;
        used.add(status);
        responses[status] = { $ref: `#/components/responses/${errorAnswers[status]?.name}` };
      }
      for (const [status, header] of [
        ['401', { 'WWW-Authenticate': wwwAuthenticate }],
        ['429', { 'Retry-After': retryAfter }],
      ] as const) {
        const response = responses[status];
        if (response && !('$ref' in response)) response.headers ??= header;
      }
    }
  }
  document.tags = [...tags].sort().map((name) => ({ name }));
  const components = document.components ?? {};
  components.schemas = { ...components.schemas, Error: errorSchema };
  components.responses = {
    ...components.responses,
    ...Object.fromEntries(
      [...used].sort().map((status) => {
        const { name, description, headers } = errorAnswers[status] ?? { name: status, description: status };
        const content = { 'application/problem+json': { schema: { $ref: '#/components/schemas/Error' } } };
        return [name, { description, ...(headers ? { headers } : {}), content }];
      }),
    ),
  };
  document.components = components;
  return generated;
}
