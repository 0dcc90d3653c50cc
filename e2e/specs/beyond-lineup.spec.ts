import { expect, test, type Page } from '@playwright/test';
import { adminApi, unique } from '../support/api';
import { signInAs } from '../support/session';

/** A date `days` from today as YYYY-MM-DD. */
function dateIn(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 1280) >= 768;
const playerCard = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^\\d+ ${name}`) });

test("the lineup editor marks a player the team's last 3 lineups left out", async ({ page, request }, testInfo) => {
  const api = await adminApi(request);
  const team = await api.post<{ team_id: number }>('/teams', {
    team_name: unique(testInfo, 'Picked FC'),
    home_colours: 'Red',
    away_colours: 'Blue',
    age_group: 'U12',
    club_name: 'Touchline',
    contact_number: '0123 456789',
  });
  await api.coachOf(team.team_id, 'coach1');
  const names = { ava: unique(testInfo, 'Ava'), ben: unique(testInfo, 'Ben') };
  for (const [i, name] of [names.ava, names.ben].entries()) {
    await api.post('/players', {
      player_name: name,
      player_short_name: name.split(' ')[0],
      preferred_position: 'Midfielder',
      date_of_birth: '2014-05-01',
      shirt_number: i + 2,
      team_id: team.team_id,
    });
  }
  const players = await api.get<{ player_id: number; player_name: string }[]>(`/players?team_id=${team.team_id}`);
  const idOf = (name: string) => players.find((p) => p.player_name === name)?.player_id ?? 0;
  const [formation] = await api.get<{ id: number }[]>('/formations');
  const shape = await api.get<{ positions: { id: number }[] }>(`/formations/${formation?.id ?? 0}`);
  const match = async (date: string) =>
    api.post<{ match_id: number }>('/matches', {
      opposition_name: unique(testInfo, 'Rovers'),
      venue_name: 'Riverside Park',
      venue_address: '1 River Road',
      home_or_away: 'Home',
      kick_off_time: '10:00',
      meet_time: '09:30',
      colours: 'Red',
      match_date: date,
      team_id: team.team_id,
      match_type: 'friendly',
    });

  // Three past matches whose lineups have Ava and leave Ben out, then a match to pick for. Dates far from today keep
  // them out of the other tests' fixture lists.
  for (const days of [-1021, -1014, -1007]) {
    const past = await match(dateIn(days));
    await api.post(`/lineups/match/${past.match_id}`, {
      formationId: formation?.id,
      players: [{ player_id: idOf(names.ava), formation_position_id: shape.positions[0]?.id }],
    });
  }
  const next = await match(dateIn(1000 + Math.floor(Math.random() * 2000)));

  await signInAs(page, 'coach1');
  await page.goto(`/admin/matches/${next.match_id}/lineup`);
  await expect(page.getByRole('heading', { name: 'Starting Lineup Editor', level: 1 })).toBeVisible();
  const ben = playerCard(page, names.ben);
  await expect(ben).toContainText('Not picked in last 3');
  await expect(ben).toHaveAccessibleDescription(/Not picked in last 3\. Never started\./);
  await expect(playerCard(page, names.ava)).not.toContainText('Not picked');
  if (isDesktop(page)) {
    await ben.getByText('Not picked in last 3', { exact: true }).hover();
    await expect(page.getByRole('tooltip')).toHaveText('Never started');
  }
  await page.screenshot({ path: testInfo.outputPath('lineup-not-picked.png'), fullPage: true });
});
