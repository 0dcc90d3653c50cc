import { expect, test, type Page } from '@playwright/test';
import { adminApi } from '../support/api';
import { ownTeam, tapPhase, todaysMatchBody } from '../support/match-day';
import { signInAs } from '../support/session';

/**
 * Decision 124 (#29 item 7): the console's clock, its phase buttons and the timeline run on the match's own length:
 * a U12 match of 2 × 30 and a U8 match of 40, each recorded from kick-off to full time.
 */

const scoreboard = (page: Page) => page.getByRole('region', { name: 'Scoreboard' });
const clock = (page: Page) =>
  scoreboard(page)
    .getByText(/^(\d+'|HT|FT)$/)
    .first();

for (const { ageGroup, length } of [
  { ageGroup: 'U12', length: 60 },
  { ageGroup: 'U8', length: 40 },
]) {
  test(`a ${ageGroup} match runs ${length} minutes on the console, half time at ${length / 2}`, async ({
    page,
  }, testInfo) => {
    const half = length / 2;
    const api = await adminApi(page.request);
    const { teamId } = await ownTeam(api, testInfo, `Clock ${ageGroup}`, ageGroup);
    const users = await api.get<{ user_id: number; username: string }[]>('/users');
    await api.put(`/teams/${teamId}/coaches`, { user_ids: [users.find((u) => u.username === 'coach1')?.user_id] });
    const { match_id: matchId } = await api.post<{ match_id: number }>('/matches', todaysMatchBody(teamId, 'Rovers'));
    const timeline = async () =>
      (
        await api.get<{ events: { event_type: string | null; minute: number | null }[] }>(
          `/matches/${matchId}/timeline`,
        )
      ).events
        .filter((e) => e.event_type && e.event_type !== 'LINEUP_CONFIRMED')
        .map((e) => [e.event_type, e.minute]);

    await page.clock.install();
    await signInAs(page, 'coach1');
    await page.goto('/matches/live/admin');
    await page.getByLabel('Select Match').selectOption(String(matchId));
    await page.getByRole('button', { name: 'Confirm Lineup' }).click();
    await tapPhase(page, 'Start Match');
    await expect(clock(page)).toHaveText("0'");
    // The server stamps each phase with its own (real) time, so the browser's clock moves on only once the second
    // half has begun: the half's length is the button's, whatever the time.
    await tapPhase(page, 'First Half Done');
    await expect(clock(page)).toHaveText('HT');
    await tapPhase(page, 'Second Half Start');
    // The second half starts at half the length, not at 45.
    await expect(clock(page)).toHaveText(`${half}'`);
    await page.clock.fastForward('10:00');
    await expect(clock(page)).toHaveText(`${half + 10}'`);
    await page.getByRole('button', { name: 'Goal (us)' }).click();
    await page.getByRole('dialog', { name: 'Who scored?' }).getByRole('button', { name: 'Pick later' }).click();
    await expect(page.getByRole('list', { name: 'Match Events' })).toContainText(`${half + 10}'`);
    await tapPhase(page, 'Match Ended');
    await expect(clock(page)).toHaveText('FT');
    await expect(page.getByRole('list', { name: 'Match Events' })).toContainText(`${length}'`);
    await expect.poll(timeline).toEqual([
      ['GAME_START', 0],
      ['HALF_TIME', half],
      ['SECOND_HALF_START', half],
      ['GAME_END', length],
    ]);
    await page.screenshot({ path: testInfo.outputPath(`${ageGroup}-full-time.png`), fullPage: true });
    await api.delete(`/matches/${matchId}`);
  });
}
