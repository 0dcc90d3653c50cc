import { expect, test } from '@playwright/test';

// The API's browsable docs (GET /api/docs): Swagger UI served by this server, rendering the generated document,
// with nothing fetched from anywhere else and no rule of the Content-Security-Policy broken.

test('the API docs page renders the operations from this server alone, within the CSP', async ({ page, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'data:' && url.origin !== origin) elsewhere.push(request.url());
  });
  await page.addInitScript(() => {
    (window as unknown as { cspViolations: string[] }).cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { cspViolations: string[] }).cspViolations.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });

  // Swagger UI renders only the operations near the scroll position (a virtual list): the deep link scrolls to the
  // teams.
  await page.goto('/api/docs#/teams');
  await expect(page).toHaveTitle('Touchline API');
  await expect(page.getByRole('heading', { name: /Touchline API/ })).toBeVisible();
  const createTeam = page.locator('.opblock-post').filter({ hasText: '/api/teams' }).first();
  await expect(createTeam).toBeVisible();
  await expect(createTeam).toContainText('POST');
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: test.info().outputPath('api-docs.png'), fullPage: false });

  expect(elsewhere).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
});
