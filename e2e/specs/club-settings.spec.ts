import { expect, test, type Page } from '@playwright/test';
import { SmtpSink } from '../../apps/server/test/support/smtp-sink';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { ADMIN_PASSWORD } from '../support/env';
import { signInAt, startOwnServer, type OwnServer } from '../support/own-server';

/**
 * Admin → Club Settings (#35, decision 138) on a club of its own (its name shows on every screen, which the shared
 * club's specs must not see), with the time zone set by the server's environment and email set up on the screen: the
 * admin names the club (the header shows it), sets up email and sends a test email that arrives in the SMTP sink, and
 * is told when someone else changed the settings underneath.
 */
let server: OwnServer;
let sink: SmtpSink;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  sink = await SmtpSink.create();
  server = await startOwnServer({ CLUB_TIMEZONE: 'Europe/London', PUBLIC_URL: 'http://localhost' });
});
test.afterAll(async () => {
  await server?.stop();
  await sink?.stop();
});

async function openSettings(page: Page) {
  await signInAt(page, server.url, 'admin', ADMIN_PASSWORD);
  await page.goto(`${server.url}/admin/settings`);
  await expect(page.getByRole('heading', { name: 'Club Settings', level: 1 })).toBeVisible();
}

test('the admin names the club, sets up email and sends a test email', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const club = `Riverside Juniors ${testInfo.project.name}`;
  await openSettings(page);
  const zone = page.getByRole('textbox', { name: 'Time zone' });
  await expect(zone).toHaveValue('Europe/London');
  await expect(zone).toHaveAttribute('readonly');
  await expect(page.getByText("Set by the server's environment (CLUB_TIMEZONE)")).toBeVisible();
  await expect(page.getByText('Email is not set up: give the SMTP server and the From address.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Club name' }).fill(club);
  await page.getByRole('textbox', { name: 'SMTP server' }).fill(sink.url);
  await page.getByRole('textbox', { name: 'From address' }).fill('Riverside Juniors <club@riverside.example>');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await expect(page.getByText('Email is set up.')).toBeVisible();
  // The password is never shown again.
  await expect(page.getByRole('textbox', { name: 'SMTP server' })).toHaveValue(
    `smtp://club-mailer:•••@127.0.0.1:${sink.port}`,
  );
  await expect(page.getByRole('banner')).toContainText(club);

  const to = `secretary.${testInfo.project.name}@riverside.example`;
  await page.getByRole('textbox', { name: 'Send to' }).fill(to);
  await page.getByRole('button', { name: 'Send a test email' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The mail server took the test email' })).toContainText(
    `to ${to}. It answered: 250`,
  );
  const [email] = await sink.waitFor(1, (e) => e.to === to);
  expect(email?.subject).toBe(`Test email from ${club}`);
  expect(email?.from).toContain('club@riverside.example');
  await page.screenshot({ path: testInfo.outputPath('club-settings.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page, 'club settings');

  // A server that turns the address away: its refusal, in its words.
  sink.refusedDomains.add('nowhere.example');
  await page.getByRole('textbox', { name: 'Send to' }).fill('nobody@nowhere.example');
  await page.getByRole('button', { name: 'Send a test email' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'did not take the test email' })).toContainText(
    'It answered: 550',
  );
  await page.screenshot({ path: testInfo.outputPath('club-settings-refused.png'), fullPage: true });

  // The sign-in page shows the club's name too.
  await page.context().clearCookies();
  await page.goto(`${server.url}/login`);
  await expect(page.getByText(club)).toBeVisible();
});

test('a change over someone else’s is refused, with their values loaded', async ({ page }, testInfo) => {
  await openSettings(page);
  const name = page.getByRole('textbox', { name: 'Club name' });
  await expect(name).not.toHaveValue('');
  // Someone else saves meanwhile.
  const login = await page.request.post(`${server.url}/api/login`, {
    data: { username: 'admin', password: ADMIN_PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  const elsewhere = `Changed Elsewhere ${testInfo.project.name}`;
  const res = await page.request.put(`${server.url}/api/settings`, {
    headers: { authorization: `Bearer ${token}` },
    data: { club_name: elsewhere },
  });
  expect(res.ok()).toBe(true);

  await name.fill('Mine Only');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'These settings were changed by someone else' }),
  ).toBeVisible();
  await expect(name).toHaveValue(elsewhere);
  await page.screenshot({ path: testInfo.outputPath('club-settings-changed.png'), fullPage: true });
  // Saved again from the new values, it goes through.
  await name.fill('Mine After All');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
});
