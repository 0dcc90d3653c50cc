import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { adminApi, unique } from '../support/api';
import { ownTeam } from '../support/match-day';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { signInAs } from '../support/session';

// axe reads every element of a page: on the big admin lists that takes a while on a busy machine.
test.describe.configure({ timeout: 180_000 });

/**
 * Waits for the screen to be done, on state: its h1, then no section still busy (`aria-busy`: a section that loads
 * when seen is scrolled into view until it has loaded, and so on down the page) and no loading text.
 */
async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const busy = page.locator('[aria-busy="true"]');
  await expect(async () => {
    if ((await busy.count()) > 0) await busy.first().scrollIntoViewIfNeeded({ timeout: 1000 });
    await expect(busy).toHaveCount(0, { timeout: 1000 });
    await expect(page.getByText(/^Loading\b/)).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

interface PastMatch {
  match_id: number;
  match_date: string;
  team_name: string;
}

/** A message the admin sends to the Lions (parent1 is among its recipients): its page. */
async function messagePath(page: Page): Promise<string> {
  const api = await adminApi(page.request);
  const teams = await api.get<{ team_id: number; team_name: string }[]>('/teams');
  const lions = teams.find((t) => t.team_name === 'Riverside U10 Lions') as { team_id: number };
  const sent = await api.post<{ id: number }>('/messages', {
    subject: 'Kit collection',
    body: 'Kit can be collected at the clubhouse on Saturday.',
    team_ids: [lions.team_id],
  });
  return `/inbox/${sent.id}`;
}

/** The demo club's latest played match (with its lineup and timeline), not one another spec made meanwhile. */
async function pastMatchId(page: Page): Promise<number> {
  const api = await adminApi(page.request);
  const all = await api.get<PastMatch[]>('/matches');
  const today = new Date().toISOString().slice(0, 10);
  const past = all
    .filter((m) => m.match_date < today && m.team_name.startsWith('Riverside '))
    .sort((a, b) => b.match_date.localeCompare(a.match_date));
  return (past[0] as PastMatch).match_id;
}

interface Screen {
  who: string;
  path: string | ((page: Page) => Promise<string>);
}

const screens: Screen[] = [
  { who: 'admin', path: '/' },
  { who: 'coach1', path: '/' },
  { who: 'coach2', path: '/' },
  { who: 'parent1', path: '/' },
  { who: 'player1', path: '/' },
  { who: 'parent1', path: '/?accessDenied=true' },
  { who: 'parent1', path: '/matches' },
  { who: 'parent1', path: '/matches/fixtures' },
  { who: 'parent1', path: '/fixtures' },
  { who: 'parent1', path: '/matches/results' },
  { who: 'parent1', path: '/matches/live' },
  { who: 'parent1', path: async (page) => `/matches/${await pastMatchId(page)}/lineup` },
  { who: 'parent1', path: '/availability/record' },
  { who: 'player1', path: '/availability/record' },
  { who: 'coach1', path: '/availability/record' },
  { who: 'parent1', path: '/calendar/training' },
  { who: 'parent1', path: '/players/details' },
  { who: 'parent1', path: '/admin/availability' },
  { who: 'parent1', path: '/duties' },
  { who: 'coach1', path: '/duties/rota' },
  { who: 'admin', path: '/duties/rota' },
  { who: 'coach1', path: '/matches/live/admin' },
  { who: 'coach1', path: '/targets/report' },
  { who: 'coach1', path: '/coach-reports' },
  { who: 'coach1', path: async (page) => `/admin/matches/${await pastMatchId(page)}/lineup` },
  { who: 'admin', path: '/admin' },
  ...['users', 'teams', 'players', 'matches', 'match-types', 'opposition-teams', 'trainings'].map((panel) => ({
    who: 'admin',
    path: `/admin?panel=${panel}`,
  })),
  { who: 'admin', path: '/admin/players' },
  { who: 'admin', path: '/admin/teams' },
  { who: 'admin', path: '/admin/users' },
  { who: 'admin', path: '/admin/seasons' },
  { who: 'admin', path: '/admin/seasons/rollover' },
  { who: 'admin', path: '/admin/fixtures' },
  { who: 'admin', path: '/admin/training' },
  { who: 'admin', path: '/admin/audit' },
  { who: 'admin', path: '/admin/settings' },
  { who: 'admin', path: '/admin/integrations' },
  { who: 'admin', path: '/import' },
  { who: 'parent1', path: '/inbox' },
  { who: 'coach1', path: '/inbox' },
  { who: 'coach1', path: '/inbox/new' },
  { who: 'parent1', path: messagePath },
  { who: 'admin', path: messagePath },
];

const screenName = (screen: Screen) =>
  typeof screen.path === 'string' ? screen.path : screen.path === messagePath ? 'message' : 'lineup';

/**
 * One signed-in page per role visits its screens one after the other and runs axe on each (decision 112): a test per
 * group of at most three, so the workers share them and a group ends within its time on a slow machine. A soft
 * assertion per screen: every screen is checked and every violation reported, whichever fails.
 */
const GROUP = 3;
const groups = [...new Set(screens.map((s) => s.who))].flatMap((who) => {
  const own = screens.filter((s) => s.who === who);
  return Array.from({ length: Math.ceil(own.length / GROUP) }, (_, i) => ({
    who,
    screens: own.slice(i * GROUP, (i + 1) * GROUP),
  }));
});

for (const group of groups) {
  const names = group.screens.map(screenName).join(', ');
  test(`${names} as ${group.who} have no serious accessibility violation`, async ({ page }) => {
    await signInAs(page, group.who);
    for (const screen of group.screens) {
      await test.step(screenName(screen), async () => {
        await page.goto(typeof screen.path === 'string' ? screen.path : await screen.path(page));
        await settle(page);
        await expectNoSeriousA11yViolations(page, `${screenName(screen)} as ${group.who}`);
      });
    }
  });
}

test('the login screen has no serious accessibility violation', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the club’s sign-in return page has no serious accessibility violation', async ({ page }) => {
  // Opened without a sign-in started in this browser (the shared server has no OIDC): it says so, with the way back.
  await page.goto('/signin/oidc?code=none&state=none');
  await expect(page.getByRole('heading', { name: 'You are not signed in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to sign in' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a skip link is the first thing Tab reaches, and it moves focus to the main content', async ({ page }) => {
  await signInAs(page, 'coach1');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  // The page's own controls must be there for the Tab after the skip to land in them (CI once pressed it while the
  // coach view's code was still loading, with nothing focusable in the main content yet).
  await expect(
    page.getByRole('region', { name: 'Quick Actions' }).getByRole('link', { name: 'Run a Live Match' }),
  ).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The next Tab continues inside the page, not in the header or the menu.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);
});

/** Closes the open dialog one way or the other and checks that focus is back on the control that opened it. */
async function expectFocusReturns(
  page: Page,
  opener: ReturnType<Page['getByRole']>,
  open: () => Promise<void>,
  dialogName: string | RegExp,
  closeButton: string,
) {
  for (const how of ['Escape', closeButton]) {
    await open();
    const dialog = page.getByRole('dialog', { name: dialogName });
    await expect(dialog).toBeVisible();
    if (how === 'Escape') await page.keyboard.press('Escape');
    else await dialog.getByRole('button', { name: how, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(opener, `focus after closing ${String(dialogName)} with ${how}`).toBeFocused();
  }
}

test('focus returns to the Delete button after its confirmation closes', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/teams');
  const del = page.getByRole('button', { name: 'Delete' }).first();
  await expect(del).toBeVisible();
  await expectFocusReturns(page, del, () => del.click(), 'Please confirm', 'Cancel');
});

test('focus returns to Create New Match after its dialog closes, also when opened with the keyboard', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/fixtures');
  const create = page.getByRole('button', { name: 'Create New Match' });
  await expectFocusReturns(page, create, () => create.click(), 'Create Match', 'Close dialog');
  await expectFocusReturns(
    page,
    create,
    async () => {
      await create.focus();
      await page.keyboard.press('Enter');
    },
    'Create Match',
    'Cancel',
  );
});

test('focus returns to the row menu button after a dialog opened from the menu closes', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/training');
  const menuButton = page.getByRole('button', { name: /^Actions for training on/ }).first();
  await expectFocusReturns(
    page,
    menuButton,
    async () => {
      await menuButton.click();
      await page.getByRole('menuitem', { name: 'Edit' }).click();
    },
    'Edit Training Session',
    'Cancel',
  );
  // Delete from the menu, opened with the keyboard.
  await expectFocusReturns(
    page,
    menuButton,
    async () => {
      await menuButton.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('menuitem', { name: 'Delete' }).press('Enter');
    },
    'Please confirm',
    'Cancel',
  );
});

/**
 * A player of its own for a test that opens the target dialog: the report lists every player, and other tests add and
 * delete players meanwhile, so "the first player without a target" can be gone by the time the dialog saves.
 */
async function playerWithoutTargets(page: Page, testInfo: TestInfo): Promise<string> {
  const api = await adminApi(page.request);
  // A team of its own that coach1 coaches: a coach's Player Targets lists their teams' players (decision 127).
  const team = { team_id: (await ownTeam(api, testInfo, 'Axel Team')).teamId };
  await api.coachOf(team.team_id, 'coach1');
  const name = unique(testInfo, 'Axel Access');
  await api.post('/players', {
    player_name: name,
    preferred_position: 'Defender',
    date_of_birth: '2015-04-05',
    shirt_number: 77,
    team_id: team.team_id,
  });
  return name;
}

test('focus returns to the target button after the target dialog closes', async ({ page }, testInfo) => {
  const name = await playerWithoutTargets(page, testInfo);
  await signInAs(page, 'coach1');
  await page.goto('/targets/report');
  const plus = page.getByRole('button', { name: `Set Goals target for ${name}` });
  await expectFocusReturns(page, plus, () => plus.click(), `Set targets for ${name}`, 'Cancel');
});

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** Checks the page with a dialog open, then closes it with Escape. */
async function checkDialog(page: Page, name: string | RegExp, where: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name }).last();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/^Loading\b/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, where);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test('the account menu and the menu behind the burger have no serious accessibility violation', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/');
  await settle(page);
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'account menu');
  await page.keyboard.press('Escape');
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'burger menu');
  }
});

test('the sign-in error has no serious accessibility violation', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Username').fill('nobody');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'sign-in error');
});

// One test per screen, so each has its own time budget (all in one took close to two minutes on a loaded machine).
test('the delete confirmation has no serious accessibility violation', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/teams');
  await settle(page);
  await page.getByRole('button', { name: 'Delete' }).first().click();
  await checkDialog(page, 'Please confirm', 'delete confirmation');
});

test('the match dialogs and the row menu have no serious accessibility violation', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/fixtures');
  await settle(page);
  await page.getByRole('button', { name: 'Create New Match' }).click();
  await checkDialog(page, 'Create Match', 'Create Match');
  await page
    .getByRole('button', { name: /^Actions for / })
    .first()
    .click();
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'match row menu');
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await checkDialog(page, 'Edit Match', 'Edit Match');
});

test('the training session dialogs have no serious accessibility violation', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/training');
  await settle(page);
  await page.getByRole('button', { name: 'Add New Session' }).click();
  await checkDialog(page, 'Add New Training Session', 'Add New Training Session');
  await page.getByRole('button', { name: 'Bulk Create Sessions' }).click();
  await checkDialog(page, 'Bulk Create Training Sessions', 'Bulk Create Training Sessions');
});

test('the user dialogs have no serious accessibility violation', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/users');
  await settle(page);
  await page.getByRole('button', { name: 'Manage Players for parent1' }).first().click();
  await checkDialog(page, /Players/, 'Manage Players');
  await page.getByRole('button', { name: 'Link Player for player1' }).first().click();
  await checkDialog(page, 'Link Player for player1', 'Link Player');
});

test('the live match control dialogs have no serious accessibility violation', async ({ page }) => {
  const matchId = await pastMatchId(page);
  // A match of its own that nothing has started (other specs run today's matches live at the same time).
  const api = await adminApi(page.request);
  const team = await api.post<{ team_id: number }>('/teams', {
    team_name: `Axe ${test.info().project.name}`,
    home_colours: 'Red',
    away_colours: 'Blue',
    age_group: 'U12',
    club_name: 'Touchline FC',
    contact_number: '0123 456789',
  });
  const fresh = await api.post<{ match_id: number }>('/matches', {
    opposition_name: 'Axe Rovers',
    venue_name: 'Riverside Park',
    venue_address: 'Mill Lane',
    home_or_away: 'Home',
    kick_off_time: '23:45',
    meet_time: '23:15',
    colours: 'Red',
    // Far ahead, so it is nobody's next match on the dashboards other specs read.
    match_date: '2099-12-31',
    team_id: team.team_id,
    match_type: 'friendly',
  });
  // The console lists the matches of the teams its coach coaches (decision 127).
  await api.coachOf(team.team_id, 'coach1');
  await signInAs(page, 'coach1');
  await page.goto('/matches/live/admin');
  await settle(page);
  await page.getByLabel('Select Match').selectOption(String(fresh.match_id));
  // Not started: it can still be forfeited.
  await expect(page.getByRole('button', { name: 'Forfeit Match' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Event' }).click();
  await checkDialog(page, 'Add Event', 'Add Event');
  await page.getByRole('button', { name: 'Forfeit Match' }).click();
  await checkDialog(page, 'Forfeit Match', 'Forfeit Match');
  await page.getByLabel('Select Match').selectOption(String(matchId));
  await expect(page.getByRole('button', { name: 'View Formation' }).first()).toBeVisible();
  await expect(page.getByText('Loading match events...')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'live match control with a played match');
  await page.getByRole('button', { name: 'View Formation' }).first().click();
  await checkDialog(page, 'Team Lineup', 'Team Lineup');
});

test('the fixtures popups have no serious accessibility violation', async ({ page }) => {
  await signInAs(page, 'parent1');
  await page.goto('/matches');
  await settle(page);
  // The list opens on the next match's month, which may hold no played match yet: the season's first month does.
  await page.getByRole('tablist', { name: 'Months' }).getByRole('tab').first().click();
  await page.getByTitle('View Match Timeline').first().click();
  await checkDialog(page, / vs /, 'match timeline');
  await page.getByRole('article').first().getByRole('button').first().click();
  await checkDialog(page, / vs /, 'match detail popup');
});

test('the dashboard popups and the target dialog have no serious accessibility violation', async ({
  page,
}, testInfo) => {
  const name = await playerWithoutTargets(page, testInfo);
  await signInAs(page, 'player1');
  await page.goto('/');
  await settle(page);
  await page
    .getByRole('region', { name: 'Statistics' })
    .getByRole('button', { name: /Games started/ })
    .click();
  await checkDialog(page, /^Games started – /, 'stat detail');

  await page.context().clearCookies();
  await signInAs(page, 'coach1');
  await page.goto('/');
  await settle(page);
  await page.getByRole('button', { name: 'View availability' }).first().click();
  await checkDialog(page, /./, 'available and unavailable people');

  await page.goto('/targets/report');
  await settle(page);
  await page.getByRole('button', { name: `Set Goals target for ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Set targets for ${name}` });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'target dialog');
  await dialog.getByLabel('Goals target').fill('5');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: new RegExp(`^Edit Goals target for ${name}`) })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'targets report with a ring');
});

test('the welcome screen of an account without user types has no serious accessibility violation', async ({
  page,
}, testInfo) => {
  const api = await adminApi(page.request);
  const username = `a11y-${testInfo.project.name}-${Date.now().toString(36)}`;
  await api.post('/register', { username, password: 'a11y-password', userTypes: [] });
  const res = await page.request.post('/api/login', { data: { username, password: 'a11y-password' } });
  const { token } = (await res.json()) as { token: string };
  await page.context().addCookies([
    { name: 'token', value: token, domain: 'localhost', path: '/', sameSite: 'Strict', expires: -1 },
    { name: 'cookieConsent', value: 'true', domain: 'localhost', path: '/', sameSite: 'Strict', expires: -1 },
  ]);
  await page.goto('/');
  await settle(page);
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'welcome screen');
});

test(
  'a full-screen report has no serious accessibility ' + 'violation, and leaving it gives focus back to Full screen',
  async ({ page }) => {
    await signInAs(page, 'coach1');
    await page.goto('/coach-reports');
    await settle(page);
    const full = page.getByRole('button', { name: 'Full screen' });
    await full.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'full-screen report');
    await dialog.getByRole('button', { name: 'Exit full screen' }).click();
    await expect(dialog).toBeHidden();
    await expect(full).toBeFocused();
    await full.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(full).toBeFocused();
  },
);
