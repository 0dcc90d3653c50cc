import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { adminApi } from '../support/api';
import { ownTeam } from '../support/match-day';
import { signInAs } from '../support/session';

// The demo club plays every Saturday from ten weeks ago to eight weeks ahead; past matches have whole timelines.

test('the season list opens on the next match, with months, results and the detail popup', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'parent1');
  await page.goto('/matches');
  await expect(page.getByRole('heading', { name: 'Matches', level: 1 })).toBeVisible();
  const tabs = page.getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  expect(await tabs.count()).toBeGreaterThan(2);

  // The chosen month holds the next match, badged: the demo's next Saturday, or a fixture another test made for
  // today that has not kicked off yet (near midnight, one of them has not).
  await expect(page.getByRole('tab', { selected: true })).toHaveCount(1);
  await expect(page.getByRole('tabpanel').getByText('Next Match', { exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('match-list.png') });

  // An earlier month: played matches show 'our - their' and FT. The Tigers' (U12): the Lions (U10) are in youth
  // mode, so parent1 sees no score of theirs (youth-mode.spec.ts).
  await tabs.first().click();
  const played = page
    .getByRole('article', { name: /^Riverside U12 Tigers vs / })
    .filter({ has: page.getByText('FT', { exact: true }) })
    .first();
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
  for (const label of ['Where', 'Meet-up', 'Kick-off', 'Kit'])
    await expect(popup.getByText(label, { exact: true })).toBeVisible();
  await expect(popup.getByRole('heading', { name: 'Venue Information' })).toBeVisible();
  const map = popup.getByRole('link', { name: 'View on Map' });
  await expect(map).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
  await expect(map).toHaveAttribute('target', '_blank');
  await popup.getByRole('button', { name: 'View Match Timeline' }).click();
  await expect(popup.getByRole('list', { name: 'Match events' })).toContainText('Full Time');
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
  const future = page
    .getByRole('article')
    .filter({ has: page.getByText(/^\d\d:\d\d$/) })
    .last();
  const title = (await future.getAttribute('aria-label')) ?? '';
  // By its own title, not again as "the last": other specs add fixtures while this one runs, and `last()` may by then
  // be another match, whose button has another name.
  await page.getByRole('article', { name: title }).getByRole('button', { name: title }).first().click();
  const popup = page.getByRole('dialog', { name: title });
  await expect(popup.getByRole('heading', { name: 'Match Information' })).toBeVisible();
  await expect(popup.getByRole('heading', { name: 'Final Result' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('fixtures-detail.png') });
});

/** A local date `days` from today as YYYY-MM-DD (the server and the browser share the machine's zone). */
function isoIn(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** A team of the test's own with matches in the current season, their events posted through the API. */
async function teamWithMatches(page: Page, testInfo: TestInfo) {
  const api = await adminApi(page.request);
  const { teamId, teamName } = await ownTeam(api, testInfo, 'Kites');
  const scorer = await api.post<{ player_id: number }>('/players', {
    player_name: 'Ben Two',
    player_short_name: 'Ben',
    preferred_position: 'Forward',
    date_of_birth: '2014-05-01',
    shirt_number: 9,
    team_id: teamId,
  });
  const season = (await api.get<{ season_id: number; is_current: boolean }[]>('/seasons')).find((s) => s.is_current);
  const match = async (
    opposition_name: string,
    match_date: string,
    kick_off_time: string,
    home_or_away: 'Home' | 'Away' = 'Home',
  ) =>
    (
      await api.post<{ match_id: number }>('/matches', {
        opposition_name,
        venue_name: 'Riverside Park',
        venue_address: 'Mill Lane, Riverside',
        home_or_away,
        kick_off_time,
        meet_time: '08:00',
        colours: 'Red',
        match_date,
        team_id: teamId,
        match_type: 'league',
        season_id: season?.season_id ?? null,
      })
    ).match_id;
  const phase = (matchId: number, event_type: string, minute: number) =>
    api.post(`/matches/${matchId}/events`, { event_type, minute });
  const goal = (matchId: number, minute: number, theirs = false) =>
    api.post(
      `/matches/${matchId}/goals`,
      theirs
        ? { is_opposition_goal: true, opposition_scorer_name: 'Number 9', minute }
        : { player_id: scorer.player_id, minute },
    );
  return { api, teamName, match, phase, goal };
}

test('an away win reads as a win: our team first, like the score', async ({ page }, testInfo) => {
  const { teamName, match, phase, goal } = await teamWithMatches(page, testInfo);
  const date = isoIn(-3);
  const away = await match('Hawks', date, '10:00', 'Away');
  await phase(away, 'GAME_START', 0);
  for (const [minute, theirs] of [
    [5, false],
    [10, true],
    [20, false],
    [30, true],
    [80, false],
  ] as const)
    await goal(away, minute, theirs);
  await phase(away, 'GAME_END', 90);

  await signInAs(page, 'parent1');
  await page.goto('/matches');
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  await page
    .getByRole('tab', { name: new Date(y, m - 1, d).toLocaleDateString('en-GB', { month: 'short', year: 'numeric' }) })
    .click();
  const row = page.getByRole('article', { name: `${teamName} vs Hawks` });
  await expect(row.getByText(`${teamName} vs Hawks`)).toBeVisible();
  await expect(row.getByText('Away', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: '3 - 2 FT' })).toBeVisible();
});

test("today's matches show the kick-off time, the live score, then FT; ended ones leave the fixtures", async ({
  page,
}, testInfo) => {
  const { teamName, match, phase, goal } = await teamWithMatches(page, testInfo);
  const today = isoIn(0);
  const ended = await match('Early Birds', today, '00:05');
  await phase(ended, 'GAME_START', 0);
  await phase(ended, 'GAME_END', 90);
  const playing = await match('Live Wires', today, '00:10');
  await phase(playing, 'GAME_START', 0);
  await goal(playing, 12);
  await match('Late Owls', today, '23:55');

  await signInAs(page, 'parent1');
  // The page's clock runs on, but the test can move it: the list's 30-second refresh comes when asked, not waited for.
  await page.clock.install();
  await page.goto('/matches');
  const row = (opposition: string) => page.getByRole('article', { name: `${teamName} vs ${opposition}` });
  await expect(row('Early Birds').getByRole('button', { name: '0 - 0 FT' })).toBeVisible();
  await expect(row('Live Wires').getByRole('button', { name: '1 - 0 LIVE' })).toBeVisible();
  await expect(row('Live Wires').getByText('FT', { exact: true })).toHaveCount(0);
  await expect(row('Late Owls').getByText('23:55')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('match-list-today.png') });

  // Full time is recorded elsewhere: the open list follows at its 30-second refresh.
  await phase(playing, 'GAME_END', 90);
  await page.clock.fastForward('00:31');
  await expect(row('Live Wires').getByRole('button', { name: '1 - 0 FT' })).toBeVisible();

  // The fixtures (upcoming) no longer list the ended matches; the one still to play is there. parent1's fixtures
  // start on their children's teams: this team of the test's own is one choice away.
  await page.goto('/matches/fixtures');
  await page.getByText('All teams', { exact: true }).click();
  await expect(row('Late Owls')).toBeVisible();
  await expect(row('Early Birds')).toHaveCount(0);
  await expect(row('Live Wires')).toHaveCount(0);

  // They are among the results, one tap away; the match still to play is not.
  await page.getByRole('navigation', { name: 'Fixtures or results' }).getByRole('link', { name: 'Results' }).click();
  await expect(row('Live Wires').getByRole('button', { name: '1 - 0 FT' })).toBeVisible();
  await expect(row('Early Birds').getByRole('button', { name: '0 - 0 FT' })).toBeVisible();
  await expect(row('Late Owls')).toHaveCount(0);
});
