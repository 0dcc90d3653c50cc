import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { signInAs } from '../support/session';

// Every persona's first screen: at most 6 API requests by the dashboard on load (what is below the fold or behind
// the persona switch loads later), and a full-page screenshot of each for review (E2E_SCREENSHOTS=1).

/**
 * The requests of the app's shell on every page, not the dashboard's: the two that check the stored token, and the
 * inbox's unread count in the header (decision 107).
 */
const SESSION_CHECK = /^GET \/api\/(users\/(validate|\d+)|inbox\/unread)$/;

async function loadDashboard(page: Page, username: string) {
  await signInAs(page, username);
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(700); // late reads started by answers that just came in
  await page.waitForLoadState('networkidle');
  return { all: [...calls], dashboard: calls.filter((c) => !SESSION_CHECK.test(c)) };
}

async function screenshotAll(page: Page, testInfo: TestInfo, name: string) {
  if (!process.env.E2E_SCREENSHOTS) return;
  await page.screenshot({ path: testInfo.outputPath(`${name}-first-screen.png`) });
  // Scroll through so every lazily loaded section renders, then the whole page.
  for (let y = 0; y < 6000; y += 500) {
    await page.mouse.wheel(0, 500);
    await page.waitForTimeout(150);
  }
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(500);
  await page.screenshot({ path: testInfo.outputPath(`${name}-full.png`), fullPage: true });
}

const accounts: { username: string; ready: (page: Page) => Promise<void> }[] = [
  {
    username: 'player1',
    // The training list's toggle (player1 is under 16: their match answers are their parent's, without buttons).
    ready: (page) =>
      expect(
        page
          .getByRole('region', { name: 'Training Availability' })
          .getByRole('button', { name: /^Not Available|^Available/ })
          .first(),
      ).toBeVisible(),
  },
  { username: 'parent1', ready: (page) => expect(page.getByRole('combobox', { name: 'Child' })).toBeVisible() },
  { username: 'coach1', ready: (page) => expect(page.getByRole('region', { name: 'Quick Actions' })).toBeVisible() },
  { username: 'coach2', ready: (page) => expect(page.getByRole('radiogroup', { name: 'Persona' })).toBeVisible() },
  { username: 'admin', ready: (page) => expect(page.getByRole('region', { name: 'Quick Actions' })).toBeVisible() },
];

for (const { username, ready } of accounts) {
  test(`the dashboard of ${username} makes at most 6 API requests on load`, async ({ page }, testInfo) => {
    const { all, dashboard } = await loadDashboard(page, username);
    await ready(page);
    testInfo.annotations.push({
      type: 'requests',
      description:
        `${username} ${testInfo.project.name}: ${dashboard.length} by the dashboard ` +
        `(+${all.length - dashboard.length} session check): ${dashboard.join(', ')}`,
    });
    console.log(
      `[requests] ${username} ${testInfo.project.name}: dashboard ${dashboard.length}, ` +
        `total ${all.length}: ${dashboard.join(' | ')}`,
    );
    expect(dashboard.length, dashboard.join('\n')).toBeLessThanOrEqual(6);
    expect(new Set(dashboard).size, 'no read twice').toBe(dashboard.length);
    await screenshotAll(page, testInfo, username);
  });
}

test('a coach2 switch to the Coach persona shows its screen (screenshot)', async ({ page }, testInfo) => {
  await signInAs(page, 'coach2');
  await page.goto('/');
  await page.getByRole('radiogroup', { name: 'Persona' }).getByText('Coach', { exact: true }).click();
  await expect(page.getByRole('region', { name: 'Quick Actions' })).toBeVisible();
  await screenshotAll(page, testInfo, 'coach2-coach');
});
