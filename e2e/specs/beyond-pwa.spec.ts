import { expect, test, type Page } from '@playwright/test';
import { adminApi, unique } from '../support/api';
import { type HoldingProxy, startHoldingProxy } from '../support/holding-proxy';
import { signInAs } from '../support/session';

// These tests need the app's service worker, which the other specs block (see playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test('the web app manifest is served and linked, with its icons', async ({ page, request }) => {
  const res = await request.get('/manifest.webmanifest');
  expect(res.ok()).toBe(true);
  const manifest = (await res.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Touchline',
    short_name: 'Touchline',
    start_url: '/',
    display: 'standalone',
    theme_color: '#087f5b',
    background_color: '#ffffff',
  });
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
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

test('the service worker registers, and the fixtures open offline after one online visit', async ({
  page,
  context,
}, testInfo) => {
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
      for (const name of await caches.keys())
        for (const r of await (await caches.open(name)).keys())
          if (r.url.includes('/api')) paths.push(new URL(r.url).pathname);
      return paths;
    });
  await expect.poll(async () => (await keptApiPaths()).some((p) => p.endsWith('/api/matches/upcoming'))).toBe(true);

  // Only the fixtures and teams are kept from the API, and never under the token itself.
  const apiKeys = await keptApiPaths();
  expect(apiKeys.length).toBeGreaterThan(0);
  for (const key of apiKeys)
    expect(key).toMatch(/^\/__offline-api\/[0-9a-f]{64}\/api\/(matches(\/upcoming|\/current-season)?|teams)$/);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Fixtures & Results', level: 1 })).toBeVisible();
  await expect(page.getByRole('article', { name: title ?? '' }).first()).toBeVisible();
  await expect(page.getByText(/Warming up/)).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('fixtures-offline.png'), fullPage: true });
  await context.setOffline(false);
});

/**
 * Opens Team Management through `proxy` as the admin and waits until the worker controls the page and has kept the
 * teams (so they were read through it): the next read of the teams is the worker's.
 */
async function openTeamsThroughWorker(page: Page, proxy: HoldingProxy) {
  await signInAs(page, 'admin');
  await page.goto(`${proxy.origin}/admin/teams`);
  await expect(page.getByRole('table', { name: 'Teams' })).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const keptTeams = () =>
    page.evaluate(async () => {
      for (const name of await caches.keys())
        for (const r of await (await caches.open(name)).keys())
          if (new URL(r.url).pathname.endsWith('/api/teams')) return true;
      return false;
    });
  await expect.poll(keptTeams).toBe(true);
}

test(
  'with the worker in control, a read that hangs is abandoned ' +
    'at 15 s, the server warmed up and the read tried once more',
  async ({ page }) => {
    test.setTimeout(90_000);
    // The worker's own requests go past page.route(): a proxy in front of the real server holds the read instead.
    const proxy = await startHoldingProxy();
    try {
      await openTeamsThroughWorker(page, proxy);

      proxy.hold('/api/teams');
      const from = proxy.requests.length;
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Team Management', level: 1 })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Teams' })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText(/^Showing [1-9]\d* of [1-9]\d* teams$/)).toBeVisible();
      await expect(page.getByText('Failed to fetch teams')).toHaveCount(0);

      const after = proxy.requests.slice(from);
      const teamReads = after.filter((r) => r.path === '/api/teams');
      expect(teamReads.map((r) => r.held)).toEqual([true, false]);
      const [held, retry] = teamReads;
      const warmUp = after.find((r) => r.path === '/api/health');
      if (!held || !retry || !warmUp) throw new Error(`unexpected requests: ${JSON.stringify(after)}`);
      // The page gave up at 15 s, then the warm-up ran, then the one retry reached the server.
      expect(warmUp.at - held.at).toBeGreaterThan(14_000);
      expect(warmUp.at - held.at).toBeLessThan(17_000);
      expect(retry.at).toBeGreaterThanOrEqual(warmUp.at);
      // The worker's read of the hung answer ended with the page's rather than hanging on.
      await expect.poll(() => held.closedAt, { timeout: 5_000 }).toBeDefined();
      expect((held.closedAt ?? 0) - held.at).toBeLessThan(17_000);
    } finally {
      await proxy.close();
    }
  },
);

test(
  'online, a read that fails without an answer is warmed up and ' +
    "tried once more, not answered with the worker's last copy",
  async ({ page, request }, testInfo) => {
    test.setTimeout(60_000);
    const proxy = await startHoldingProxy();
    try {
      await openTeamsThroughWorker(page, proxy);

      // A team the worker's last copy does not have; then the next read of the teams fails without an answer.
      const name = unique(testInfo, 'Fresh Team');
      const api = await adminApi(request);
      await api.post('/teams', {
        team_name: name,
        home_colours: 'Red',
        away_colours: 'White',
        age_group: 'U12',
        club_name: 'E2E Club',
        contact_number: '01234 567890',
      });
      proxy.refuse('/api/teams');
      const from = proxy.requests.length;
      await page.reload();
      await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible({ timeout: 20_000 });
      const after = proxy.requests.slice(from);
      expect(after.filter((r) => r.path === '/api/teams').map((r) => r.refused)).toEqual([true, false]);
      expect(after.some((r) => r.path === '/api/health')).toBe(true);
    } finally {
      await proxy.close();
    }
  },
);
