import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminApi, unique } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DEMO_PASSWORD } from '../support/env';
import { allEmails, type Email } from '../support/mailbox';
import { isoInDays, ownTeam, secondPage } from '../support/match-day';
import { isMobile, openFromMenu } from '../support/money';
import { signInAs } from '../support/session';
import { smallTargets } from '../support/tap-targets';

/**
 * The duty rota (#34, decision 135) in the browser: an admin adds a kind of duty, the coach plans the team's duties,
 * a parent swaps theirs with another family, whose parent accepts it, and the reminder the day before reaches that
 * family's parent by email (never a child's own account).
 *
 * The kinds of duty are the club's, for every team: the demo club's three, this run's and the other width's run's. Six
 * families for at most five duties a match: every duty is given, and one family is left free to swap with.
 */

type Api = Awaited<ReturnType<typeof adminApi>>;

interface RotaFamily {
  family_id: number;
  children: string[];
}
interface Rota {
  events: {
    event: 'match' | 'training';
    event_id: number;
    duties: { duty_id: number; kind_name: string; family: RotaFamily | null }[];
  }[];
  families: RotaFamily[];
}

interface Family {
  child: string;
  parent: string;
  email: string;
  childEmail: string;
}

/** A parent with an email and a child in the team who has a Player account (and an email) of their own. */
async function family(api: Api, teamId: number, tag: string, first: string, shirt: number): Promise<Family> {
  const child = `${first} ${tag}`;
  const lower = `${first}-${tag}`.toLowerCase();
  const player = await api.post<{ player_id: number }>('/players', {
    player_name: child,
    preferred_position: 'Midfielder',
    date_of_birth: '2015-05-05',
    shirt_number: shirt,
    team_id: teamId,
  });
  const parent = `parent-${lower}`;
  const email = `${parent}@duties.example`;
  const made = await api.post<{ user_id: number }>('/register', {
    username: parent,
    password: DEMO_PASSWORD,
    short_name: `${first}'s parent`,
    email,
    userTypes: ['Parent'],
  });
  await api.post('/parent-player-associations', { parent_user_id: made.user_id, player_id: player.player_id });
  const childEmail = `${lower}@duties.example`;
  await api.post('/register', {
    username: lower,
    password: DEMO_PASSWORD,
    email: childEmail,
    userTypes: ['Player'],
    player_id: player.player_id,
  });
  return { child, parent, email, childEmail };
}

/** Whether an email says this, alone or among an "N updates" email's (decision 131), its lines wrapped as may be. */
const says = (email: Email, words: string) => `${email.subject} ${email.text}`.replace(/\s+/g, ' ').includes(words);

/** The screen's controls on a phone: none under 44 × 44 px. */
async function expectThumbSized(page: Page, scope = page.getByRole('main')) {
  if (!isMobile(page)) return;
  const { all, small } = await smallTargets(scope);
  expect(all).toBeGreaterThanOrEqual(1);
  expect(small).toEqual([]);
}

/**
 * The dashboard's duty tile, below the child's dashboard and read once scrolled to (the first screen keeps to its six
 * reads): scrolled to until it has loaded, as sections above it may grow while it comes into view.
 */
async function dutyTile(page: Page): Promise<Locator> {
  const tile = page.getByRole('region', { name: 'Your next duty' });
  await expect(async () => {
    await tile.scrollIntoViewIfNeeded();
    await expect(tile.getByRole('link', { name: 'See your duties' })).toBeVisible({ timeout: 1_500 });
  }).toPass({ timeout: 30_000 });
  return tile;
}

test('an admin adds a duty, the coach plans, a family swaps it, and the family who took it is reminded', async ({
  page,
  browser,
}, testInfo) => {
  // Five people in turn, and the reminder waits for the server's planner (every 30 s) on a machine shared with others.
  test.setTimeout(180_000);
  const api = await adminApi(page.request);
  const tag = unique(testInfo, 'D').replace(/\s+/g, '');
  const { teamId, teamName } = await ownTeam(api, testInfo, 'Duty Larks');
  const coach = `coach-${tag}`.toLowerCase();
  await api.post('/register', {
    username: coach,
    password: DEMO_PASSWORD,
    short_name: `Coach ${tag}`,
    email: `${coach}@duties.example`,
    userTypes: ['Coach'],
  });
  await api.coachOf(teamId, coach);
  const families: Family[] = [];
  for (const [i, first] of ['Ava', 'Ben', 'Fay', 'Kit', 'Leo', 'Zoe'].entries())
    families.push(await family(api, teamId, tag, first, i + 1));
  const match = (opposition: string, days: number) =>
    api.post<{ match_id: number }>('/matches', {
      opposition_name: opposition,
      venue_name: 'Riverside Park',
      venue_address: 'Mill Lane, Riverside',
      home_or_away: 'Home',
      kick_off_time: '10:00',
      meet_time: '09:30',
      colours: 'Red',
      match_date: isoInDays(days),
      team_id: teamId,
      match_type: 'league',
    });
  const tomorrowOpponent = `Hilltop ${tag}`;
  const tomorrow = await match(tomorrowOpponent, 1);
  await match(`Meadow ${tag}`, 8);
  const fixture = `${teamName} v ${tomorrowOpponent}`;

  // The admin adds a kind of duty on the rota's screen.
  const kind = `Tea urn ${tag}`;
  await signInAs(page, 'admin');
  await page.goto('/duties/rota');
  const kinds = page.getByRole('region', { name: 'Kinds of duty' });
  await kinds.getByLabel('Name').fill(kind);
  await kinds.getByRole('textbox', { name: 'People' }).fill('1');
  await kinds.getByLabel('At').selectOption({ label: 'Matches' });
  await kinds.getByRole('button', { name: 'Add duty' }).click();
  await expect(kinds.getByText('Duty added')).toBeVisible();
  await expect(kinds.getByRole('row', { name: new RegExp(`^${kind} 1 Matches`) })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('duty-rota-admin.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page, 'duty rota as admin');

  // The coach plans the team's duties from the menu's Duty Rota.
  await page.context().clearCookies();
  await signInAs(page, coach);
  await page.goto('/');
  await openFromMenu(page, 'Duty Rota', 'Schedules');
  await expect(page.getByRole('heading', { name: 'Duty Rota', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Plan duties' }).click();
  await expect(page.getByText('Duties planned')).toBeVisible();
  const event = page.getByRole('article', { name: new RegExp(`^${fixture}, `) });
  const given = event.getByRole('combobox', { name: new RegExp(`^Who does ${kind} on `) });
  await expect(given).not.toHaveValue('');
  await expect(page.getByRole('article', { name: new RegExp(`^${teamName} v Meadow ${tag}, `) })).toBeVisible();
  const shares = page.getByRole('region', { name: 'Fair share this season' });
  for (const f of families) await expect(shares.getByRole('row', { name: new RegExp(f.child) })).toBeVisible();
  await expectThumbSized(page);
  await page.screenshot({ path: testInfo.outputPath('duty-rota.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page, 'duty rota as coach');

  // Which family has this duty tomorrow, and one with no duty at that match (the other width's kind may be there).
  const rota = await api.get<Rota>(`/teams/${teamId}/duties`);
  const day = rota.events.find((e) => e.event === 'match' && e.event_id === tomorrow.match_id)!;
  const duty = day.duties.find((d) => d.kind_name === kind)!;
  const byChild = (f: RotaFamily | null) => families.find((x) => f?.children.includes(x.child))!;
  const from = byChild(duty.family);
  const to = families.find((f) => !day.duties.some((d) => d.family?.children.includes(f.child)))!;
  expect(from).toBeDefined();
  expect(to).toBeDefined();

  // The family's parent: the duty on the dashboard's tile and on Duties; they ask the free family to take it.
  const parent = await secondPage(browser, testInfo);
  await signInAs(parent, from.parent);
  await parent.goto('/');
  const tile = await dutyTile(parent);
  await expect(tile.getByText(kind, { exact: true })).toBeVisible();
  await expect(tile.getByText(fixture, { exact: true })).toBeVisible();
  await expectThumbSized(parent, tile);
  await tile.screenshot({ path: testInfo.outputPath('next-duty-tile.png') });
  await tile.getByRole('link', { name: 'See your duties' }).click();
  await expect(parent.getByRole('heading', { name: 'Duties', level: 1 })).toBeVisible();
  const mine = parent.getByRole('article', { name: `${kind}, ${fixture}` });
  await expect(mine).toBeVisible();
  await expectThumbSized(parent);
  await parent.screenshot({ path: testInfo.outputPath('duties.png'), fullPage: true });
  await mine.getByRole('button', { name: 'Swap or ask the coach' }).click();
  const dialog = parent.getByRole('dialog', { name: `Swap ${kind}` });
  await dialog.getByRole('radio', { name: `The family of ${to.child}` }).check();
  await dialog.getByLabel('Note (optional)').fill('Away at a wedding');
  await expectThumbSized(parent, dialog);
  await parent.screenshot({ path: testInfo.outputPath('swap-dialog.png') });
  await expectNoSeriousA11yViolations(parent, 'swap dialog');
  await dialog.getByRole('button', { name: 'Send the request' }).click();
  await expect(dialog).toBeHidden();
  await expect(parent.getByText('Request sent')).toBeVisible();
  await expect(mine).toContainText(`Waiting for the family of ${to.child} to answer`);
  await expect(mine.getByRole('button', { name: 'Withdraw the request' })).toBeVisible();
  await expectThumbSized(parent);
  await parent.screenshot({ path: testInfo.outputPath('duties-waiting.png'), fullPage: true });
  await expectNoSeriousA11yViolations(parent, 'duties with a swap asked');

  // The other family's parent: asked on the dashboard and on Duties; Accept makes the duty theirs.
  const other = await secondPage(browser, testInfo);
  await signInAs(other, to.parent);
  await other.goto('/');
  await expect(await dutyTile(other)).toContainText('1 swap asked of your family');
  await other.goto('/duties');
  const asked = other.getByRole('region', { name: 'Asked of your family' });
  const request = asked.getByRole('article', { name: `${kind}, ${fixture}` });
  await expect(request).toContainText(`The family of ${from.child} asks if your family can take their ${kind}.`);
  await expect(request).toContainText('“Away at a wedding”');
  await expectThumbSized(other);
  await other.screenshot({ path: testInfo.outputPath('duties-asked.png'), fullPage: true });
  await expectNoSeriousA11yViolations(other, 'duties asked of the family');
  await request.getByRole('button', { name: 'Accept' }).click();
  await expect(other.getByText('Answer sent')).toBeVisible();
  await expect(asked).toBeHidden();
  await expect(
    other.getByRole('region', { name: 'Your duties' }).getByRole('article', { name: `${kind}, ${fixture}` }),
  ).toBeVisible();
  await parent.reload();
  await expect(parent.getByRole('heading', { name: 'Duties', level: 1 })).toBeVisible();
  await expect(parent.getByRole('article', { name: `${kind}, ${fixture}` })).toHaveCount(0);
  // The coach's rota shows the duty given to the family who took it.
  await page.reload();
  await expect(given.locator('option:checked')).toHaveText(`The family of ${to.child}`);

  // The server's planner (every 30 s) reminds the family's parent the day before; no child's own account hears of it.
  const reminder = `Tomorrow: your family’s duty, ${kind}`;
  await expect
    .poll(async () => (await allEmails()).filter((e) => e.to === to.email && says(e, reminder)).length, {
      timeout: 90_000,
      intervals: [2_000],
      message: `the reminder to ${to.email}`,
    })
    .toBe(1);
  const [sent] = (await allEmails()).filter((e) => e.to === to.email && says(e, reminder));
  expect(says(sent!, `Your family is on ${kind} at ${fixture}`)).toBe(true);
  const children = new Set(families.map((f) => f.childEmail));
  expect((await allEmails()).filter((e) => children.has(e.to))).toEqual([]);
  await parent.context().close();
  await other.context().close();
});
