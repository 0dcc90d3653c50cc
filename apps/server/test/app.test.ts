import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
const webDist = mkdtempSync(path.join(tmpdir(), 'touchline-web-'));
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Touchline</title><div id="root"></div>');
writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
// As the build leaves them (apps/web/vite-precompress.ts): compressed copies beside the file.
writeFileSync(path.join(webDist, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'));
writeFileSync(path.join(webDist, 'assets', 'app-abc123.js.gz'), gzipSync('console.log(1)'));

beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(() => t.close());

describe('health and root', () => {
  it.each(['/api/health', '/api/', '/api'])('GET %s answers 200 and is never cached', async (url) => {
    const res = await t.request({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toHaveProperty('status', 'ok');
  });
});

describe('the web app and unknown paths', () => {
  it('serves index.html for client-side routes', async () => {
    for (const url of ['/', '/login', '/admin/teams', '/matches/12/lineup?x=1']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('serves hashed assets with a long cache life, and a missing asset is a 404', async () => {
    const asset = await t.request({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await t.request({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('serves the Brotli or gzip copy of an asset to browsers that accept it, the plain file to others', async () => {
    const br = await t.request({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
    const gz = await t.request({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe('console.log(1)');
    const plain = await t.request({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('answers 404 JSON for unknown /api paths, signed in or not', async () => {
    for (const url of ['/api/nothing-here', '/api/users/1/whatever']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'Not found' });
    }
    const token = await t.signIn('admin');
    expect((await t.request({ method: 'DELETE', url: '/api/nothing', token })).statusCode).toBe(404);
  });

  it('sends security headers', async () => {
    const res = await t.request({ method: 'GET', url: '/' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('bad input never reaches a 5xx and changes nothing', () => {
  const cases: [string, { payload?: string; headers?: Record<string, string> }, number, string][] = [
    [
      'malformed JSON',
      { payload: '{"username": "admin",', headers: { 'content-type': 'application/json' } },
      400,
      'Malformed JSON body',
    ],
    [
      'an empty JSON body',
      { payload: '', headers: { 'content-type': 'application/json' } },
      400,
      'Malformed JSON body',
    ],
    [
      'a JSON array',
      { payload: '[1,2]', headers: { 'content-type': 'application/json' } },
      400,
      'value must be an object',
    ],
    ['null', { payload: 'null', headers: { 'content-type': 'application/json' } }, 400, 'value must be an object'],
    [
      'an oversized body',
      {
        payload: JSON.stringify({ username: 'a'.repeat(200_000), password: 'x' }),
        headers: { 'content-type': 'application/json' },
      },
      413,
      'Request body is too large',
    ],
    [
      'a non-JSON content type',
      { payload: 'username=admin', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      415,
      'Unsupported content type: send application/json',
    ],
    [
      'a prototype key',
      {
        payload: '{"username":"admin","password":"x","__proto__":{"role":"admin"}}',
        headers: { 'content-type': 'application/json' },
      },
      400,
      '',
    ],
    [
      'a very long username',
      {
        payload: JSON.stringify({ username: 'a'.repeat(5000), password: 'x' }),
        headers: { 'content-type': 'application/json' },
      },
      400,
      'username must be at most 100 characters',
    ],
  ];
  it.each(cases)('%s', async (_name, options, status, error) => {
    const before = await t.db.select({ n: count() }).from(sessions);
    const res = await t.request({ method: 'POST', url: '/api/login', ...options });
    expect(res.statusCode).toBe(status);
    const body = res.json<{ error: string }>();
    expect(typeof body.error).toBe('string');
    if (error) expect(body.error).toBe(error);
    expect(await t.db.select({ n: count() }).from(sessions)).toEqual(before);
  });
});
