import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts } from '@touchline/domain';
import { createTestApp, type TestApp } from './support/test-app';

interface Operation {
  operationId?: string;
  security?: unknown[];
  responses: Record<string, { $ref?: string; content?: Record<string, { schema?: unknown }> }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
  security: Record<string, unknown>[];
}

let t: TestApp;
let document: Document;
/** Every route Fastify registered, as 'METHOD /path', whatever its prefix. */
const registered: { method: string; url: string; hidden: boolean }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  for (const route of t.app.routeList) {
    const [method = '', url = ''] = route.split(' ');
    registered.push({ method, url, hidden: url === '/api/openapi.json' || url.startsWith('/api/docs') });
  }
  const answer = await t.request({ method: 'GET', url: '/api/openapi.json' });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  document = answer.json<Document>();
});
afterAll(() => t.close());

/** A contract's path as Fastify registers it under the /api prefix ('/' is '/api'). */
function apiPath(path: string): string {
  return path === '/' ? '/api' : `/api${path}`;
}

function openApiPath(url: string): string {
  return url.replace(/:(\w+)/g, '{$1}');
}

function operations(): [string, Operation][] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]): [string, Operation] => [
      `${method.toUpperCase()} ${path}`,
      operation,
    ]),
  );
}

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document with a bearer security scheme required by default', () => {
    expect(document.openapi).toMatch(/^3\.1\./);
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.security).toEqual([{ bearerAuth: [] }]);
  });

  it('describes every API route the server registered, and nothing else', () => {
    const api = registered.filter((r) => !r.hidden && r.method !== 'HEAD' && r.method !== 'OPTIONS');
    expect(api.length).toBeGreaterThan(60);
    const described = new Set(operations().map(([key]) => key));
    const missing = api.map((r) => `${r.method} ${openApiPath(r.url)}`).filter((key) => !described.has(key));
    expect(missing).toEqual([]);
    expect(described.size).toBe(new Set(api.map((r) => `${r.method} ${r.url}`)).size);
    // The docs' own routes are not operations of the API.
    expect(Object.keys(document.paths).filter((p) => p.startsWith('/api/docs') || p === '/api/openapi.json')).toEqual(
      [],
    );
  });

  it('has a route for every contract, and no route without one', () => {
    const routes = registered
      .filter((r) => !r.hidden && r.method !== 'HEAD' && r.method !== 'OPTIONS')
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    const described = Object.values(contracts)
      .flatMap((area) =>
        Object.values(area).map((c: { method: string; path: string }) => `${c.method} ${apiPath(c.path)}`),
      )
      .sort();
    expect(routes).toEqual(described);
  });

  it('marks exactly the public routes as needing no sign-in', () => {
    const open = operations()
      .filter(([, operation]) => Array.isArray(operation.security) && operation.security.length === 0)
      .map(([key]) => key)
      .sort();
    // The operator's commands take the control secret, not a session (decision 086); the emailed links' pages send
    // their token in the body (decision 104), and so does a match's live link (decision 111).
    expect(open).toEqual([
      'GET /api',
      'GET /api/calendar/{file}',
      'GET /api/features',
      'GET /api/health',
      // The club's logo: the sign-in page shows it (decision 138).
      'GET /api/settings/logo',
      'POST /api/account/email/confirm',
      'POST /api/answers/by-link',
      'POST /api/invitations/accept',
      'POST /api/links/check',
      'POST /api/live-links/view',
      'POST /api/login',
      // Sign-in with the club's accounts: the state and the browser's key are the permission (decision 136).
      'POST /api/oidc/complete',
      'POST /api/oidc/start',
      'POST /api/ops/backup',
      'POST /api/ops/remove-demo',
      'POST /api/ops/reset-password',
      'POST /api/password/forgot',
      'POST /api/password/reset',
      'POST /api/unsubscribe',
      'POST /api/unsubscribe/{token}',
    ]);
  });

  it('gives every signed-in operation the shared 401 and 403 answers, with the problem document schema', () => {
    for (const [key, operation] of operations()) {
      if (Array.isArray(operation.security) && operation.security.length === 0) continue;
      expect(operation.responses['401'], key).toEqual({ $ref: '#/components/responses/Unauthorized' });
      expect(operation.responses['403'], key).toBeDefined();
    }
    expect(document.paths['/api/teams/{id}']?.put?.responses).toMatchObject({
      '400': { $ref: '#/components/responses/BadRequest' },
      '404': { $ref: '#/components/responses/NotFound' },
      '409': { $ref: '#/components/responses/Conflict' },
      '415': { $ref: '#/components/responses/UnsupportedMediaType' },
    });
    const components = (document as unknown as { components: { responses: Record<string, unknown> } }).components;
    expect(components.responses.Unauthorized).toMatchObject({
      headers: { 'WWW-Authenticate': {} },
      content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Error' } } },
    });
    expect(document.paths['/api/login']?.post?.responses['429']).toMatchObject({ headers: { 'Retry-After': {} } });
  });

  it('gives every operation a 2xx answer with a schema, or 204', () => {
    const lacking = operations()
      .filter(([, operation]) =>
        Object.entries(operation.responses).every(
          ([status, response]) =>
            !/^2/.test(status) || (status !== '204' && !Object.values(response.content ?? {}).some((m) => m.schema)),
        ),
      )
      .map(([key]) => key)
      .sort();
    expect(lacking).toEqual([]);
  });

  it('gives every operation a unique operationId', () => {
    const ids = operations().map(([, operation]) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string')).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('GET /api/docs', () => {
  it('serves Swagger UI from this server, to anyone', async () => {
    const page = await t.request({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<title>Touchline API</title>');
    expect(page.body).not.toMatch(/https?:\/\//);
    const bundle = await t.request({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
  });
});
