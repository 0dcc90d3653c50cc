import { expect, test } from '@playwright/test';
import { adminApi, unique } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { signInAs } from '../support/session';

// Squad announcements (decision 106): from the lineup editor the coach publishes the lineup's starters with a
// substitute; the families are told (fixture-news.spec.ts shows a notice reaching an inbox).

function inDays(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

test('the coach publishes the squad from the lineup editor', async ({ page }, testInfo) => {
  const api = await adminApi(page.request);
  const teams = await api.get<{ team_id: number; team_name: string }[]>('/teams');
  const tigers = teams.find((t) => t.team_name === 'Riverside U12 Tigers')!;
  const squad = await api.get<{ player_id: number; player_name: string }[]>(`/players/team/${tigers.team_id}`);
  const match = await api.post<{ match_id: number }>('/matches', {
    opposition_name: unique(testInfo, 'Squad Rovers'),
    venue_name: 'Riverside Park',
    venue_address: 'Mill Lane',
    home_or_away: 'Away',
    kick_off_time: '11:00',
    meet_time: '10:15',
    colours: 'Yellow and black',
    match_date: inDays(testInfo.project.name === 'desktop' ? 16 : 17),
    team_id: tigers.team_id,
    match_type: 'league',
  });
  try {
    const shape = await api.get<{ id: number; positions: { id: number; position_name: string }[] }>('/formations/1');
    await api.post(`/lineups/match/${match.match_id}`, {
      formationId: shape.id,
      players: [squad[0]!].map((p, i) => ({
        player_id: p.player_id,
        formation_position_id: shape.positions[i]!.id,
        position: shape.positions[i]!.position_name,
      })),
    });
    await signInAs(page, 'coach1');
    await page.goto(`/admin/matches/${match.match_id}/lineup`);
    await page.getByRole('button', { name: 'Publish squad' }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish squad' });
    await expect(dialog.getByText(squad[0]!.player_name)).toBeVisible();
    await dialog.getByRole('radiogroup', { name: squad[1]!.player_name }).getByText('Substitute').click();
    await dialog.getByRole('radiogroup', { name: squad[2]!.player_name }).getByText('Standby').click();
    await page.screenshot({ path: testInfo.outputPath('publish-squad.png'), fullPage: true });
    await expectNoSeriousA11yViolations(page, 'publish squad');
    await dialog.getByRole('button', { name: 'Publish squad' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Squad published: 3 players; their families are told.')).toBeVisible();
    const published = await api.get<{ times: number; players: { role: string }[] }>(`/matches/${match.match_id}/squad`);
    expect(published.times).toBe(1);
    expect(published.players.map((p) => p.role)).toEqual(['starting', 'substitute', 'standby']);

    // The starter's family answers Not available afterwards: the squad cannot go out again until the lineup changes.
    await api.put(`/matches/${match.match_id}/answers/${squad[0]!.player_id}`, { status: 'not_available' });
    await page.reload();
    await page.getByRole('button', { name: 'Publish squad' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      `${squad[0]!.player_name} is in the saved lineup but not available for this match: change the lineup first`,
    );
    await expect(dialog.getByRole('button', { name: 'Publish squad' })).toBeDisabled();
  } finally {
    await api.delete(`/matches/${match.match_id}`);
  }
});
