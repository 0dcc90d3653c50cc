import { mkdirSync } from 'node:fs';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { adminApi, unique } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { emailTo } from '../support/mailbox';
import { ownTeam } from '../support/match-day';
import { pushesTo, pushTo, sinkDevice, useSinkAsPushService } from '../support/push';
import { signInAs } from '../support/session';
import { smallTargets } from '../support/tap-targets';

/**
 * Reach (#32): a parent turns notifications on for their device in Account settings and chooses how each kind of
 * news comes; a kick-off change then reaches the device as a push message, encrypted by the server and decrypted by
 * the test push service (support/push-sink-server.ts), as a browser's push service would hand it over. The push
 * service is the one thing faked (support/push.ts): the server, its database and the service worker are real.
 */

test.use({ serviceWorkers: 'allow', permissions: ['notifications'] });

const PASSWORD = 'Touchline-reach-2026!';
const SHOTS = '/tmp/reach-shots';

function inDays(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** A team of the test's own with one player, and a parent of that player who can sign in. */
async function family(page: Page, testInfo: TestInfo) {
  const api = await adminApi(page.request);
  const { teamId, teamName } = await ownTeam(api, testInfo, 'Swifts');
  const player = await api.post<{ player_id: number }>('/players', {
    player_name: unique(testInfo, 'Reach Child'),
    preferred_position: 'Midfielder',
    date_of_birth: '2016-03-01',
    shirt_number: 7,
    team_id: teamId,
  });
  const username = unique(testInfo, 'reach parent').replace(/\s+/g, '-').toLowerCase();
  const parent = await api.post<{ user_id: number }>('/register', {
    username,
    password: PASSWORD,
    userTypes: ['Parent'],
  });
  await api.post('/parent-player-associations', { parent_user_id: parent.user_id, player_id: player.player_id });
  return { api, teamId, teamName, username };
}

async function openAccountSettings(page: Page, username: string) {
  await page.goto('/');
  await page.getByRole('button', { name: new RegExp(`Account menu for ${username}`) }).click();
  await page.getByRole('menuitem', { name: 'Account settings' }).click();
  await expect(page.getByRole('heading', { name: 'Account settings', level: 1 })).toBeVisible();
}

test('a parent turns notifications on for this device and a kick-off change reaches it', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const { api, teamId, teamName, username } = await family(page, testInfo);
  const device = username.replace(/[^a-z0-9-]/g, '-');
  await useSinkAsPushService(page, await sinkDevice(device));
  await signInAs(page, username, PASSWORD);
  await openAccountSettings(page, username);

  const section = page.getByRole('region', { name: 'Notifications' });
  await expect(section.getByText('Your account has no email address, so Touchline sends you no email.')).toBeVisible();
  await expect(section.getByText('Notifications are not on for any of your devices yet.')).toBeVisible();
  await section.getByRole('button', { name: 'Turn on notifications on this device' }).click();
  await expect(section.getByText('Notifications are on for this device.')).toBeVisible();
  const devices = section.getByRole('list', { name: 'Your devices' });
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  await expect(devices.getByRole('button', { name: /^Remove Chrome on \w+/ })).toBeVisible();

  // Fixture changes by email and notification: saved at once, and still so after a reload.
  const fixtures = section.getByRole('radiogroup', { name: 'Fixture changes' });
  await expect(fixtures.getByRole('radio', { name: 'Email' })).toBeChecked();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/account/notification-preferences') && r.request().method() === 'PUT',
  );
  await fixtures.getByText('Both', { exact: true }).click();
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(fixtures.getByRole('radio', { name: 'Both' })).toBeChecked();
  await expect(section.getByText('Notifications are on for this device.')).toBeVisible();

  mkdirSync(SHOTS, { recursive: true });
  const width = page.viewportSize()?.width ?? 1280;
  await expectNoSeriousA11yViolations(page, 'account settings, notifications');
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/notifications-${width}.png` });
  await page.screenshot({ path: `${SHOTS}/account-settings-${width}.png`, fullPage: true });
  if (width < 768) expect((await smallTargets(section)).small).toEqual([]);

  // A test notification reaches the device.
  await section.getByRole('button', { name: 'Send a test notification' }).click();
  await expect(section.getByText('Sent to 1 device.')).toBeVisible();
  if (width < 768) expect((await smallTargets(section)).small).toEqual([]);
  const first = await pushTo(device, () => true);
  expect(first.payload.title).not.toBe('');
  expect(first.payload.url).toMatch(/^\/(?!\/)/);

  // The kick-off moves: the family's device hears of it, and the message opens the notice in the inbox.
  const opponent = unique(testInfo, 'Reach Rovers');
  const body = {
    opposition_name: opponent,
    venue_name: 'Riverside Park',
    venue_address: 'Mill Lane',
    home_or_away: 'Home',
    kick_off_time: '10:00',
    meet_time: '09:30',
    colours: 'Red and white',
    match_date: inDays(12),
    team_id: teamId,
    match_type: 'league',
  };
  const match = await api.post<{ match_id: number }>('/matches', body);
  await api.put(`/matches/${match.match_id}`, { ...body, kick_off_time: '11:15' });
  const news = await pushTo(device, (p) => `${p.payload.title} ${p.payload.body}`.includes(opponent));
  expect(news.payload.kind).toBe('fixture_change');
  expect(`${news.payload.title} ${news.payload.body}`).toMatch(/kick-off/i);
  expect(`${news.payload.title} ${news.payload.body}`).toContain(teamName);
  expect(news.payload.url).toMatch(/^\/inbox\/\d+$/);
  await page.goto(news.payload.url);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(opponent) })).toBeVisible();
  await expect(page.getByText('Kick-off: 10:00 → now 11:15.')).toBeVisible();

  // Turned off here: the device leaves the list, and the next news does not reach it.
  await openAccountSettings(page, username);
  await section.getByRole('button', { name: 'Turn off on this device' }).click();
  await expect(section.getByRole('button', { name: 'Turn on notifications on this device' })).toBeVisible();
  await expect(section.getByText('Notifications are not on for any of your devices yet.')).toBeVisible();
  const before = (await pushesTo(device)).length;
  await api.put(`/matches/${match.match_id}`, { ...body, kick_off_time: '11:45' });
  await page.goto('/inbox');
  await page
    .getByRole('link', { name: new RegExp(opponent) })
    .first()
    .click();
  await expect(page.getByText('Kick-off: 11:15 → now 11:45.')).toBeVisible({ timeout: 15_000 });
  expect((await pushesTo(device)).length).toBe(before);
  await api.delete(`/matches/${match.match_id}`);
});

test("an admin sends a test email from the outbox and sees the mail server's answer", async ({ page }, testInfo) => {
  const address = `${unique(testInfo, 'test mail').replace(/\s+/g, '.').toLowerCase()}@club.example`;
  await signInAs(page, 'admin');
  await page.goto('/admin/outbox');
  const form = page.getByRole('form', { name: 'Test email' });
  await form.getByLabel('Send to').fill(address);
  await form.getByRole('button', { name: 'Send a test email' }).click();
  await expect(form.getByRole('status')).toContainText(`Sent to ${address}. The mail server answered: 250`);
  await emailTo(address);
  const width = page.viewportSize()?.width ?? 1280;
  mkdirSync(SHOTS, { recursive: true });
  await expectNoSeriousA11yViolations(page, 'outbox, test email');
  await page.screenshot({ path: `${SHOTS}/outbox-test-email-${width}.png` });
  if (width < 768) expect((await smallTargets(form)).small).toEqual([]);
});
