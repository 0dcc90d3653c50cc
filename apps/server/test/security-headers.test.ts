import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

let closed: TestApp;
let open: TestApp;

beforeAll(async () => {
  closed = await createTestApp({ TRUST_PROXY: '1' });
  open = await createTestApp({ CORS_ORIGIN: 'https://club.example.org' });
});
afterAll(async () => {
  await closed.close();
  await open.close();
});

describe('security headers', () => {
  it('sends a strict CSP (no inline script), nosniff, frame-ancestors none and no referrer', async () => {
    const res = await closed.request({ method: 'GET', url: '/api/health' });
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('sends HSTS over HTTPS only', async () => {
    const https = await closed.request({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const http = await closed.request({ method: 'GET', url: '/api/health' });
    expect(http.headers['strict-transport-security']).toBeUndefined();
  });

  it('keeps CORS closed by default', async () => {
    const preflight = await closed.request({
      method: 'OPTIONS',
      url: '/api/teams',
      headers: { origin: 'https://evil.example.com', 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const get = await closed.request({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example.com' },
    });
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('opens CORS to the origins in CORS_ORIGIN and no others', async () => {
    const allowed = await open.request({
      method: 'OPTIONS',
      url: '/api/teams',
      headers: {
        origin: 'https://club.example.org',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://club.example.org');
    const other = await open.request({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example.com' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
