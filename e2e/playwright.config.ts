import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { E2E_PORT } from './support/env';

/**
 * Debian's Chromium headless shell (`apt-get install chromium-headless-shell`): the same Blink and V8 as the browser,
 * without its window system, as Playwright's own headless mode uses. A run costs 40 % less browser CPU than the full
 * browser in headless mode (decision 112). Without it, the full browser; CHROMIUM_PATH chooses another.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

const chromium = {
  executablePath,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium };
const mobile = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, launchOptions: chromium };

export default defineConfig({
  testDir: './specs',
  outputDir: process.env.E2E_OUTPUT ?? '../test-results',
  fullyParallel: true,
  // Three on two cores: a test waiting on the server or a poll leaves its core to the others (decision 112). desktop
  // alone: 6.0 min with two, 4.8 with three, for the same CPU time.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: 0,
  // The machines CI runs on differ up to threefold in speed from one day to the next (docs/testing.md): a test's time
  // limit leaves room for the slow ones; a test that hangs still fails, a minute later.
  timeout: 60_000,
  // A dialog that closes once its list has reloaded took more than 10 s on the slowest CI machine (admin-family,
  // targets-report): 20 s, as a test still fails, only later.
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    launchOptions: chromium,
    // The app then shows dialogs and menus without transitions (theme.ts): nothing to wait for (decision 112).
    contextOptions: { reducedMotion: 'reduce' },
    // A trace records every test (screenshots, DOM snapshots: about 1 GB written a run, a third of the machine's time
    // waiting on the disk) to keep only the failures'. Off unless asked: E2E_TRACE=1 (decision 112).
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    // The app's service worker answers some requests itself, and page.route() cannot see what a service worker
    // fetches. Specs that test the worker opt in with test.use({ serviceWorkers: 'allow' }) (beyond-pwa.spec.ts).
    serviceWorkers: 'block',
  },
  // The accessibility sweep is handed out first, at both widths, so it reads the demo club much as it starts: axe reads
  // every element of a page, and the admin lists grow with every spec's data (on a slow machine, axe on /admin/users
  // at phone width after the other specs took more than two minutes). Projects are handed out in this order; no
  // dependency between them, so a failure of the sweep does not hide what the others find (decision 112).
  projects: [
    { name: 'accessibility desktop', use: desktop, testMatch: '**/accessibility.spec.ts' },
    { name: 'accessibility mobile', use: mobile, testMatch: '**/accessibility.spec.ts' },
    { name: 'desktop', use: desktop, testIgnore: '**/accessibility.spec.ts' },
    {
      name: 'mobile',
      use: mobile,
      // What lays out the same at every width (the sign-in form, the warm-up screen, the service worker, downloads, the
      // Content-Security-Policy, the API docs) is tested once, at desktop width; every screen that changes under
      // 768 px runs in both.
      testIgnore: [
        '**/accessibility.spec.ts',
        '**/sign-in.spec.ts',
        '**/warm-up.spec.ts',
        '**/beyond-pwa.spec.ts',
        '**/beyond-calendar.spec.ts',
        '**/content-security-policy.spec.ts',
        '**/api-docs.spec.ts',
      ],
    },
  ],
  webServer: {
    // The compiled server (apps/server/dist, run by node) on a fresh embedded database, serving the built app.
    command: 'node --import tsx e2e/support/serve.ts',
    cwd: '..',
    url: `http://localhost:${E2E_PORT}/api/health`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
