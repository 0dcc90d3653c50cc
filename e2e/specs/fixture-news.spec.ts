import { expect, test } from '@playwright/test';
import { adminApi, unique } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { allEmails } from '../support/mailbox';
import { signInAs } from '../support/session';

// Fixture news (decision 106): a changed kick-off and a postponement reach the families' inboxes and email; the coach
// publishes a squad from the lineup editor.

const TEAM = 'Riverside U10 Lions';

function inDays(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

test('a kick-off change and a postponement reach the families in their inbox and by email', async ({
  page,
  browser,
}, testInfo) => {
  const api = await adminApi(page.request);
  const teams = await api.get<{ team_id: number; team_name: string }[]>('/teams');
  const lions = teams.find((t) => t.team_name === TEAM)!;
  const opponent = unique(testInfo, 'News Rovers');
  const body = {
    opposition_name: opponent,
    venue_name: 'Riverside Park',
    venue_address: 'Mill Lane',
    home_or_away: 'Home',
    kick_off_time: '10:00',
    meet_time: '09:30',
    colours: 'Red and white',
    match_date: inDays(testInfo.project.name === 'desktop' ? 12 : 13),
    team_id: lions.team_id,
    match_type: 'league',
  };
  const match = await api.post<{ match_id: number }>('/matches', body);
  try {
    // The kick-off moves (Match Management's edit sends the same).
    await api.put(`/matches/${match.match_id}`, { ...body, kick_off_time: '11:15' });

    // parent1 has a child in the Lions: the notice is in their inbox and their email.
    const { baseURL, viewport, isMobile, hasTouch } = testInfo.project.use;
    const parentContext = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
    const parent = await parentContext.newPage();
    await signInAs(parent, 'parent1');
    await parent.goto('/inbox');
    const notice = parent.getByRole('link', { name: new RegExp(`Kick-off changed: ${TEAM} v ${opponent}`) });
    await expect(notice).toBeVisible({ timeout: 15_000 });
    await notice.click();
    await expect(parent.getByText('Kick-off: 10:00 → now 11:15.')).toBeVisible();
    // The venue's map is a link, not an address in brackets (#28 item 14).
    await expect(parent.getByRole('link', { name: 'map', exact: true })).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/search\//,
    );
    await parent.screenshot({ path: testInfo.outputPath('fixture-change-message.png'), fullPage: true });
    await expectNoSeriousA11yViolations(parent, 'fixture change message');
    await expect
      .poll(async () =>
        (await allEmails()).some(
          (e) => e.to === 'parent1@example.org' && e.subject.startsWith(`Kick-off changed: ${TEAM} v ${opponent}`),
        ),
      )
      .toBe(true);

    // The coach postpones it from Match Management, with a reason.
    await signInAs(page, 'admin');
    await page.goto('/admin/fixtures');
    await page.getByPlaceholder(/Search/).fill(opponent);
    await page.getByRole('button', { name: new RegExp(`Actions for match against ${opponent}`) }).click();
    await page.getByRole('menuitem', { name: 'Postpone' }).click();
    const dialog = page.getByRole('dialog', { name: 'Postpone fixture' });
    await dialog.getByRole('button', { name: 'Postpone and tell families' }).click();
    await expect(dialog.getByText('Give families a reason')).toBeVisible();
    await dialog.getByLabel('Reason for families').fill('Waterlogged pitch');
    await expectNoSeriousA11yViolations(page, 'postpone dialog');
    await dialog.getByRole('button', { name: 'Postpone and tell families' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Postponed', { exact: true }).first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('fixtures-postponed.png'), fullPage: true });

    await parent.goto('/inbox');
    await expect(parent.getByRole('link', { name: new RegExp(`Postponed: ${TEAM} v ${opponent}`) })).toBeVisible({
      timeout: 15_000,
    });
    await parentContext.close();
  } finally {
    await api.delete(`/matches/${match.match_id}`);
  }
});
