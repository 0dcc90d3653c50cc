import { expect, test, type Page } from '@playwright/test';
import { signInAs } from '../support/session';

// The server's Content-Security-Policy forbids eval and inline script. A library that merely probes for eval (and
// catches the refusal) still shows up as a violation in the browser's Issues panel and in Lighthouse: none may happen.

async function violationsOn(page: Page, path: string, ready: () => Promise<void>): Promise<string[]> {
  await page.addInitScript(() => {
    (window as unknown as { cspViolations: string[] }).cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { cspViolations: string[] }).cspViolations.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  await page.goto(path);
  await ready();
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test('the sign-in page breaks no rule of the Content-Security-Policy', async ({ page }) => {
  const response = await page.request.get('/login');
  expect(response.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(
    await violationsOn(page, '/login', () => expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()),
  ).toEqual([]);
});

test('the dashboard and the fixtures break no rule of the Content-Security-Policy', async ({ page }) => {
  await signInAs(page, 'admin');
  expect(
    await violationsOn(page, '/', () =>
      expect(page.getByRole('img', { name: 'QR code for your calendar link' })).toBeVisible(),
    ),
  ).toEqual([]);
  await page.getByRole('link', { name: 'Manage Fixtures' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
});

test('robots.txt asks every crawler to stay out, rather than answering the app', async ({ request }) => {
  const res = await request.get('/robots.txt');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^text\/plain/);
  expect(await res.text()).toBe('User-agent: *\nDisallow: /\n');
});
