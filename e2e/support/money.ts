import { expect, type Browser, type Page, type TestInfo } from '@playwright/test';
import { type adminApi, unique } from './api';
import { ownTeam } from './match-day';

/** The money area's specs (#33, decision 133): families, treasurers and dates as the server sees them. */

type Api = Awaited<ReturnType<typeof adminApi>>;

export const MONEY_PASSWORD = 'Touchline-money-2026!';

/** The club's bank details every money spec sets (the settings are the club's, one for every test). */
export const CLUB_BANK = {
  payee: 'Touchline FC',
  sort_code: '12-34-56',
  account_number: '12345678',
  iban: '',
  bic: '',
  reminders: false,
  overdue_flag_days: null,
};

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** A username no other test uses (no spaces, lower case). */
export const uniqueUser = (testInfo: TestInfo, base: string) =>
  unique(testInfo, base).replace(/\s+/g, '-').toLowerCase();

/** A user of the test's own who can sign in with MONEY_PASSWORD: a parent, or the treasurer. */
export async function moneyUser(api: Api, testInfo: TestInfo, base: string, treasurer = false) {
  const username = uniqueUser(testInfo, base);
  const user = await api.post<{ user_id: number }>('/register', {
    username,
    password: MONEY_PASSWORD,
    short_name: unique(
      testInfo,
      base.replace(/^./, (c) => c.toUpperCase()),
    ),
    userTypes: ['Parent'],
    ...(treasurer ? { treasurer: true } : {}),
  });
  return { userId: user.user_id, username };
}

/** A player of the test's own in the team. */
export async function player(api: Api, teamId: number, name: string, dateOfBirth: string, shirt: number) {
  const made = await api.post<{ player_id: number }>('/players', {
    player_name: name,
    preferred_position: 'Midfielder',
    date_of_birth: dateOfBirth,
    shirt_number: shirt,
    team_id: teamId,
  });
  return made.player_id;
}

export interface FamilyRow {
  family_id: number;
  reference: string;
  balance_minor: number;
  players: { player_id: number; player_name: string }[];
}

/** The family a player is in (the money screens make families the first time they look), and the server's today. */
export async function familyOf(api: Api, playerId: number): Promise<FamilyRow & { today: string }> {
  const balances = await api.get<{ today: string; families: FamilyRow[] }>('/money/families');
  const family = balances.families.find((f) => f.players.some((p) => p.player_id === playerId));
  if (!family) throw new Error(`no family for player ${playerId}`);
  return { ...family, today: balances.today };
}

/** A team of the test's own with one child, and the child's parent. */
export async function oneChildFamily(api: Api, testInfo: TestInfo, team: string, child: string, shirt = 7) {
  const { teamId, teamName } = await ownTeam(api, testInfo, team);
  const childName = unique(testInfo, child);
  const playerId = await player(api, teamId, childName, '2015-05-05', shirt);
  const parent = await moneyUser(api, testInfo, 'parent');
  await api.post('/parent-player-associations', { parent_user_id: parent.userId, player_id: playerId });
  return { teamId, teamName, childName, playerId, parent };
}

/** `days` after (or before) an ISO date, ISO. */
export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A monthly instalment's due date: the same day `months` later (the 28th at most, so every month has it). */
export function monthsAfter(iso: string, months: number): string {
  const month = Number(iso.slice(5, 7)) - 1 + months;
  const year = Number(iso.slice(0, 4)) + Math.floor(month / 12);
  const day = Math.min(Number(iso.slice(8, 10)), 28);
  return `${year}-${String((month % 12) + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** An ISO date as the calendar's day buttons name it: '14 October 2026'. */
export function calendarDayName(iso: string): string {
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** An ISO date as the money screens write it: '14 Oct 2026'. */
export function dayText(iso: string): string {
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * Picks a day on a date field's calendar: opens it (it shows the month of `shown`, the field's value), steps month by
 * month to the day's month and clicks the day.
 */
export async function pickDate(page: Page, label: string, shown: string, iso: string) {
  await page.getByRole('button', { name: label, exact: true }).click();
  const months = (iso: string) => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7));
  const steps = months(iso) - months(shown);
  for (let i = 0; i < Math.abs(steps); i++)
    await page.getByRole('button', { name: steps < 0 ? 'Previous month' : 'Next month' }).click();
  await page.getByRole('button', { name: calendarDayName(iso), exact: true }).click();
  await expect(page.getByRole('button', { name: label, exact: true })).toHaveText(
    new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }),
  );
}

/** Signs in with the sign-in form, as a person does (the cookie notice already answered). */
export async function signInWithForm(page: Page, username: string, password = MONEY_PASSWORD) {
  await page
    .context()
    .addCookies([
      { name: 'cookieConsent', value: 'true', domain: 'localhost', path: '/', sameSite: 'Strict', expires: -1 },
    ]);
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();
}

/** Opens a screen from the menu (the burger first on a phone), within a group of it when given. */
export async function openFromMenu(page: Page, label: string, group?: string) {
  if (isMobile(page)) await page.getByRole('button', { name: 'Toggle navigation' }).click();
  const scope = group ? page.getByRole('group', { name: group }) : page.getByRole('navigation');
  await scope.getByRole('link', { name: label, exact: true }).click();
}

/** A phone of the parent's own (390 × 844, touch), whatever the width the test runs at. */
export async function phone(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  return context.newPage();
}
