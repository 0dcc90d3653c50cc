import { mkdirSync, readFileSync } from 'node:fs';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { adminApi, unique } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { ownTeam, todaysMatchBody } from '../support/match-day';
import { signInAs } from '../support/session';

/**
 * Languages (#32, decision 132): the main screens in Spanish, the second complete language, at both widths with no
 * serious axe violation: the sign-in page in a Spanish browser's language, then a parent and a coach who chose
 * Español: the dashboard, availability, the inbox and the match console. The words expected are read from the Spanish
 * catalogue itself (`es(English)`), so the test checks that the screens speak it, not one translation's wording.
 */
const catalogue = JSON.parse(
  readFileSync(new URL('../../packages/domain/src/i18n/locales/es.json', import.meta.url), 'utf8'),
) as Record<string, string>;

/** The Spanish of a message without placeholders; fails when the catalogue lacks it. */
function es(english: string): string {
  const text = catalogue[english];
  if (!text) throw new Error(`es.json lacks ${JSON.stringify(english)}`);
  return text;
}

const PASSWORD = 'Touchline-idioma-2026!';
const SHOTS = '/tmp/spanish-shots';

async function shot(page: Page, testInfo: TestInfo, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  const width = page.viewportSize()?.width ?? 1280;
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  await testInfo.attach(name, { path: `${SHOTS}/${name}-${width}.png`, contentType: 'image/png' });
}

/** A team of the test's own with a match today, one player, a parent and a coach, both speaking Spanish. */
async function spanishFamily(page: Page, testInfo: TestInfo) {
  const api = await adminApi(page.request);
  const { teamId, teamName } = await ownTeam(api, testInfo, 'Leones');
  const player = await api.post<{ player_id: number }>('/players', {
    player_name: unique(testInfo, 'Lucía Pérez'),
    preferred_position: 'Midfielder',
    date_of_birth: '2014-03-01',
    shirt_number: 9,
    team_id: teamId,
  });
  const slug = (name: string) => unique(testInfo, name).replace(/\s+/g, '-').toLowerCase();
  const parent = slug('madre');
  const coach = slug('entrenador');
  const parentId = (
    await api.post<{ user_id: number }>('/register', { username: parent, password: PASSWORD, userTypes: ['Parent'] })
  ).user_id;
  const coachId = (
    await api.post<{ user_id: number }>('/register', { username: coach, password: PASSWORD, userTypes: ['Coach'] })
  ).user_id;
  await api.post('/parent-player-associations', { parent_user_id: parentId, player_id: player.player_id });
  await api.put(`/teams/${teamId}/coaches`, { user_ids: [coachId] });
  const match = await api.post<{ match_id: number }>('/matches', todaysMatchBody(teamId, 'Rivales'));
  // A club message, so the inbox has something to show.
  await api.post('/messages', {
    subject: 'Entrenamiento el jueves',
    body: 'Nos vemos a las 18:00.',
    team_ids: [teamId],
  });
  return { api, teamName, parent, coach, matchId: match.match_id };
}

/** Signs in and chooses Español, as a person does in Account settings (the API's PATCH /account). */
async function speakSpanish(page: Page, username: string) {
  const token = await signInAs(page, username, PASSWORD);
  const res = await page.request.patch('/api/account', {
    data: { language: 'es' },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
}

test.describe('in a Spanish browser', () => {
  test.use({ locale: 'es-ES' });

  test('the sign-in page speaks Spanish, and English stays English for an English browser', async ({
    page,
  }, testInfo) => {
    await page.goto('/login');
    const form = page.getByRole('form', { name: es('Sign in') });
    await expect(form.getByLabel(es('Username'))).toBeVisible();
    await expect(form.getByLabel(es('Password'), { exact: true })).toBeVisible();
    await expect(form.getByRole('button', { name: es('Sign In') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expectNoSeriousA11yViolations(page);
    await shot(page, testInfo, 'sign-in');
  });
});

test('the spec’s English texts are unchanged for an English browser', async ({ page }) => {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await expect(form.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
});

test('a parent who chose Español: the dashboard, availability and the inbox in Spanish', async ({ page }, testInfo) => {
  const { parent } = await spanishFamily(page, testInfo);
  await speakSpanish(page, parent);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('link', { name: new RegExp(`^${es('Inbox')}`) }).first()).toBeVisible();
  if ((page.viewportSize()?.width ?? 1280) >= 768) {
    await expect(page.getByRole('link', { name: es('Dashboard'), exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Dashboard', exact: true })).toHaveCount(0);
  } else {
    await expect(page.getByRole('button', { name: es('Toggle navigation') })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);
  await shot(page, testInfo, 'dashboard');

  await page.goto('/availability/record');
  await expect(page.getByRole('heading', { name: es('Record Availability'), level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, testInfo, 'availability');

  await page.goto('/inbox');
  await expect(page.getByRole('heading', { name: es('Inbox'), level: 1 })).toBeVisible();
  await expect(page.getByText('Entrenamiento el jueves')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, testInfo, 'inbox');
});

test('a coach who chose Español: the match console in Spanish', async ({ page }, testInfo) => {
  const { coach, matchId } = await spanishFamily(page, testInfo);
  await speakSpanish(page, coach);
  await page.goto('/matches/live/admin');
  await page.getByLabel(es('Select Match')).selectOption(String(matchId));
  await expect(page.getByRole('heading', { name: es('Quick Actions') })).toBeVisible();
  await expect(page.getByRole('button', { name: es('Confirm Lineup') })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Quick Actions' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await shot(page, testInfo, 'console');
});
