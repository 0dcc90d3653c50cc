import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { adminApi, unique } from '../support/api';
import { DEMO_PASSWORD } from '../support/env';
import { signInAs } from '../support/session';

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
/** '10 April 2031': how the calendar names a day. */
const dayName = (d: Date) => d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
/** A day of next month (the calendar opens on this month). */
const nextMonthDay = (day: number) => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth() + 1, day);
};
const calendarDay = (page: Page, d: Date) => page.getByRole('button', { name: new RegExp(`^${dayName(d)}(,|$)`) });
const loginName = (testInfo: TestInfo, base: string) => unique(testInfo, base).toLowerCase().replace(/\s+/g, '-');

/** A team of its own with two players, a match and a training next month, and a parent linked to both players. */
async function makeFamily(request: APIRequestContext, testInfo: TestInfo) {
  const api = await adminApi(request);
  const team = await api.post<{ team_id: number }>('/teams', {
    team_name: unique(testInfo, 'Availability FC'),
    home_colours: 'Red',
    away_colours: 'Blue',
    age_group: 'U10',
    club_name: 'Touchline',
    contact_number: '0123 456789',
  });
  const children: { player_id: number; player_name: string }[] = [];
  for (const [i, first] of ['Robin', 'Kit'].entries()) {
    children.push(
      await api.post('/players', {
        player_name: unique(testInfo, `${first} Avail`),
        player_short_name: first,
        preferred_position: 'Defender',
        date_of_birth: '2016-04-01',
        shirt_number: i + 4,
        team_id: team.team_id,
      }),
    );
  }
  await api.post('/matches', {
    opposition_name: unique(testInfo, 'Rovers'),
    venue_name: 'Riverside Park',
    venue_address: '1 River Road',
    home_or_away: 'Home',
    kick_off_time: '10:00',
    meet_time: '09:30',
    colours: 'Red',
    match_date: iso(nextMonthDay(10)),
    team_id: team.team_id,
    match_type: 'friendly',
  });
  await api.post('/trainings', {
    date: iso(nextMonthDay(12)),
    start_time: '18:00',
    end_time: '19:00',
    venue: 'Gym',
    team_id: team.team_id,
  });
  const username = loginName(testInfo, 'parent');
  const parent = await api.post<{ user_id: number }>('/register', {
    username,
    password: DEMO_PASSWORD,
    role: 'user',
    userTypes: ['Parent'],
  });
  for (const child of children)
    await api.post('/parent-player-associations', { parent_user_id: parent.user_id, player_id: child.player_id });
  return { username, children };
}

/**
 * Clicks a button and gives the text of the notice it puts on the page; fails if it opened a browser pop-up instead
 * (#28 item 24: saved dates are confirmed on the page).
 */
async function noticeAfter(page: Page, click: () => Promise<void>): Promise<string> {
  const popUps: string[] = [];
  const onDialog = (dialog: { message(): string; accept(): Promise<void> }) => {
    popUps.push(dialog.message());
    void dialog.accept();
  };
  page.on('dialog', onDialog);
  await click();
  const notice = page.getByRole('status').filter({ hasText: /Availability|date/ });
  await expect(notice).toBeVisible();
  page.off('dialog', onDialog);
  expect(popUps).toEqual([]);
  return (await notice.textContent()) ?? '';
}

test('a parent records two future dates for one child, sees match and training days, and deletes one', async ({
  page,
  request,
}, testInfo) => {
  const { username, children } = await makeFamily(request, testInfo);
  const child = children[0] as { player_id: number; player_name: string };
  await signInAs(page, username);
  await page.goto('/availability/record');
  await expect(page.getByRole('heading', { name: 'Select the dates player will miss' })).toBeVisible();
  await expect(page.getByText('No unavailability records found')).toBeVisible();

  await page.getByLabel('Player').selectOption(String(child.player_id));
  await expect(page.getByRole('heading', { name: 'Select the dates Robin will miss' })).toBeVisible();

  await page.getByRole('button', { name: 'Next month' }).click();
  const matchDay = calendarDay(page, nextMonthDay(10));
  await expect(matchDay).toHaveAccessibleName(`${dayName(nextMonthDay(10))}, Match scheduled`);
  await expect(calendarDay(page, nextMonthDay(12))).toHaveAccessibleName(
    `${dayName(nextMonthDay(12))}, Training scheduled`,
  );
  await matchDay.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Match scheduled');

  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await matchDay.click();
  await calendarDay(page, nextMonthDay(11)).click();
  await expect(matchDay).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('2 dates selected')).toBeVisible();
  await page.getByLabel('Notes (optional)').fill('Cup weekend away');
  await page.screenshot({ path: testInfo.outputPath('availability-selected.png'), fullPage: true });

  expect(await noticeAfter(page, () => submit.click())).toBe('Availability recorded successfully');
  await expect(page.getByText('No dates selected')).toBeVisible();
  const monthLabel = nextMonthDay(1).toLocaleDateString('en-GB', { month: 'long', year: 'numeric' });
  const month = page.getByRole('button', { name: `${monthLabel} 2 dates` });
  await expect(month).toBeVisible();
  await expect(page.getByText('Cup weekend away')).toHaveCount(2);
  await expect(matchDay).toHaveAccessibleName(`${dayName(nextMonthDay(10))}, Match scheduled, already unavailable`);
  await page.screenshot({ path: testInfo.outputPath('availability-recorded.png'), fullPage: true });

  const longName = (d: Date) =>
    d.toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  await page.getByRole('button', { name: `Delete ${longName(nextMonthDay(11))}` }).click();
  await expect(page.getByRole('button', { name: `${monthLabel} 1 date` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Delete ${longName(nextMonthDay(11))}` })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Delete ${longName(nextMonthDay(10))}` })).toBeVisible();

  // The month collapses and opens again.
  const only = page.getByRole('button', { name: `${monthLabel} 1 date` });
  await only.click();
  await expect(only).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('button', { name: `Delete ${longName(nextMonthDay(10))}` })).toBeHidden();
});

test('a parent cannot pick a past day', async ({ page }, testInfo) => {
  await signInAs(page, 'parent1');
  await page.goto('/availability/record');
  const chooser = page.getByLabel('Player');
  await expect(chooser).toBeEnabled();
  // Two children: nothing chosen yet, so nothing listed.
  await expect(chooser).toHaveValue('');
  await expect(page.getByText('No unavailability records found')).toBeVisible();
  await chooser.selectOption({ index: 1 });

  const today = new Date();
  const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
  await expect(calendarDay(page, today)).toBeEnabled();
  const past = calendarDay(page, yesterday);
  if ((await past.count()) > 0) {
    await expect(past).toBeDisabled();
  } else {
    // The first of a month starting on a Monday: the month before cannot even be opened.
    await expect(page.getByRole('button', { name: 'Previous month' })).toBeDisabled();
  }
  const firstOfMonth = calendarDay(page, new Date(today.getFullYear(), today.getMonth(), 1));
  if (today.getDate() > 1) await expect(firstOfMonth).toBeDisabled();
  await page.screenshot({ path: testInfo.outputPath('availability-parent.png') });
});

test('a parent with one child sees the child preselected and locked', async ({ page }) => {
  await signInAs(page, 'parent2');
  await page.goto('/availability/record');
  const chooser = page.getByLabel('Player');
  await expect(chooser).toBeDisabled();
  await expect(chooser).not.toHaveValue('');
  await expect(page.getByRole('heading', { name: /^Select the dates .+ will miss$/ })).not.toHaveText(
    'Select the dates player will miss',
  );
});

test('a coach records their own availability with no player', async ({ page, request }, testInfo) => {
  const api = await adminApi(request);
  const username = loginName(testInfo, 'coach');
  await api.post('/register', { username, password: DEMO_PASSWORD, role: 'user', userTypes: ['Coach'] });
  await signInAs(page, username);
  await page.goto('/availability/record');
  const chooser = page.getByLabel('Player');
  await expect(chooser).toBeEnabled();
  await expect(chooser).toHaveValue('');
  await expect(page.getByText('No unavailability records found')).toBeVisible();

  // A coach may pick past days too; Submit works without a player.
  const today = new Date();
  if (today.getDate() > 1)
    await expect(calendarDay(page, new Date(today.getFullYear(), today.getMonth(), 1))).toBeEnabled();
  await page.getByRole('button', { name: 'Next month' }).click();
  await calendarDay(page, nextMonthDay(20)).click();
  expect(await noticeAfter(page, () => page.getByRole('button', { name: 'Submit' }).click())).toBe(
    'Availability recorded successfully',
  );
  const monthLabel = nextMonthDay(1).toLocaleDateString('en-GB', { month: 'long', year: 'numeric' });
  await expect(page.getByRole('button', { name: `${monthLabel} 1 date` })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('availability-coach.png'), fullPage: true });
});
