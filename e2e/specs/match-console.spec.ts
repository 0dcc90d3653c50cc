import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { adminApi } from '../support/api';
import { startHoldingProxy } from '../support/holding-proxy';
import { ownTeam, secondPage, tapPhase, todaysMatchBody, workerInControl } from '../support/match-day';
import { smallTargets } from '../support/tap-targets';
import { signInAs } from '../support/session';

/** The match console at the pitch side (decision 108): without signal, one-tap goals, undo and corrections. */

const squad = ['Ben Two', 'Dan Four', 'Sam Six', 'Alex Eight'];

interface TimelineRow {
  type: string;
  event_type: string | null;
  minute: number | null;
  data: {
    id: number;
    player_id?: number | null;
    assist_player_id?: number | null;
    is_opposition_goal?: boolean;
    scorer?: string | null;
  };
}

/** A team of its own coached by coach1, its squad, and a match today. */
async function coachedMatch(page: Page, testInfo: TestInfo, { setCoach = true } = {}) {
  const api = await adminApi(page.request);
  const { teamId, teamName } = await ownTeam(api, testInfo, 'Swifts');
  const players: Record<string, number> = {};
  for (const [i, name] of squad.entries()) {
    const p = await api.post<{ player_id: number }>('/players', {
      player_name: name,
      preferred_position: 'Midfielder',
      date_of_birth: '2014-05-01',
      shirt_number: i + 2,
      team_id: teamId,
    });
    players[name] = p.player_id;
  }
  if (setCoach) {
    const users = await api.get<{ user_id: number; username: string }[]>('/users');
    const coach = users.find((u) => u.username === 'coach1');
    await api.put(`/teams/${teamId}/coaches`, { user_ids: [coach?.user_id] });
  }
  const match = await api.post<{ match_id: number }>('/matches', todaysMatchBody(teamId, 'Rovers'));
  const timeline = async () => (await api.get<{ events: TimelineRow[] }>(`/matches/${match.match_id}/timeline`)).events;
  return { api, teamName, matchId: match.match_id, players, timeline };
}

async function openConsole(page: Page, origin: string, matchId: number) {
  await page.goto(`${origin}/matches/live/admin`);
  await page.getByLabel('Select Match').selectOption(String(matchId));
  await expect(page.getByRole('heading', { name: 'Quick Actions' })).toBeVisible();
}

/** coach1 opens the match's console through `origin`, confirms the lineup and starts the match. */
async function kickOffAsCoach(page: Page, origin: string, matchId: number) {
  await signInAs(page, 'coach1');
  await openConsole(page, origin, matchId);
  await page.getByRole('button', { name: 'Confirm Lineup' }).click();
  await tapPhase(page, 'Start Match');
  await expect(page.getByRole('button', { name: 'Goal (us)' })).toBeVisible();
}

const scoreboard = (page: Page) => page.getByRole('region', { name: 'Scoreboard' });
const isWide = (page: Page) => (page.viewportSize()?.width ?? 1280) >= 768;

/** Goal (us), then the scorer: the goal's two taps, back on the console with the assist offered beside it. */
async function ourGoal(page: Page, scorer: string, assist?: string) {
  await page.getByRole('button', { name: 'Goal (us)' }).click();
  const picker = page.getByRole('dialog', { name: 'Who scored?' });
  await picker.getByRole('button', { name: scorer }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Focus is back where the goal began, not on the page: one Tab from the next control (#28, Running it).
  await expect(page.getByRole('button', { name: 'Goal (us)' })).toBeFocused();
  const assistBy = page.getByRole('group', { name: 'Assist by?' });
  await expect(assistBy).toBeVisible();
  if (assist) await assistBy.getByRole('button', { name: assist }).click();
  await expect(assistBy.getByRole('button', { name: scorer })).toHaveCount(0);
}

/** The console after a reload: the last match chosen again (as a coach does), its quick actions on screen. */
async function reloadConsole(page: Page, matchId: number) {
  await page.reload();
  await page.getByLabel('Select Match').selectOption(String(matchId));
  await expect(page.getByRole('heading', { name: 'Quick Actions' })).toBeVisible();
}

test.describe('without signal', () => {
  // The phone's app opens offline through its service worker, which the other specs block (playwright.config.ts).
  test.use({ serviceWorkers: 'allow' });

  test('a whole match through a reload offline and a reload with the server cut: every event once, in order', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(150_000);
    const { matchId, players, timeline } = await coachedMatch(page, testInfo);
    const proxy = await startHoldingProxy();
    const goals = async () =>
      (await timeline())
        .filter((e) => e.type === 'GOAL')
        .map((e) => [e.data.scorer ?? 'them', e.data.assist_player_id ?? null]);
    try {
      await kickOffAsCoach(page, proxy.origin, matchId);
      await expect.poll(async () => (await timeline()).length, { timeout: 15_000 }).toBe(2);
      await workerInControl(page);

      // First cut: the phone goes offline. Events are kept and counted at once, and survive a reload.
      await page.context().setOffline(true);
      await ourGoal(page, 'Ben Two', 'Sam Six');
      await page.getByRole('button', { name: 'Goal (them)' }).click();
      await expect(page.getByText('2 events waiting to send')).toBeVisible();
      await expect(scoreboard(page)).toContainText('1 - 1');
      // Waiting events are shown, but have nothing on the server to edit yet.
      await expect(page.getByRole('button', { name: 'Edit Kick-off' })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Edit Goal by Ben Two/ })).toHaveCount(0);
      await page.screenshot({ path: testInfo.outputPath('console-offline.png'), fullPage: true });
      await expectNoSeriousA11yViolations(page, 'console with events waiting');
      await reloadConsole(page, matchId);
      // #29 item 1: the match as it was, from the phone: the score, the phase's button, the scorer's name.
      await expect(page.getByText('2 events waiting to send')).toBeVisible();
      await expect(scoreboard(page)).toContainText('1 - 1');
      await expect(scoreboard(page)).toContainText('LIVE');
      await expect(scoreboard(page)).toContainText('Ben Two');
      await expect(page.getByRole('button', { name: 'First Half Done' })).toBeVisible();
      await page.context().setOffline(false);
      // The events go one after the other: the server holds both, once each and in order, and the phone waits on none.
      await expect.poll(goals, { timeout: 20_000 }).toEqual([
        ['Ben Two', players['Sam Six']],
        ['them', null],
      ]);
      await expect(page.getByText(/events? waiting to send/)).toHaveCount(0, { timeout: 20_000 });
      await expect(page.getByText(/^Not recorded/)).toHaveCount(0);
      // Nothing sent twice once the phone has nothing left to send.
      expect(await goals()).toEqual([
        ['Ben Two', players['Sam Six']],
        ['them', null],
      ]);

      // A second browser watching the match sees them.
      const viewer = await secondPage(browser, testInfo);
      await signInAs(viewer, 'admin');
      await viewer.goto(`/matches/live`);
      await viewer.getByLabel('Select Match').selectOption(String(matchId));
      await expect(scoreboard(viewer)).toContainText('1 - 1');
      await expect(scoreboard(viewer)).toContainText('Ben Two');

      // Second cut: the goal reaches the server, then the server cannot be reached at all. Its scorer and assist, half
      // time, the second half and a card wait on the phone, and survive a reload with the server unreachable.
      await page.getByRole('button', { name: 'Goal (us)' }).click();
      await expect.poll(async () => (await goals()).length).toBe(3);
      proxy.down('all');
      const picker = page.getByRole('dialog', { name: 'Who scored?' });
      await picker.getByRole('button', { name: 'Dan Four' }).click();
      await page.getByRole('group', { name: 'Assist by?' }).getByRole('button', { name: 'Alex Eight' }).click();
      await expect(scoreboard(page)).toContainText('Dan Four');
      await tapPhase(page, 'First Half Done');
      await tapPhase(page, 'Second Half Start');
      await page.getByRole('button', { name: 'Add Event' }).click();
      const add = page.getByRole('dialog', { name: 'Add Event' });
      await add.getByLabel('Type').selectOption({ label: 'Card' });
      await add.getByLabel('Player').selectOption({ label: `Sam Six (#${squad.indexOf('Sam Six') + 2})` });
      await add.getByLabel('Card Type').selectOption('YELLOW');
      await add.getByRole('button', { name: 'Save Event' }).click();
      await expect(add).toBeHidden();
      await expect(page.getByText('5 events waiting to send')).toBeVisible();
      await reloadConsole(page, matchId);
      await expect(page.getByText('Warming up the server…')).toHaveCount(0);
      await expect(page.getByText('5 events waiting to send')).toBeVisible();
      await expect(scoreboard(page)).toContainText('2 - 1');
      await expect(scoreboard(page)).toContainText('Dan Four');
      await expect(page.getByRole('button', { name: 'Match Ended' })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath('console-server-cut.png'), fullPage: true });
      proxy.down(false);
      await expect(page.getByText(/events? waiting to send/)).toHaveCount(0, { timeout: 30_000 });
      await expect(scoreboard(viewer)).toContainText('2 - 1', { timeout: 35_000 });

      // Every event once, in the order recorded, with its scorer and assist.
      const events = await timeline();
      expect(
        events.map((e) => (e.type === 'GOAL' ? `GOAL:${e.data.scorer ?? 'them'}` : (e.event_type ?? e.type))),
      ).toEqual([
        'LINEUP_CONFIRMED',
        'GAME_START',
        'GOAL:Ben Two',
        'GOAL:them',
        'GOAL:Dan Four',
        'HALF_TIME',
        'SECOND_HALF_START',
        'CARD',
      ]);
      expect(await goals()).toEqual([
        ['Ben Two', players['Sam Six']],
        ['them', null],
        ['Dan Four', players['Alex Eight']],
      ]);
      await expect(page.getByText(/^Not recorded/)).toHaveCount(0);

      // Undo within 30 s takes a slip back, on the server too.
      await page.getByRole('button', { name: 'Goal (them)' }).click();
      await expect(scoreboard(page)).toContainText('2 - 2');
      await page.getByRole('button', { name: 'Undo' }).click();
      await expect(scoreboard(page)).toContainText('2 - 1');
      await expect.poll(async () => (await goals()).length, { timeout: 15_000 }).toBe(3);
      await tapPhase(page, 'Match Ended');
      await expect.poll(async () => (await timeline()).at(-1)?.event_type).toBe('GAME_END');
      await viewer.context().close();
    } finally {
      await page.context().setOffline(false);
      await proxy.close();
    }
  });
});

test('online, the scorer and the assist picked after a one-tap goal both reach the server', async ({
  page,
}, testInfo) => {
  const { matchId, players, timeline } = await coachedMatch(page, testInfo);
  const proxy = await startHoldingProxy();
  try {
    await kickOffAsCoach(page, proxy.origin, matchId);
    // The goal leaves at the first tap; the scorer and then the assist are edits of the goal the server has.
    await ourGoal(page, 'Ben Two', 'Sam Six');
    await expect(page.getByRole('group', { name: 'Assist by?' })).toHaveCount(0);
    await expect
      .poll(async () => {
        const goal = (await timeline()).find((e) => e.type === 'GOAL');
        return [goal?.data.player_id, goal?.data.assist_player_id];
      })
      .toEqual([players['Ben Two'], players['Sam Six']]);
    await expect(page.getByText('Please select a player for the goal')).toHaveCount(0);
  } finally {
    await proxy.close();
  }
});

test('an admin makes coach1 a coach of the team, who then corrects the scorer of a goal today', async ({
  page,
}, testInfo) => {
  const { api, teamName, matchId, players, timeline } = await coachedMatch(page, testInfo, { setCoach: false });
  await signInAs(page, 'admin');
  await page.goto('/admin/teams');
  await page.getByPlaceholder('Search teams...').fill(teamName);
  // The team list shows each team's coaches (#30): none yet, then Coach Dan.
  const row = page.getByRole(isWide(page) ? 'row' : 'listitem').filter({ hasText: teamName });
  await expect(row).toContainText('None yet');
  await page.getByRole('button', { name: `Coaches of ${teamName}` }).click();
  const coaches = page.getByRole('dialog', { name: `Coaches of ${teamName}` });
  await coaches.getByRole('combobox', { name: 'Coaches' }).click();
  await coaches.getByRole('option', { name: 'Coach Dan (coach1)' }).click();
  // Close the list (it lies over the buttons) by clicking the dialog's title.
  await coaches.getByRole('heading', { name: `Coaches of ${teamName}` }).click();
  await expect(coaches.getByRole('listbox')).toBeHidden();
  await expectNoSeriousA11yViolations(page, 'team coaches dialog');
  await coaches.getByRole('button', { name: 'Save' }).click();
  await expect(coaches).toBeHidden();
  await expect(row).toContainText('Coach Dan');

  await api.post(`/matches/${matchId}/events`, { event_type: 'GAME_START', minute: 0 });
  await api.post(`/matches/${matchId}/goals`, { player_id: players['Ben Two'], minute: 3 });
  await signInAs(page, 'coach1');
  await openConsole(page, '', matchId);
  await page.getByRole('button', { name: 'Edit Goal by Ben Two' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Goal' });
  await dialog.getByLabel('Scorer').selectOption({ label: 'Sam Six (#4)' });
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(scoreboard(page)).toContainText('Sam Six');
  const goal = (await timeline()).find((e) => e.type === 'GOAL');
  expect(goal?.data.player_id).toBe(players['Sam Six']);
  await page.screenshot({ path: testInfo.outputPath('console-corrected.png'), fullPage: true });
});

test('every control of the console is at least 44 × 44 px, and a phase needs a deliberate second tap', async ({
  page,
}, testInfo) => {
  const { matchId, timeline } = await coachedMatch(page, testInfo);
  await signInAs(page, 'coach1');
  await page.goto('/matches/live/admin');
  await page.getByLabel('Select Match').selectOption(String(matchId));
  await page.getByRole('button', { name: 'Confirm Lineup' }).click();
  await tapPhase(page, 'Start Match');
  await ourGoal(page, 'Ben Two');
  // The console at kick-off, with a goal and its Undo, and the error banner's Dismiss.
  const targets = await smallTargets(page.getByRole('main'));
  testInfo.annotations.push({ type: 'tap targets', description: `${targets.all} controls, none under 44 px` });
  expect(targets.small).toEqual([]);
  expect(targets.all).toBeGreaterThan(15);
  const picker = await smallTargets(page.getByRole('group', { name: 'Assist by?' }));
  expect(picker.small).toEqual([]);

  // A phase button asks first: 'Not now' leaves the match as it was, the button in its dialog records it.
  await page.getByRole('button', { name: 'First Half Done' }).click();
  const ask = page.getByRole('dialog', { name: 'First Half Done?' });
  await expect(ask).toContainText("Half time at 45'");
  expect((await smallTargets(ask)).small).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('phase-question.png') });
  await expectNoSeriousA11yViolations(page, 'a phase question');
  await ask.getByRole('button', { name: 'Not now' }).click();
  await expect(ask).toBeHidden();
  await expect(scoreboard(page)).toContainText('LIVE');
  await tapPhase(page, 'First Half Done');
  await expect(scoreboard(page)).toContainText('HT');
  await expect.poll(async () => (await timeline()).at(-1)?.event_type).toBe('HALF_TIME');
});
