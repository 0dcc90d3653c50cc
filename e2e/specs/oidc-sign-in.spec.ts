import { expect, test, type Page } from '@playwright/test';
import { startLocalProvider, type LocalProvider } from '../../apps/server/test/support/oidc-provider';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { ADMIN_PASSWORD } from '../support/env';
import { signInAt, startOwnServer, type OwnServer } from '../support/own-server';

/**
 * Sign-in with the club's accounts (#35, decision 136) in the browser, against a real OpenID provider on 127.0.0.1
 * (oidc-provider, its own sign-in page) and a server of its own with OIDC_* set (the other specs' server has none):
 * the button, the provider's page, back in the app as the linked account; a club account not linked yet waits, the
 * admin links it on User Management, and it then signs in.
 */
let provider: LocalProvider;
let server: OwnServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  provider = await startLocalProvider();
  server = await startOwnServer({
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: 'touchline-e2e',
    OIDC_CLIENT_SECRET: 'e2e-client-secret-value',
    OIDC_NAME: 'Oakfield accounts',
  });
  // The server's port is known once it runs: the provider takes its return address now.
  provider.addClient({
    clientId: 'touchline-e2e',
    clientSecret: 'e2e-client-secret-value',
    redirectUri: `${server.url}/signin/oidc`,
  });
});
test.afterAll(async () => {
  await server?.stop();
  await provider?.close();
});

/** An account on the own server, as the admin makes it through the API. */
async function createUser(username: string, email: string, shortName: string): Promise<void> {
  const login = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const res = await fetch(`${server.url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      username,
      email,
      short_name: shortName,
      password: 'Correct-Horse-Battery-9',
      userTypes: ['Parent'],
    }),
  });
  if (!res.ok) throw new Error(`register ${username}: ${res.status} ${await res.text()}`);
}

/** The cookie notice answered, as a returning visitor has (it would cover the page's foot on a phone). */
async function consent(page: Page): Promise<void> {
  await page
    .context()
    .addCookies([
      { name: 'cookieConsent', value: 'true', domain: 'localhost', path: '/', sameSite: 'Strict', expires: -1 },
    ]);
}

/** From the sign-in page through the provider's own sign-in page, as `login`, back to the app. */
async function signInThroughProvider(page: Page, login: string): Promise<void> {
  await consent(page);
  await page.goto(`${server.url}/login`);
  await page.getByRole('button', { name: 'Sign in with Oakfield accounts' }).click();
  // The provider's page, not Touchline's.
  await expect(page).toHaveURL((url) => url.href.startsWith(`${provider.issuer}/interaction/`));
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('any-password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

test('a linked account signs in with the club’s account', async ({ page }, testInfo) => {
  const tag = testInfo.project.name;
  await createUser(`casey-${tag}`, `casey.${tag}@oakfield.example`, `Casey ${tag}`);
  provider.accounts.set(`casey-sub-${tag}`, {
    email: `Casey.${tag}@oakfield.example`,
    email_verified: true,
    name: 'Casey Morgan',
  });

  await consent(page);
  await page.goto(`${server.url}/login`);
  await expect(page.getByRole('button', { name: 'Sign in with Oakfield accounts' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('oidc-sign-in-page.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page, 'sign-in page with the club’s accounts');

  await signInThroughProvider(page, `casey-sub-${tag}`);
  await expect(page).toHaveURL(`${server.url}/`);
  // The address bar keeps no code or state.
  expect(page.url()).not.toContain('code=');
  const menu = page.getByRole('button', { name: `Account menu for Casey ${tag}` });
  await expect(menu).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('oidc-signed-in.png'), fullPage: true });

  // Account settings lists the club account, linked by its verified email.
  await page.goto(`${server.url}/account`);
  const linked = page.getByRole('list', { name: 'Linked club accounts' });
  await expect(linked).toContainText(`Casey.${tag}@oakfield.example`);
  await expect(linked).toContainText('Linked by its verified email');
  await expect(page.getByRole('button', { name: 'Link your club account' })).toBeVisible();
  await page.getByRole('heading', { name: 'Club account' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('oidc-account-settings.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page, 'account settings with a club account');
});

test('a club account not linked yet waits; the admin links it, and it signs in', async ({ page }, testInfo) => {
  const tag = testInfo.project.name;
  await createUser(`robin-${tag}`, `robin.${tag}@oakfield.example`, `Robin ${tag}`);
  // Another address than the account's: nothing links it by itself.
  provider.accounts.set(`robin-sub-${tag}`, {
    email: `robin.${tag}@gmail.example`,
    email_verified: true,
    name: `Robin Gmail ${tag}`,
  });

  await signInThroughProvider(page, `robin-sub-${tag}`);
  await expect(page.getByRole('heading', { name: 'You are not signed in' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    'Your club account is not linked to Touchline yet. Ask an admin to link it.',
  );
  expect(page.url()).toBe(`${server.url}/signin/oidc`);
  await page.screenshot({ path: testInfo.outputPath('oidc-not-linked.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page, 'club account not linked');
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();

  await signInAt(page, server.url, 'admin', ADMIN_PASSWORD);
  await page.goto(`${server.url}/admin/users`);
  const waiting = page.getByRole('region', { name: /Club accounts waiting to be linked/ });
  const who = `robin.${tag}@gmail.example`;
  await expect(waiting).toContainText(who);
  await expect(waiting).toContainText(`Robin Gmail ${tag}`);
  await waiting
    .getByRole('combobox', { name: `Account for ${who}` })
    .selectOption({ label: `robin-${tag} (robin.${tag}@oakfield.example)` });
  await waiting.getByRole('button', { name: `Link ${who}` }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('oidc-admin-waiting.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page, 'club accounts waiting');
  await waiting.getByRole('button', { name: `Link ${who}` }).click();
  await expect(page.getByText(who)).toHaveCount(0);

  await page.context().clearCookies();
  await signInThroughProvider(page, `robin-sub-${tag}`);
  await expect(page).toHaveURL(`${server.url}/`);
  await expect(page.getByRole('button', { name: `Account menu for Robin ${tag}` })).toBeVisible();
});
