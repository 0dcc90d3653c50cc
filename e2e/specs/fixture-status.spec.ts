import { expect, test } from '@playwright/test';
import { adminApi, unique } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DEMO_PASSWORD } from '../support/env';
import { isoInDays } from '../support/match-day';
import { signInAs } from '../support/session';

// Decision 115: a cancelled fixture stays listed with its badge, but is never a family's Next Match.

test("a cancelled match is never the parent's Next Match, and is listed as Cancelled", async ({
  page,
  request,
}, testInfo) => {
  const api = await adminApi(request);
  const tag = unique(testInfo, 'Sts').replace(/\s+/g, '');
  const team = await api.post<{ team_id: number; team_name: string }>('/teams', {
    team_name: `Foxes ${tag}`,
    home_colours: 'Orange',
    away_colours: 'White',
    age_group: 'U13',
    club_name: 'Riverside FC',
    contact_number: '0123',
  });
  const child = await api.post<{ player_id: number }>('/players', {
    player_name: `Robin ${tag}`,
    preferred_position: 'Midfielder',
    date_of_birth: '2013-03-03',
    shirt_number: 9,
    team_id: team.team_id,
  });
  const username = `parent-${tag.toLowerCase()}`;
  const parent = await api.post<{ user_id: number }>('/register', {
    username,
    password: DEMO_PASSWORD,
    role: 'user',
    userTypes: ['Parent'],
  });
  await api.post('/parent-player-associations', { parent_user_id: parent.user_id, player_id: child.player_id });
  const fixture = (opposition_name: string, days: number) =>
    api.post<{ match_id: number }>('/matches', {
      opposition_name,
      venue_name: 'Riverside Park',
      venue_address: 'Mill Lane',
      home_or_away: 'Home',
      kick_off_time: '10:00',
      meet_time: '09:30',
      colours: 'Orange',
      match_date: isoInDays(days),
      team_id: team.team_id,
      match_type: 'league',
    });
  const calledOff = await fixture(`Called Off ${tag}`, 5);
  await fixture(`Still On ${tag}`, 9);
  await api.post(`/matches/${calledOff.match_id}/status`, { status: 'cancelled', reason: 'Pitch waterlogged' });

  await signInAs(page, username);
  await page.goto('/');
  const nextMatch = page.getByRole('region', { name: 'Next Match' });
  await expect(nextMatch.getByText(`Still On ${tag}`)).toBeVisible();
  await expect(nextMatch).not.toContainText(`Called Off ${tag}`);
  const answers = page.getByRole('region', { name: 'Match Availability' });
  await expect(answers.getByText(`Called Off ${tag}`)).toBeVisible();
  await expect(answers.getByText('Cancelled', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'parent dashboard with a cancelled fixture');
  await page.screenshot({ path: testInfo.outputPath('cancelled-not-next.png'), fullPage: true });
});
