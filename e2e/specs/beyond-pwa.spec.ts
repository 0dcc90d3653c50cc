import { expect, test } from '@playwright/test';
import { signInAs } from '../support/session';

// These tests need the app's service worker, which the other specs block (see playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test('the web app manifest is served and linked, with its icons', async ({ page, request }) => {
  const res = await request.get('/manifest.webmanifest');
  expect(res.ok()).toBe(true);
  const manifest = (await res.json()) as { name: string; short_name: string; start_url: string; display: string; theme_color: string; background_color: string; icons: { src: string; sizes: string; purpose?: string }[] };
  expect(manifest).toMatchObject({ name: 'Touchline', short_name: 'Touchline', start_url: '/', display: 'standalone', theme_color: '#087f5b', background_color: '#ffffff' });
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const src of [...manifest.icons.map((i) => i.src), '/icons/apple-touch-icon.png']) {
    const icon = await request.get(src);
    expect(icon.ok(), src).toBe(true);
    expect(icon.headers()['content-type']).toBe('image/png');
  }

  await page.goto('/login');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#087f5b');
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/icons/apple-touch-icon.png');
});

test('the service worker registers, and the fixtures open offline after one online visit', async ({ page, context }, testInfo) => {
  await signInAs(page, 'parent1');
  await page.goto('/matches/fixtures');
  await expect(page.getByRole('heading', { name: 'Fixtures & Results', level: 1 })).toBeVisible();
  const fixture = page.getByRole('article').first();
  await expect(fixture).toBeVisible();
  const title = await fixture.getAttribute('aria-label');

  // Registered and in control; the upcoming fixtures went through it and were kept.
  expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active))).toBe(true);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const keptApiPaths = () =>
    page.evaluate(async () => {
      const paths: string[] = [];
      for (const name of await caches.keys()) for (const r of await (await caches.open(name)).keys()) if (r.url.includes('/api')) paths.push(new URL(r.url).pathname);
      return paths;
    });
  await expect.poll(async () => (await keptApiPaths()).some((p) => p.endsWith('/api/matches/upcoming'))).toBe(true);

  // Only the fixtures and teams are kept from the API, and never under the token itself.
  const apiKeys = await keptApiPaths();
  expect(apiKeys.length).toBeGreaterThan(0);
  for (const key of apiKeys) expect(key).toMatch(/^\/__offline-api\/[0-9a-f]{64}\/api\/(matches(\/upcoming|\/current-season)?|teams)$/);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Fixtures & Results', level: 1 })).toBeVisible();
  await expect(page.getByRole('article', { name: title ?? '' }).first()).toBeVisible();
  await expect(page.getByText(/Warming up/)).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('fixtures-offline.png'), fullPage: true });
  await context.setOffline(false);
});
