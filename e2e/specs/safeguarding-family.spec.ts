import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { adminApi, unique } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { ownTeam, secondPage, todaysMatchBody, workerInControl } from '../support/match-day';
import { smallTargets } from '../support/tap-targets';
import { signInAs } from '../support/session';

/**
 * Safeguarding for the children (#31, decision 130): a parent keeps medical and emergency details and consents on the
 * phone; the coach has the squad's details on the console without signal; a player without the consent to be named
 * is 'Player' on the live link.
 */

const PASSWORD = 'Touchline-family-2026!';

/** A team of the test's own coached by coach1, with these players, and a parent of the first. */
async function family(page: Page, testInfo: TestInfo, names: string[]) {
  const api = await adminApi(page.request);
  const { teamId, teamName } = await ownTeam(api, testInfo, 'Robins');
  const ids: number[] = [];
  for (const [i, name] of names.entries()) {
    const player = await api.post<{ player_id: number }>('/players', {
      player_name: name,
      preferred_position: 'Midfielder',
      date_of_birth: '2016-03-01',
      shirt_number: i + 1,
      team_id: teamId,
    });
    ids.push(player.player_id);
  }
  await api.coachOf(teamId, 'coach1');
  const username = unique(testInfo, 'parent').replace(/\s+/g, '-').toLowerCase();
  const parent = await api.post<{ user_id: number }>('/register', {
    username,
    password: PASSWORD,
    userTypes: ['Parent'],
  });
  await api.post('/parent-player-associations', { parent_user_id: parent.user_id, player_id: ids[0] });
  return { api, teamId, teamName, ids, username };
}

test('a parent fills in medical and emergency details and consents on the phone', async ({ page }, testInfo) => {
  const { username, ids, api } = await family(page, testInfo, ['Ada Robin']);
  await signInAs(page, username, PASSWORD);
  await page.goto('/');
  // Under 768 px the menu sits behind the burger.
  if ((page.viewportSize()?.width ?? 1280) < 768) await page.getByRole('button', { name: 'Toggle navigation' }).click();
  await page.getByRole('link', { name: 'Medical & Consents' }).click();
  await expect(page.getByRole('heading', { name: 'Medical & consents', level: 1 })).toBeVisible();
  const medical = page.getByRole('form', { name: 'Medical and emergency information' });
  await expect(medical.getByText('Not filled in yet.')).toBeVisible();

  // Bad input: the field's own words, nothing saved.
  await medical.getByLabel('Name').fill('Jo Robin');
  await medical.getByLabel('Relationship').fill('Mother');
  await medical.getByLabel('Phone').fill('call me');
  await medical.getByRole('button', { name: 'Save and confirm' }).click();
  await expect(medical.getByText('Phone must be a phone number')).toBeVisible();

  await medical.getByLabel('Phone').fill('07700 900123');
  await medical.getByRole('button', { name: 'Add another contact' }).click();
  await medical.getByRole('textbox', { name: 'Name' }).nth(1).fill('Sam Robin');
  await medical.getByRole('textbox', { name: 'Relationship' }).nth(1).fill('Father');
  await medical.getByRole('textbox', { name: 'Phone' }).nth(1).fill('07700 900456');
  await medical.getByLabel('Allergies').fill('Peanuts: carries an adrenaline pen');
  await medical.getByLabel('What to do').fill('Use the pen in the outer thigh and call 999.');
  await medical.getByRole('button', { name: 'Save and confirm' }).click();
  await expect(page.getByText('Saved. Thank you: the details are confirmed for this season.')).toBeVisible();
  await expect(medical.getByText(/^Last confirmed .* by /)).toBeVisible();

  // Consents: none until given; the parent gives the photos consent, dated and signed.
  const photos = page.getByRole('switch', { name: 'Name, photographs and filming' });
  await expect(photos).not.toBeChecked();
  await expect(page.getByText('Not given')).toBeVisible();
  await photos.click();
  await expect(page.getByText('Consent saved.')).toBeVisible();
  await expect(photos).toBeChecked();
  // A child of 9: the 16-17 consents are not offered.
  await expect(page.getByRole('switch', { name: 'Contact the player directly' })).toHaveCount(0);

  await page.screenshot({ path: testInfo.outputPath('family-medical-consents.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page, 'medical and consents');

  // What the club holds now, as the admin reads it.
  const saved = await api.get<{ allergies: string; emergency_contacts: unknown[] }>(`/players/${ids[0]}/medical`);
  expect(saved.allergies).toBe('Peanuts: carries an adrenaline pen');
  expect(saved.emergency_contacts).toHaveLength(2);
  const consents = await api.get<{ photos: { granted: boolean } }>(`/players/${ids[0]}/consents`);
  expect(consents.photos.granted).toBe(true);
});

test.describe('at the pitch side without signal', () => {
  // The console opens offline through its service worker, which the other specs block (playwright.config.ts).
  test.use({ serviceWorkers: 'allow' });

  test("the coach opens the squad's medical details on the console offline, one tap from the player", async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const { api, teamId, ids } = await family(page, testInfo, ['Ada Robin', 'Ben Robin']);
    await api.put(`/players/${ids[0]}/medical`, {
      emergency_contacts: [{ name: 'Jo Robin', relationship: 'Mother', phone: '07700 900123' }],
      conditions: 'Asthma',
      medication: 'Blue inhaler in the kit bag',
      instructions: 'Two puffs, sit out five minutes.',
    });
    const match = await api.post<{ match_id: number }>('/matches', todaysMatchBody(teamId, 'Hawks'));

    await signInAs(page, 'coach1');
    await page.goto('/matches/live/admin');
    await page.getByLabel('Select Match').selectOption(String(match.match_id));
    const panel = page.getByRole('region', { name: 'Medical information' });
    await expect(panel.getByRole('button', { name: /Ada Robin/ })).toBeVisible();
    // Where it matters, the coach sees who may not be named or filmed.
    await page.getByRole('button', { name: 'Share live link' }).click();
    const share = page.getByRole('dialog', { name: 'Share live link' });
    await expect(share.getByRole('note')).toHaveText(
      "No consent to be named or filmed: Ada Robin, Ben Robin. The live link shows them as 'Player'; do not film or " +
        'photograph them.',
    );
    await share.getByRole('button', { name: 'Close dialog' }).click();
    await workerInControl(page);

    // No signal: the console opens again from the phone, the details with it.
    await page.context().setOffline(true);
    await page.reload();
    await page.getByLabel('Select Match').selectOption(String(match.match_id));
    await panel.getByRole('button', { name: /Ada Robin/ }).click();
    await expect(panel.getByText('Asthma')).toBeVisible();
    await expect(panel.getByText('Two puffs, sit out five minutes.')).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Call Jo Robin 07700 900123' })).toHaveAttribute(
      'href',
      'tel:07700900123',
    );
    await expect(panel.getByRole('button', { name: /Ben Robin/ })).toContainText('Not given by the family yet');
    const { small } = await smallTargets(panel);
    expect(small).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('console-medical-offline.png'), fullPage: true });
    await expectNoSeriousA11yViolations(page, 'console medical offline');
    await page.context().setOffline(false);
  });
});

test("a player without the consent to be named is 'Player' on the live link", async ({ page, browser }, testInfo) => {
  const { api, teamId, ids } = await family(page, testInfo, ['Ada Named', 'Cy Unnamed']);
  await api.put(`/players/${ids[0]}/consents`, { photos: true });
  const match = await api.post<{ match_id: number }>('/matches', todaysMatchBody(teamId, 'Kites'));
  const id = match.match_id;
  await api.post(`/matches/${id}/events`, { event_type: 'GAME_START', minute: 0 });
  await api.post(`/matches/${id}/goals`, { player_id: ids[1], assist_player_id: ids[0], minute: 5 });
  const link = await api.post<{ url: string }>(`/matches/${id}/live-links`, {});

  const relatives = await secondPage(browser, testInfo);
  await relatives.goto(link.url);
  const timeline = relatives.getByRole('region', { name: 'Scoreboard' });
  await expect(timeline).toContainText('1 - 0');
  await expect(relatives.getByText(/Player/).first()).toBeVisible();
  await expect(relatives.getByText(/Ada/).first()).toBeVisible();
  await expect(relatives.locator('body')).not.toContainText('Cy');
  await relatives.screenshot({ path: testInfo.outputPath('live-link-unnamed.png'), fullPage: true });
  await expectNoSeriousA11yViolations(relatives, 'live link without a name');
});

test("the consents register shows each player's consents to the welfare officer and admins", async ({
  page,
}, testInfo) => {
  const { api, ids, teamName } = await family(page, testInfo, ['Eve Register']);
  await api.put(`/players/${ids[0]}/consents`, { photos: true });
  await signInAs(page, 'admin');
  await page.goto('/safeguarding/consents');
  await expect(page.getByRole('heading', { name: 'Consents', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Find a player or team' }).fill('Eve Register');
  const row = page
    .getByRole((page.viewportSize()?.width ?? 1280) < 768 ? 'listitem' : 'row')
    .filter({ hasText: 'Eve Register' })
    .filter({ hasText: teamName });
  await expect(row).toContainText(/Given /);
  await expect(row).toContainText('Not asked (under 16)');
  await page.screenshot({ path: testInfo.outputPath('consents-register.png') });
  await expectNoSeriousA11yViolations(page, 'consents register');
});
