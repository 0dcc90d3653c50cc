import { expect, test, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { adminApi, unique } from '../support/api';
import { signInAs } from '../support/session';

const F_231 = '2-3-1 - 7-a-side: two defenders, three midfielders, one striker';
const F_321 = '3-2-1 - 7-a-side: three defenders, two midfielders, one striker';

interface Made {
  matchId: number;
  opponent: string;
  matchDate: string;
  players: string[];
}

/** A date `days` from today as YYYY-MM-DD. */
function dateIn(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/**
 * A team of its own with the named players (the last `unavailable` of them unavailable on the match date) and a match.
 */
async function makeMatch(
  request: APIRequestContext,
  testInfo: TestInfo,
  firstNames: string[],
  unavailable = 0,
): Promise<Made> {
  const api = await adminApi(request);
  const team = await api.post<{ team_id: number }>('/teams', {
    team_name: unique(testInfo, 'Lineup FC'),
    home_colours: 'Red',
    away_colours: 'Blue',
    age_group: 'U12',
    club_name: 'Touchline',
    contact_number: '0123 456789',
  });
  await api.coachOf(team.team_id, 'coach1');
  const players: string[] = [];
  for (const [i, first] of firstNames.entries()) {
    const name = unique(testInfo, first);
    await api.post('/players', {
      player_name: name,
      player_short_name: first,
      preferred_position: 'Midfielder',
      date_of_birth: '2014-05-01',
      shirt_number: i + 2,
      team_id: team.team_id,
    });
    players.push(name);
  }
  const opponent = unique(testInfo, 'Rovers');
  // A date of its own: the server refuses a lineup when anyone is unavailable on the match date (see the report).
  const matchDate = dateIn(400 + Math.floor(Math.random() * 3000));
  const match = await api.post<{ match_id: number }>('/matches', {
    opposition_name: opponent,
    venue_name: 'Riverside Park',
    venue_address: '1 River Road',
    home_or_away: 'Home',
    kick_off_time: '10:00',
    meet_time: '09:30',
    colours: 'Red',
    match_date: matchDate,
    team_id: team.team_id,
    match_type: 'friendly',
  });
  const teamPlayers = await api.get<{ player_id: number; player_name: string }[]>(`/players?team_id=${team.team_id}`);
  for (const name of players.slice(players.length - unavailable)) {
    const player = teamPlayers.find((p) => p.player_name === name);
    await api.post('/availability', {
      player_id: player?.player_id,
      unavailable_date: matchDate,
      notes: 'Away on holiday',
    });
  }
  return { matchId: match.match_id, opponent, matchDate, players };
}

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 1280) >= 768;
const playerCard = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^\\d+ ${name}`) });
const position = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`(^|\\s)${name}: `) });

async function centre(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Desktop: press, move a little (the drag starts after 5 px), glide onto the position, release. */
async function dragOnto(page: Page, player: string, positionName: string) {
  const card = playerCard(page, player);
  await card.scrollIntoViewIfNeeded();
  const from = await centre(card);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 12, from.y + 6, { steps: 3 });
  const to = await centre(position(page, positionName));
  await page.mouse.move(to.x, to.y, { steps: 15 });
  await page.mouse.up();
}

/** Under 768 px: tap the player's card (every player is on screen), then tap the position: two taps a player. */
async function tapOnto(page: Page, player: string, positionName: string) {
  await playerCard(page, player).tap();
  await expect(page.getByText(`Tap a position to place ${player}`)).toBeVisible();
  await position(page, positionName).tap();
}

async function place(page: Page, player: string, positionName: string) {
  if (isDesktop(page)) await dragOnto(page, player, positionName);
  else await tapOnto(page, player, positionName);
  await expect(page.getByRole('button', { name: `${positionName}: ${player}` })).toBeVisible();
}

test('a coach builds, saves and reloads a lineup, and anyone signed in can view it', async ({
  page,
  request,
}, testInfo) => {
  // A long walk through two screens and two accounts on a machine shared with other test runs.
  test.setTimeout(60_000);
  const made = await makeMatch(request, testInfo, ['Ava', 'Ben', 'Cara', 'Dev']);
  const [ava, ben, cara] = made.players as [string, string, string];
  await signInAs(page, 'coach1');
  await page.goto(`/admin/matches/${made.matchId}/lineup`);
  await expect(page.getByRole('heading', { name: 'Starting Lineup Editor', level: 1 })).toBeVisible();
  await expect(page.getByText(made.opponent)).toBeVisible();

  const formation = page.getByRole('combobox', { name: 'Formation' });
  await formation.selectOption({ label: F_231 });
  await place(page, ava, 'Goalkeeper');
  await place(page, ben, 'Left Back');
  await place(page, cara, 'Striker');
  // Placing a player again moves them.
  await place(page, ben, 'Right Back');
  await expect(page.getByRole('button', { name: 'Left Back: empty' })).toBeVisible();

  // A new formation clears every placement.
  await formation.selectOption({ label: F_321 });
  for (const name of ['Goalkeeper', 'Left Back', 'Centre Back', 'Right Back', 'Striker']) {
    await expect(page.getByRole('button', { name: `${name}: empty` })).toBeVisible();
  }
  await place(page, ava, 'Goalkeeper');
  await place(page, ben, 'Centre Back');
  if (isDesktop(page)) {
    // Keyboard dragging: Space picks the player up, arrows jump between positions, Space drops.
    await playerCard(page, cara).focus();
    await page.keyboard.press('Space');
    // dnd-kit marks the item pressed once the keyboard drag has started listening for arrows.
    await expect(playerCard(page, cara)).toHaveAttribute('aria-pressed', 'true');
    // Each arrow moves from where the last one landed: wait for its announcement before the next (CI once pressed
    // them faster than a busy machine moved, and Cara was dropped two positions short).
    const announced = page.locator('[id^="DndLiveRegion"]');
    const overStriker = `${cara} is over Striker.`;
    for (const key of ['ArrowRight', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp']) {
      const before = (await announced.textContent()) ?? '';
      if (before === overStriker) break;
      await page.keyboard.press(key);
      await expect(announced).not.toHaveText(before);
    }
    await expect(announced).toHaveText(overStriker);
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: `Striker: ${cara}` })).toBeVisible();
  } else {
    await place(page, cara, 'Striker');
  }
  await page.screenshot({ path: testInfo.outputPath('lineup-editor.png'), fullPage: true });

  await page.getByRole('button', { name: 'Save Lineup' }).click();
  await expect(page.getByText('Lineup saved successfully')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: `Goalkeeper: ${ava}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Centre Back: ${ben}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Striker: ${cara}` })).toBeVisible();
  await expect(formation).toHaveValue('4');

  await signInAs(page, 'parent1');
  await page.goto(`/matches/${made.matchId}/lineup`);
  await expect(page.getByRole('heading', { name: 'Match Lineup', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Formation: 3-2-1' })).toBeVisible();
  const starting = page.getByRole('table', { name: 'Starting Players' });
  await expect(starting.getByRole('row')).toHaveCount(4);
  await expect(starting.getByRole('row', { name: new RegExp(`2 ${ava} Goalkeeper`) })).toBeVisible();
  await expect(starting.getByRole('row', { name: new RegExp(`3 ${ben} Centre Back`) })).toBeVisible();
  await expect(starting.getByRole('row', { name: new RegExp(`4 ${cara} Striker`) })).toBeVisible();
  await expect(page.getByText(`Goalkeeper: ${ava}`)).toBeAttached();
  await page.screenshot({ path: testInfo.outputPath('lineup-viewer.png'), fullPage: true });
});

test("a U12 team's lineup: its 9-a-side format first, the pitch filled in one tap and saved in another", async ({
  page,
  request,
}, testInfo) => {
  const names = ['Gus', 'Hal', 'Ivy', 'Jo', 'Kit', 'Lou', 'Max', 'Ned', 'Ola', 'Pip', 'Quin'];
  const made = await makeMatch(request, testInfo, names);
  await signInAs(page, 'coach1');
  await page.goto(`/admin/matches/${made.matchId}/lineup`);
  const formation = page.getByRole('combobox', { name: 'Formation' });
  // The team's format decides the first formation of a new lineup (#29 item 8): a U12 team plays 9-a-side.
  await expect(formation.locator('option:checked')).toHaveText(/9-a-side/);
  await expect(page.getByRole('button', { name: /: empty$/ })).toHaveCount(9);
  // Every button whole on a phone ('Save Lineu', 'Publis' and 'Rotati' before).
  for (const name of ['Reset', 'Save Lineup', 'Publish squad', 'Rotation', 'Fill empty positions']) {
    const button = page.getByRole('button', { name, exact: true });
    expect(await button.evaluate((el) => el.scrollWidth <= el.clientWidth + 1), name).toBe(true);
  }
  let taps = 0;
  const tap = async (locator: Locator) => {
    taps++;
    await (isDesktop(page) ? locator.click() : locator.tap());
  };
  await tap(page.getByRole('button', { name: 'Fill empty positions' }));
  await expect(page.getByRole('button', { name: /: empty$/ })).toHaveCount(0);
  await tap(page.getByRole('button', { name: 'Save Lineup' }));
  await expect(page.getByText('Lineup saved successfully')).toBeVisible();
  expect(taps).toBe(2);
  const saved = await (await adminApi(request)).get<{ lineup: unknown[] }>(`/lineups/match/${made.matchId}`);
  expect(saved.lineup).toHaveLength(9);
  await page.screenshot({ path: testInfo.outputPath('lineup-filled.png'), fullPage: true });
});

test('a player unavailable on the match date is shown apart and cannot be placed', async ({
  page,
  request,
}, testInfo) => {
  const made = await makeMatch(request, testInfo, ['Ava', 'Eve'], 1);
  const eve = made.players[1] as string;
  await signInAs(page, 'admin');
  await page.goto(`/admin/matches/${made.matchId}/lineup`);
  const apart = page.getByRole('region', { name: 'Not available for this match' });
  await expect(apart.getByText(eve)).toBeVisible();
  await expect(apart.getByText('Unavailable', { exact: true })).toBeVisible();
  await expect(playerCard(page, eve)).toHaveCount(0);

  const goalkeeper = page.getByRole('button', { name: 'Goalkeeper: empty' });
  const item = apart.getByRole('listitem').filter({ hasText: eve });
  if (isDesktop(page)) {
    const from = await centre(item);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    const to = await centre(goalkeeper);
    await page.mouse.move(to.x, to.y, { steps: 10 });
    await page.mouse.up();
  } else {
    await item.tap();
    await expect(page.getByText(/Tap a position to place/)).toHaveCount(0);
    await goalkeeper.tap();
  }
  await expect(page.getByRole('button', { name: 'Goalkeeper: empty' })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`: ${eve}$`) })).toHaveCount(0);
});

test('a parent opening the editor is sent to /?accessDenied=true; the viewer says when there is no lineup', async ({
  page,
  request,
}, testInfo) => {
  const made = await makeMatch(request, testInfo, ['Ava']);
  await signInAs(page, 'parent1');
  await page.goto(`/admin/matches/${made.matchId}/lineup`);
  await expect(page).toHaveURL(/\/\?accessDenied=true$/);
  await expect(page.getByRole('alert')).toContainText('Access denied');
  await page.goto(`/matches/${made.matchId}/lineup`);
  await expect(page.getByText('No formation has been set for this match')).toBeVisible();
  await expect(page.getByText(made.opponent)).toBeVisible();
});
