import { expect, test } from '@playwright/test';
import { signInAs } from '../support/session';

// The demo club plays every Saturday from ten weeks ago to eight weeks ahead; past matches have whole timelines.

test('the season list opens on the next match, with months, results and the detail popup', async ({ page }, testInfo) => {
  await signInAs(page, 'parent1');
  await page.goto('/matches');
  await expect(page.getByRole('heading', { name: 'Matches', level: 1 })).toBeVisible();
  const tabs = page.getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  expect(await tabs.count()).toBeGreaterThan(2);

  // The chosen month holds the next match, badged.
  const now = new Date();
  const nextSaturday = new Date(now.getFullYear(), now.getMonth(), now.getDate() + ((6 - now.getDay() + 7) % 7));
  const month = nextSaturday.toLocaleDateString('en-GB', { month: 'short', year: 'numeric' });
  await expect(page.getByRole('tab', { name: month })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Next Match', { exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('match-list.png') });

  // An earlier month: played matches show 'our - their' and FT.
  await tabs.first().click();
  const played = page.getByRole('article').filter({ has: page.getByText('FT', { exact: true }) }).first();
  await expect(played.getByText(/^\d+ - \d+$/)).toBeVisible();
  await expect(played.getByText('FT', { exact: true })).toBeVisible();
  await expect(page.getByText('Next Match', { exact: true })).toHaveCount(0);

  // Expanding a card shows meet-up, venue, kit and team.
  const more = played.getByRole('button', { name: 'More details' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  await expect(played.getByText('Meet-up')).toBeVisible();
  await expect(played.getByText('Kit')).toBeVisible();
  await page.waitForTimeout(300); // the card's expand transition, for the screenshot only
  await page.screenshot({ path: testInfo.outputPath('match-list-past.png') });

  // Clicking the score opens the timeline (the match has events).
  await played.getByRole('button', { name: /^\d+ - \d+ FT$/ }).click();
  const timeline = page.getByRole('dialog');
  await expect(timeline.getByRole('list', { name: 'Match events' })).toContainText('Kick-off');
  await timeline.getByRole('button', { name: 'Close dialog' }).click();
  await expect(timeline).toBeHidden();

  // The row opens the detail popup with the Final Result.
  const title = (await played.getAttribute('aria-label')) ?? '';
  await played.getByRole('button', { name: title }).click();
  const popup = page.getByRole('dialog', { name: title });
  await expect(popup.getByRole('heading', { name: 'Final Result' })).toBeVisible();
  await expect(popup.getByText(/^League$|^Cup$/)).toBeVisible();
  await expect(popup.getByText(/^(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day,? \d{1,2} \w+ \d{4}$/)).toBeVisible();
  await expect(popup.getByRole('heading', { name: 'Match Information' })).toBeVisible();
  for (const label of ['Where', 'Meet-up', 'Kick-off', 'Kit']) await expect(popup.getByText(label, { exact: true })).toBeVisible();
  await expect(popup.getByRole('heading', { name: 'Venue Information' })).toBeVisible();
  const map = popup.getByRole('link', { name: 'View on Map' });
  await expect(map).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
  await expect(map).toHaveAttribute('target', '_blank');
  await popup.getByRole('button', { name: 'View Match Timeline' }).click();
  await expect(popup.getByRole('list', { name: 'Match events' })).toContainText('Full Time');
  await page.waitForTimeout(400); // the modal's fade-in, for the screenshot only
  await page.screenshot({ path: testInfo.outputPath('match-detail.png') });
  await popup.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(popup).toBeHidden();
});

test('fixtures open on the first month with the next match badged', async ({ page }, testInfo) => {
  await signInAs(page, 'coach1');
  for (const path of ['/matches/fixtures', '/fixtures']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Fixtures & Results', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Next Match', { exact: true })).toBeVisible();
  }
  // A future match shows its kick-off time; its popup has no Final Result.
  const future = page.getByRole('article').filter({ has: page.getByText(/^\d\d:\d\d$/) }).last();
  const title = (await future.getAttribute('aria-label')) ?? '';
  await future.getByRole('button', { name: title }).click();
  const popup = page.getByRole('dialog', { name: title });
  await expect(popup.getByRole('heading', { name: 'Match Information' })).toBeVisible();
  await expect(popup.getByRole('heading', { name: 'Final Result' })).toHaveCount(0);
  await page.waitForTimeout(400); // the modal's fade-in, for the screenshot only
  await page.screenshot({ path: testInfo.outputPath('fixtures-detail.png') });
});
