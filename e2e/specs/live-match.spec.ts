import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { adminApi } from '../support/api';
import { ownTeam, secondPage, tapPhase, todaysMatchBody } from '../support/match-day';
import { signInAs } from '../support/session';

const squad = ['Ben Two', 'Dan Four', 'Sam Six', 'Alex Eight', 'Chris Ten'];

async function makeMatch(page: Page, testInfo: TestInfo) {
  const api = await adminApi(page.request);
  const { teamId, teamName } = await ownTeam(api, testInfo, 'Larks');
  for (const [i, name] of squad.entries()) {
    await api.post('/players', {
      player_name: name,
      player_short_name: name.split(' ')[0],
      preferred_position: 'Midfielder',
      date_of_birth: '2014-05-01',
      shirt_number: i + 2,
      team_id: teamId,
    });
  }
  const match = await api.post<{ match_id: number }>('/matches', todaysMatchBody(teamId, 'Rovers'));
  return { api, teamName, matchId: match.match_id };
}

async function openAdminControl(page: Page, matchId: number) {
  await signInAs(page, 'admin');
  await page.goto('/matches/live/admin');
  await page.getByLabel('Select Match').selectOption(String(matchId));
  await expect(page.getByRole('heading', { name: 'Quick Actions' })).toBeVisible();
}

/** Add Event: choose the type, fill the rest, save. */
async function addEvent(page: Page, type: string, fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void>) {
  await page.getByRole('button', { name: 'Add Event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Event' });
  await dialog.getByLabel('Type').selectOption({ label: type });
  await fill(dialog);
  await dialog.getByRole('button', { name: 'Save Event' }).click();
  return dialog;
}

const playerOption = (name: string) => ({ label: `${name} (#${squad.indexOf(name) + 2})` });

test('an admin runs a whole match while a parent watches it live', async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  const { matchId, teamName } = await makeMatch(page, testInfo);
  await openAdminControl(page, matchId);

  const parent = await secondPage(browser, testInfo);
  await signInAs(parent, 'parent1');
  await parent.goto('/matches/live');
  await parent.getByLabel('Select Match').selectOption(String(matchId));
  const board = parent.getByRole('region', { name: 'Scoreboard' });
  const updates = parent.getByRole('list', { name: 'Live Updates' });
  await expect(board).toContainText(teamName);
  await expect(board).toContainText('Pre-match');
  await expect(board).toContainText('0 - 0');
  await expect(parent.getByText('No events yet')).toBeVisible();

  const live = { timeout: 2_000 };
  // A phase asks for a second, deliberate tap (#29 item 6); Confirm Lineup is one tap.
  const quick = async (label: string) =>
    label === 'Confirm Lineup' ? page.getByRole('button', { name: label, exact: true }).click() : tapPhase(page, label);

  await quick('Confirm Lineup');
  await expect(updates).toContainText('Lineup Confirmed', live);
  await expect(page.getByRole('button', { name: 'View Formation' })).toBeVisible();

  await quick('Start Match');
  await expect(updates).toContainText('Kick-off', live);
  await expect(board).toContainText('LIVE', live);

  await addEvent(page, 'Goal', async (dialog) => {
    await dialog.getByLabel('Scorer').selectOption(playerOption('Ben Two'));
    await dialog.getByLabel('Assist').selectOption(playerOption('Dan Four'));
    await dialog.getByLabel('Minute').fill('10');
  });
  await expect(board).toContainText('1 - 0', live);
  await expect(updates).toContainText('Ben Two (Assist: Dan Four)', live);
  await expect(board).toContainText("Ben Two 10'");

  await addEvent(page, 'Goal', async (dialog) => {
    await dialog.getByLabel('Opposition goal').check();
    await dialog.getByLabel('Scorer name').fill('Number 9');
    await dialog.getByLabel('Minute').fill('20');
  });
  await expect(board).toContainText('1 - 1', live);
  await expect(updates).toContainText('Opposition Goal', live);
  await expect(updates).toContainText('Number 9');

  await addEvent(page, 'Card', async (dialog) => {
    await dialog.getByLabel('Player', { exact: true }).selectOption(playerOption('Sam Six'));
    await dialog.getByLabel('Card Type').selectOption('YELLOW');
    await dialog.getByLabel('Minute').fill('25');
  });
  await expect(updates).toContainText('Yellow Card', live);
  await expect(updates).toContainText('Sam Six');

  await addEvent(page, 'Substitution', async (dialog) => {
    await dialog.getByLabel('Player Off').selectOption(playerOption('Alex Eight'));
    await dialog.getByLabel('Player On').selectOption(playerOption('Chris Ten'));
    await dialog.getByLabel('Minute').fill('30');
  });
  await expect(updates).toContainText('Alex Eight → Chris Ten', live);

  await quick('First Half Done');
  await expect(updates).toContainText('Half Time', live);
  await expect(board).toContainText('HT', live);

  // A goal at half time is refused, with the spec's text in the modal's banner.
  const refused = await addEvent(page, 'Goal', async (dialog) => {
    await dialog.getByLabel('Scorer').selectOption(playerOption('Ben Two'));
    await dialog.getByLabel('Minute').fill('46');
  });
  await expect(refused.getByRole('alert')).toHaveText('Goals cannot be recorded during half time');
  await page.screenshot({ path: testInfo.outputPath('add-event-refused.png') });
  await refused.getByRole('button', { name: 'Cancel' }).click();
  await expect(refused).toBeHidden();

  await quick('Second Half Start');
  await expect(updates).toContainText('Second Half', live);
  await expect(board).toContainText('LIVE', live);

  await quick('Match Ended');
  await expect(updates).toContainText('Full Time', live);
  await expect(board).toContainText('FT', live);

  await page.getByRole('button', { name: 'Record Man of the Match' }).click();
  const motm = page.getByRole('dialog', { name: 'Add Event' });
  await expect(motm.getByLabel('Type')).toHaveValue('MAN_OF_THE_MATCH');
  await motm.getByLabel('Player', { exact: true }).selectOption(playerOption('Dan Four'));
  await motm.getByRole('button', { name: 'Save Event' }).click();
  await expect(updates).toContainText('Man of the Match', live);
  await expect(updates).toContainText('Dan Four');

  // The parent never reloaded; the final score stands and the timeline is read-only.
  await expect(board).toContainText('1 - 1');
  await expect(parent.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Scoreboard' })).toContainText(/Last updated \d\d:\d\d:\d\d/);

  await page.screenshot({ path: testInfo.outputPath('live-admin.png'), fullPage: true });
  await parent.screenshot({ path: testInfo.outputPath('live-centre.png'), fullPage: true });
  await parent.context().close();
});

test('a forfeit ends the match 3-0', async ({ page }, testInfo) => {
  const { matchId } = await makeMatch(page, testInfo);
  await openAdminControl(page, matchId);
  await page.getByRole('button', { name: 'Forfeit Match' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forfeit Match' });
  await expect(dialog.getByLabel('Home Team')).toBeChecked();
  await expect(dialog).toContainText(
    'This action cannot be undone. The non-forfeiting team will be awarded a 3-0 win.',
  );
  await page.screenshot({ path: testInfo.outputPath('forfeit-modal.png') });
  await dialog.getByLabel('Away Team').check();
  await dialog.getByRole('button', { name: 'Confirm Forfeit' }).click();
  await expect(page.getByText('Match Forfeited (Final Score: 3-0)')).toBeVisible();
  const board = page.getByRole('region', { name: 'Scoreboard' });
  await expect(board).toContainText('3 - 0');
  await expect(board).toContainText('FT');
  await expect(page.getByRole('list', { name: 'Match Events' })).toContainText('Forfeit');
});

test('the kick-off cannot be deleted while later phases exist', async ({ page }, testInfo) => {
  const { api, matchId } = await makeMatch(page, testInfo);
  for (const [event_type, minute] of [
    ['LINEUP_CONFIRMED', null],
    ['GAME_START', 0],
    ['HALF_TIME', 45],
  ] as const) {
    await api.post(`/matches/${matchId}/events`, { event_type, minute });
  }
  await openAdminControl(page, matchId);
  await page.getByRole('button', { name: 'Delete Kick-off' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete event' });
  await expect(confirm).toContainText('Are you sure you want to delete this event?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Cannot delete' })).toHaveText(
    'Cannot delete GAME_START because later events exist: HALF_TIME',
  );
  await expect(page.getByRole('list', { name: 'Match Events' })).toContainText('Kick-off');

  // The confirmed lineup opens the read-only 'Team Lineup'.
  await page.getByRole('button', { name: 'View Formation' }).click();
  const lineup = page.getByRole('dialog', { name: 'Team Lineup' });
  await expect(lineup).toBeVisible();
  await lineup.getByRole('button', { name: 'Close dialog' }).click();
  await expect(lineup).toBeHidden();

  // The latest phase can go; the timeline reloads without it.
  await page.getByRole('button', { name: 'Delete Half Time' }).click();
  await page.getByRole('dialog', { name: 'Delete event' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('list', { name: 'Match Events' })).not.toContainText('Half Time');
  await expect(page.getByRole('button', { name: 'First Half Done' })).toBeVisible();
});

test('an admin edits a goal, within the edit rules', async ({ page }, testInfo) => {
  const { api, matchId } = await makeMatch(page, testInfo);
  await api.post(`/matches/${matchId}/events`, { event_type: 'GAME_START', minute: 0 });
  const players = await api.get<{ player_id: number; player_name: string }[]>(`/players/match/${matchId}`);
  const ben = players.find((p) => p.player_name === 'Ben Two')?.player_id;
  await api.post(`/matches/${matchId}/goals`, { player_id: ben, minute: 5 });
  await openAdminControl(page, matchId);

  await page.getByRole('button', { name: 'Edit Goal by Ben Two' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Goal' });
  await expect(dialog.getByLabel('Minute')).toHaveValue('5');
  await expect(dialog).toContainText('0-45');
  await dialog.getByLabel('Minute').fill('151');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toContainText('Goals in first half must be between 0 and 150 minutes');
  await dialog.getByLabel('Minute').fill('12');
  await dialog.getByLabel('Penalty').check();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Match Events' })).toContainText("12'");
  await expect(page.getByRole('list', { name: 'Match Events' })).toContainText('Ben Two (Penalty)');

  // Once the game has ended, edits are refused in the modal's banner.
  await api.post(`/matches/${matchId}/events`, { event_type: 'GAME_END', minute: 90 });
  await expect(page.getByRole('list', { name: 'Match Events' })).toContainText('Full Time');
  await page.getByRole('button', { name: 'Edit Goal by Ben Two' }).click();
  await page.getByRole('dialog', { name: 'Edit Goal' }).getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Goal' }).getByRole('alert')).toHaveText('Game has already ended');
});
