import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminApi, unique } from '../support/api';
import { DEMO_PASSWORD } from '../support/env';
import { signInAs } from '../support/session';

/** Sections below the fold load once scrolled to, after the first screen has loaded: scroll until `loaded` shows. */
async function scrollUntilShown(section: Locator, loaded: Locator) {
  await expect(async () => {
    await section.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expect(loaded).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoIn = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

test("a parent answers an under-16's match request: Not Available, then Available; the child reads it", async ({
  page,
  request,
}, testInfo) => {
  // player1 is the Eagles' number 7. A match of its own, on a date no other project of this run uses, far enough
  // ahead for answers to be open (they close at the end of the day two days before).
  const api = await adminApi(request);
  const teams = await api.get<{ team_id: number; team_name: string }[]>('/teams');
  const eagles = teams.find((t) => t.team_name === 'Riverside U14 Eagles');
  expect(eagles).toBeTruthy();
  const opposition = unique(testInfo, 'Availability Rovers');
  const match = await api.post<{ match_id: number }>('/matches', {
    opposition_name: opposition,
    venue_name: 'Riverside Park',
    venue_address: 'Mill Lane',
    home_or_away: 'Home',
    kick_off_time: '18:45',
    meet_time: '18:15',
    colours: 'Red and white',
    match_date: isoIn(testInfo.project.name === 'desktop' ? 3 : 4),
    team_id: eagles?.team_id,
    match_type: 'friendly',
  });
  // player1's own player record (the Eagles' number 7, under 16), and a parent of theirs for this test.
  const users = await api.get<{ username: string; player_id: number | null }[]>('/users');
  const child = { player_id: users.find((u) => u.username === 'player1')?.player_id };
  expect(child.player_id).toBeTruthy();
  const parentName = unique(testInfo, 'parent').toLowerCase().replace(/\s+/g, '-');
  const parent = await api.post<{ user_id: number }>('/register', {
    username: parentName,
    password: DEMO_PASSWORD,
    role: 'user',
    userTypes: ['Parent'],
  });
  await api.post('/parent-player-associations', { parent_user_id: parent.user_id, player_id: child.player_id });
  try {
    await signInAs(page, parentName);
    await page.goto('/');
    const table = page.getByRole('region', { name: 'Match Availability' });
    const answers = table.getByRole('group', { name: new RegExp(opposition) });
    for (const name of ['Available', 'Maybe', 'Not Available'])
      await expect(answers.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'false');
    await expect(table.getByRole('link', { name: 'Record availability' })).toHaveAttribute(
      'href',
      '/availability/record',
    );

    const answered = () =>
      page.waitForResponse(
        (r) => r.url().includes(`/api/matches/${match.match_id}/answers/`) && r.request().method() === 'PUT',
      );
    let saved = answered();
    await answers.getByRole('button', { name: 'Not Available' }).click();
    expect((await saved).status()).toBe(200);
    await expect(answers.getByRole('button', { name: 'Not Available' })).toHaveAttribute('aria-pressed', 'true');
    await expect(answers.getByRole('button', { name: 'Available', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    saved = answered();
    await answers.getByRole('button', { name: 'Available', exact: true }).click();
    expect((await saved).status()).toBe(200);
    await expect(answers.getByRole('button', { name: 'Available', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // The child's own account reads the answer: parents decide for under-16s (#28 item 11).
    await signInAs(page, 'player1');
    await page.goto('/');
    const own = page.getByRole('region', { name: 'Match Availability' });
    await expect(own.getByText('Available · Your parent or carer answers for you until you are 16')).toBeVisible();
    await expect(own.getByRole('button', { name: 'Maybe' })).toHaveCount(0);
  } finally {
    await api.delete(`/matches/${match.match_id}`);
  }
});

test('the player statistics tile opens the matches behind a figure; targets show the three counts', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'player1');
  await page.goto('/');
  const tile = page.getByRole('region', { name: 'Statistics' });
  const started = tile.getByRole('button', { name: /^\d+ Games started$/ });
  await scrollUntilShown(tile, started);
  await started.click();
  const popup = page.getByRole('dialog', { name: /^Games started – / });
  await expect(popup).toBeVisible();
  await expect(popup.getByText(/^vs |Nothing recorded for this figure this season/).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();

  await tile.getByRole('button', { name: /^\d+ Goals$/ }).click();
  const goals = page.getByRole('dialog', { name: /^Goals – / });
  await expect(goals.getByText(/^\d+ goals?: /).first()).toBeVisible();
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: testInfo.outputPath('goals-popup.png') });
  await page.keyboard.press('Escape');

  // The season targets tile: the three counts only, in the player's own view.
  const targets = page.getByRole('region', { name: 'Season Targets' });
  await expect(targets).toBeVisible();
  await targets.getByRole('button', { name: /^(Set|Edit) targets$/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Set targets for / });
  await expect(dialog.getByRole('textbox', { name: 'Goals target' })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Starting percentage target' })).toHaveCount(0);
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: testInfo.outputPath('targets-dialog.png') });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});

/** The player whose match answers the dashboard reads next (`GET /api/availability/match/:player`). */
const answersRead = (page: Page) =>
  page
    .waitForResponse((r) => /\/api\/availability\/match\/\d+/.test(r.url()) && r.ok())
    .then((r) => new URL(r.url()).pathname.split('/').pop());

test('a parent with two children switches child', async ({ page }) => {
  await signInAs(page, 'parent1');
  const firstChild = answersRead(page);
  await page.goto('/');
  const child = page.getByRole('combobox', { name: 'Child' });
  await expect(child.locator('option:checked')).toHaveText(/\(Riverside U10 Lions\)$/);
  const tile = page.getByRole('region', { name: 'Next Match' });
  await expect(tile.getByText('Riverside U10 Lions', { exact: true })).toBeVisible();

  const tigers = await child.locator('option', { hasText: 'Riverside U12 Tigers' }).textContent();
  const secondChild = answersRead(page);
  await child.selectOption({ label: tigers ?? '' });
  await expect(child.locator('option:checked')).toHaveText(/\(Riverside U12 Tigers\)$/);
  await expect(tile.getByText('Riverside U12 Tigers', { exact: true })).toBeVisible();
  await expect(tile.getByRole('timer')).toBeVisible();
  // The answers follow the child: the other child's are read and listed (open or closed: that depends on the day the
  // suite runs and on the matches other specs made for today, so either is right here).
  expect(await secondChild).not.toBe(await firstChild);
  await expect(
    page
      .getByRole('region', { name: 'Match Availability' })
      .getByLabel(/^Availability on /)
      .first(),
  ).toBeVisible();
});
