import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { adminApi } from '../support/api';
import { ownTeam, tapPhase, teamPlayers, todayIso } from '../support/match-day';
import { MIN_TARGET_PX } from '../support/tap-targets';
import { signInAs } from '../support/session';

/**
 * A festival day (#34): a coach runs three short matches of one team on the phone, from one to the next, and reads the
 * day's minutes table.
 */

const names = ['Ava One', 'Ben Two', 'Cal Three', 'Dev Four', 'Eli Five', 'Fay Six'];
const day = [
  { time: '09:00', opposition: 'Ashby Colts', starters: [0, 1, 2, 3] },
  { time: '09:30', opposition: 'Barton Blues', starters: [2, 3, 4, 5] },
  { time: '10:00', opposition: 'Castle Juniors', starters: [0, 1, 4, 5] },
];

/** Plays the open match from its lineup to full time through the console's phase buttons. */
async function playToFullTime(page: Page) {
  await page.getByRole('button', { name: 'Confirm Lineup' }).click();
  for (const phase of ['Start Match', 'First Half Done', 'Second Half Start', 'Match Ended'])
    await tapPhase(page, phase);
  await expect(page.getByRole('button', { name: 'Record Man of the Match' })).toBeVisible();
}

test('a coach runs a festival day of three matches, one after the other, and reads the day’s minutes', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const api = await adminApi(page.request);
  // An U8 team (youth mode, at most 40 minutes a day) of six, coached by coach1.
  const { teamId } = await ownTeam(api, testInfo, 'Festival', 'U8');
  await api.coachOf(teamId, 'coach1');
  const ids = await teamPlayers(api, teamId, names, '2018-05-01');
  const shape = await api.get<{ id: number; positions: { id: number }[] }>('/formations/1');
  const matchIds: number[] = [];
  for (const m of day) {
    const { match_id: matchId } = await api.post<{ match_id: number }>('/matches', {
      opposition_name: m.opposition,
      venue_name: 'Pitch 3, Riverside Park',
      venue_address: 'Mill Lane, Riverside',
      home_or_away: 'Home',
      kick_off_time: m.time,
      meet_time: m.time,
      colours: 'Red and white',
      match_date: todayIso(),
      team_id: teamId,
      match_type: 'league',
    });
    matchIds.push(matchId);
    // Ten-minute matches of four a side, a change every five minutes; each with its lineup of four.
    await api.put(`/matches/${matchId}/rotation`, { on_pitch: 4, change_every: 5, match_minutes: 10 });
    await api.post(`/lineups/match/${matchId}`, {
      formationId: shape.id,
      players: m.starters.map((i, slot) => ({ player_id: ids[i], formation_position_id: shape.positions[slot]!.id })),
    });
  }

  await signInAs(page, 'coach1');
  await page.goto('/matches/live/admin');
  await page.getByLabel('Select Match').selectOption(String(matchIds[0]));
  const festival = page.getByRole('region', { name: 'Festival day' });
  const table = page.getByRole('table', { name: "The day's minutes" });
  await expect(festival.getByText('3 matches today; at most 40 minutes a day for each player.')).toBeVisible();
  await expect(table.getByRole('columnheader', { name: '09:00 v Ashby Colts Planned' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Total' })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(names.length + 1);

  for (const [i, m] of day.entries()) {
    await playToFullTime(page);
    const next = day[i + 1];
    if (!next) break;
    const button = page.getByRole('button', { name: `Next match: v ${next.opposition} ${next.time}` });
    await expect(button).toBeVisible();
    const box = await button.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(MIN_TARGET_PX);
    expect(box?.width).toBeGreaterThanOrEqual(MIN_TARGET_PX);
    // The match just played counts its minutes as played, the rest of the day as planned.
    await expect(table.getByRole('columnheader', { name: `${m.time} v ${m.opposition} Played` })).toBeVisible();
    await expect(table.getByRole('row', { name: new RegExp(names[m.starters[0]!]!) })).toContainText("10' played");
    if (i === 0) {
      await page.screenshot({ path: testInfo.outputPath('festival-after-first.png'), fullPage: true });
      await expectNoSeriousA11yViolations(page, 'festival day after the first match');
    }
    await button.click();
    await expect(page.getByLabel('Select Match')).toHaveValue(String(matchIds[i + 1]));
    await expect(page.getByRole('button', { name: 'Confirm Lineup' })).toBeVisible();
  }

  // After the day's last match: no next one, every match played, four of six on for 3 × 10 minutes, 20 each.
  await expect(page.getByText("That was the day's last match.")).toBeVisible();
  await expect(page.getByRole('button', { name: /^Next match/ })).toHaveCount(0);
  for (const m of day)
    await expect(table.getByRole('columnheader', { name: `${m.time} v ${m.opposition} Played` })).toBeVisible();
  for (const name of names) await expect(table.getByRole('row', { name: new RegExp(name) })).toContainText("20'");
  await expect(table.getByText(/^Over 40 today$/)).toHaveCount(0);
  // Youth mode: the coach sees the results, and is told that parents and players do not.
  await expect(festival.getByText('Youth mode: parents and players do not see this score.')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('festival-day-end.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page, 'festival day at the end');
  for (const id of matchIds) await api.delete(`/matches/${id}`);
});
