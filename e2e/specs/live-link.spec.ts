import { expect, test } from '@playwright/test';
import { adminApi } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { secondPage, tapPhase, todaysMatchBody } from '../support/match-day';
import { signInAs } from '../support/session';

// The live pages list today's matches: the test makes its own match today, for a team coach1 coaches.
test('a coach shares a live link; relatives follow the goal with first names only, until it is revoked', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  // The demo club's U12 Tigers (not in youth mode), coached by coach1.
  const api = await adminApi(page.request);
  const teams = await api.get<{ team_id: number; team_name: string }[]>('/teams');
  const tigers = teams.find((t) => t.team_name === 'Riverside U12 Tigers');
  if (!tigers) throw new Error('the demo club has no U12 Tigers');
  const opponent = `Watchers ${testInfo.project.name} ${Date.now().toString(36)}`;
  const match = await api.post<{ match_id: number }>('/matches', todaysMatchBody(tigers.team_id, opponent));
  // A player the Add Event form offers (not recorded unavailable today).
  const squad = await api.get<{ player_name: string; shirt_number: number }[]>(`/players/match/${match.match_id}`);
  // Named on the link with the family's consent: the demo's number 13s have not given it (decision 130).
  const scorer = squad.filter((p) => p.shirt_number !== 13)[3];
  if (!scorer) throw new Error('the Tigers have no players available today');
  const [firstName = '', ...rest] = scorer.player_name.split(' ');
  const surname = rest.join(' ');

  await signInAs(page, 'coach1');
  await page.goto('/matches/live/admin');
  await page.getByLabel('Select Match').selectOption(String(match.match_id));
  await expect(page.getByRole('heading', { name: 'Quick Actions' })).toBeVisible();

  // Share: the dialog creates the link and shows it once.
  await page.getByRole('button', { name: 'Share live link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share live link' });
  await expect(dialog.getByText('No active links.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const linkBox = dialog.getByRole('textbox', { name: 'Live link' });
  await expect(linkBox).toHaveValue(/\/watch#[A-Za-z0-9_-]{43}$/);
  const url = await linkBox.inputValue();
  await expect(dialog.getByRole('list', { name: 'Active links' }).getByRole('listitem')).toHaveCount(1);
  await expect(dialog.getByRole('listitem')).toContainText('Shared by Coach Dan');
  await expectNoSeriousA11yViolations(page, 'share live link dialog');
  await page.screenshot({ path: testInfo.outputPath('share-dialog.png') });
  await dialog.getByRole('button', { name: 'Close dialog' }).click();

  // Relatives, not signed in, open it: no app menu, the fixture, and nothing happened yet.
  const relatives = await secondPage(browser, testInfo);
  // The page polls every 10 s: the test moves its clock on to the next poll instead of waiting for it.
  await relatives.clock.install();
  await relatives.goto(url);
  const board = relatives.getByRole('region', { name: 'Scoreboard' });
  await expect(board).toContainText('Riverside U12 Tigers');
  await expect(board).toContainText(opponent);
  await expect(board).toContainText('0 - 0');
  await expect(relatives.getByText('No events yet')).toBeVisible();
  await expect(relatives.getByRole('navigation')).toHaveCount(0);
  // The token left the address bar.
  expect(relatives.url()).not.toContain('#');

  // The coach starts the match and records a goal.
  await page.getByRole('button', { name: 'Confirm Lineup', exact: true }).click();
  await tapPhase(page, 'Start Match');
  await expect(page.getByRole('region', { name: 'Scoreboard' })).toContainText('LIVE');
  await page.getByRole('button', { name: 'Add Event' }).click();
  const add = page.getByRole('dialog', { name: 'Add Event' });
  await add.getByLabel('Type').selectOption({ label: 'Goal' });
  await add.getByLabel('Scorer').selectOption({ label: `${scorer.player_name} (#${scorer.shirt_number})` });
  await add.getByLabel('Minute').fill('12');
  await add.getByRole('button', { name: 'Save Event' }).click();
  await expect(add).toBeHidden();

  // At the next poll the relatives see it: the score, and the scorer by first name only.
  await relatives.clock.fastForward('00:10');
  await expect(board).toContainText('1 - 0');
  await expect(board).toContainText('LIVE');
  const events = relatives.getByRole('list', { name: 'Match events' });
  await expect(events).toContainText('Kick-off');
  const goal = events.getByRole('listitem').filter({ hasText: 'Goal' });
  await expect(goal).toContainText(firstName);
  await expect(goal).toContainText("12'");
  await expect(board).toContainText(`${firstName} 12'`);
  await expect(relatives.locator('body')).not.toContainText(surname);
  await expectNoSeriousA11yViolations(relatives, 'live link page');
  await relatives.screenshot({ path: testInfo.outputPath('watch-page.png'), fullPage: true });

  // The coach revokes the link: the page says it no longer works.
  await page.getByRole('button', { name: 'Share live link' }).click();
  await dialog.getByRole('button', { name: /^Revoke/ }).click();
  await expect(dialog.getByText('Whoever has this link stops seeing the match at once.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'revoke confirmation');
  await dialog.getByRole('button', { name: 'Yes, revoke' }).click();
  await expect(dialog.getByText('Link revoked: it no longer works.')).toBeVisible();
  await expect(dialog.getByText('No active links.')).toBeVisible();
  await relatives.clock.fastForward('00:10');
  await expect(relatives.getByRole('alert')).toContainText('This live link has expired or was revoked.');
  await expect(board).toHaveCount(0);
  await relatives.screenshot({ path: testInfo.outputPath('watch-revoked.png') });
  await relatives.context().close();
});

test('a live link of a team in youth mode shows no score, and says so', async ({ page, browser }, testInfo) => {
  // The demo club's U10 Lions: mini-soccer, so youth mode by default.
  const api = await adminApi(page.request);
  const teams = await api.get<{ team_id: number; team_name: string }[]>('/teams');
  const lions = teams.find((t) => t.team_name === 'Riverside U10 Lions');
  if (!lions) throw new Error('the demo club has no U10 Lions');
  const opponent = `Young Watchers ${testInfo.project.name} ${Date.now().toString(36)}`;
  const match = await api.post<{ match_id: number }>('/matches', todaysMatchBody(lions.team_id, opponent));
  const coach = await signInAs(page, 'coach1');
  const res = await page.request.post(`/api/matches/${match.match_id}/live-links`, {
    headers: { authorization: `Bearer ${coach}` },
  });
  expect(res.status()).toBe(201);
  const { url } = (await res.json()) as { url: string };

  const relatives = await secondPage(browser, testInfo);
  await relatives.goto(url);
  const board = relatives.getByRole('region', { name: 'Scoreboard' });
  await expect(board).toContainText('Riverside U10 Lions');
  await expect(relatives.getByText('Youth mode: no score is shown for this team.')).toBeVisible();
  await expect(board).not.toContainText('0 - 0');
  await expectNoSeriousA11yViolations(relatives, 'live link page in youth mode');
  await relatives.screenshot({ path: testInfo.outputPath('watch-youth-mode.png') });
  await relatives.context().close();
});
