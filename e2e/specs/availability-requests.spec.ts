import { expect, test } from '@playwright/test';
import { adminApi, unique } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { emailTo, pagePath } from '../support/mailbox';
import { signInAs } from '../support/session';

// Availability requests (decision 106): the coach sees a fixture's answers and reminds those without one; a parent
// answers from the email's one-click link without signing in, and adds a note.

function inDays(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

test('the coach reminds, a parent answers from the email without signing in, the coach sees it', async ({
  page,
  browser,
}, testInfo) => {
  // A long walk (coach, parent's email and page, coach again) on a machine shared with the API tests.
  test.setTimeout(60_000);
  const api = await adminApi(page.request);
  const tag = unique(testInfo, 'Avl').replace(/\s+/g, '');
  const team = await api.post<{ team_id: number; team_name: string }>('/teams', {
    team_name: `Owls ${tag}`,
    home_colours: 'Green',
    away_colours: 'White',
    age_group: 'U11',
    club_name: 'Riverside FC',
    contact_number: '0123',
  });
  await api.coachOf(team.team_id, 'coach1');
  const child = (name: string, shirt: number) => ({
    player_name: `${name} ${tag}`,
    preferred_position: 'Midfielder',
    date_of_birth: '2015-03-03',
    shirt_number: shirt,
    team_id: team.team_id,
  });
  const email = `${tag.toLowerCase()}@answers.example`;
  await api.post('/families', { parent_name: `Pat ${tag}`, email, new_players: [child('Robin', 7)], invite: false });
  await api.post('/families', {
    parent_name: `Lee ${tag}`,
    email: `lee.${email}`,
    new_players: [child('Wren', 8)],
    invite: false,
  });
  const match = await api.post<{ match_id: number }>('/matches', {
    opposition_name: `Hawks ${tag}`,
    venue_name: 'Riverside Park',
    venue_address: 'Mill Lane',
    home_or_away: 'Home',
    kick_off_time: '10:00',
    meet_time: '09:30',
    colours: 'Green',
    match_date: inDays(8),
    team_id: team.team_id,
    match_type: 'league',
  });

  // The coach: no answers yet; Remind now emails both families.
  await signInAs(page, 'coach1');
  await page.goto(`/matches/${match.match_id}/availability`);
  await expect(page.getByRole('heading', { name: 'Availability answers' })).toBeVisible();
  const noAnswer = page.getByRole('region', { name: 'No answer' });
  await expect(noAnswer.getByText(`Robin ${tag}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No answer (2)' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'fixture answers');
  await page.getByRole('button', { name: 'Remind now' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Reminder sent: 2 emails about 2 players.' })).toBeVisible();
  await expect(noAnswer.getByText(/Emailed .* \(Remind now\)/).first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('fixture-answers.png'), fullPage: true });

  // The parent, signed out in their own browser, taps 'Not available' in the email.
  const sent = await emailTo(email);
  // The request (the schedule's, 14 days ahead) may have gone out before the reminder: either carries the links.
  expect(sent.subject).toMatch(new RegExp(`^(Reminder: )?Can Robin ${tag} play on`));
  const parent = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const parentPage = await parent.newPage();
  await parentPage.goto(pagePath(sent, 'respond/not_available'));
  await expect(
    parentPage.getByRole('status').filter({ hasText: `Thank you. Robin ${tag}: Not available.` }),
  ).toBeVisible();
  expect(new URL(parentPage.url()).hash).toBe('');
  await parentPage.getByLabel('A note for the coach (optional)').fill('Away at a wedding');
  await parentPage.getByRole('button', { name: 'Save note' }).click();
  await expect(parentPage.getByText('Note saved.')).toBeVisible();
  await parentPage.screenshot({ path: testInfo.outputPath('respond.png'), fullPage: true });
  await expectNoSeriousA11yViolations(parentPage, 'respond');
  // Another family's link opened in the same tab changes only what follows '#': the page takes the new link, records
  // its answer and starts without the first one's note (#28 item 9).
  await parentPage.goto(pagePath(await emailTo(`lee.${email}`), 'respond/not_available'));
  await expect(
    parentPage.getByRole('status').filter({ hasText: `Thank you. Wren ${tag}: Not available.` }),
  ).toBeVisible();
  await expect(parentPage.getByLabel('A note for the coach (optional)')).toHaveValue('');
  // The footer's 'Stop these emails' works without signing in too.
  await parentPage.goto(pagePath(sent, 'unsubscribe'));
  await expect(
    parentPage.getByRole('status').filter({
      hasText: /^Done: you will get no more emails of this kind \((Availability requests|Reminders to answer)\)\.$/,
    }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(parentPage, 'unsubscribe');
  await parent.close();

  // The coach's page shows it under Not available, with the note.
  await page.reload();
  const notAvailable = page.getByRole('region', { name: 'Not available' });
  await expect(notAvailable.getByText(`Robin ${tag}`)).toBeVisible();
  await expect(notAvailable.getByText('“Away at a wedding”')).toBeVisible();
  // The page names who answered (#28 item 11).
  await expect(notAvailable.getByText(new RegExp(`Answered by Pat ${tag} from the email`))).toBeVisible();
  await expect(notAvailable.getByText(`Wren ${tag}`)).toBeVisible();
  // The coach marks the other player Maybe.
  await page.getByRole('combobox', { name: `Answer for Wren ${tag}` }).click();
  await page.getByRole('option', { name: 'Maybe' }).click();
  await expect(page.getByRole('region', { name: 'Maybe' }).getByText(`Wren ${tag}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remind now' })).toBeDisabled();
});

test('a forged one-click link says so', async ({ page }) => {
  await page.goto('/respond/available#not.a-real-token');
  await expect(page.getByRole('alert').filter({ hasText: 'This link is not valid' })).toBeVisible();
});

test('a link opened once answers closed names the match, shows what stands and whom to ask (#28 item 10)', async ({
  page,
}, testInfo) => {
  const api = await adminApi(page.request);
  const tag = unique(testInfo, 'Shut').replace(/\s+/g, '');
  const team = await api.post<{ team_id: number }>('/teams', {
    team_name: `Larks ${tag}`,
    home_colours: 'Blue',
    away_colours: 'White',
    age_group: 'U11',
    club_name: 'Riverside FC',
    contact_number: '0123 987654',
  });
  await api.coachOf(team.team_id, 'coach1');
  const email = `${tag.toLowerCase()}@closed.example`;
  await api.post('/families', {
    parent_name: `Sam ${tag}`,
    email,
    new_players: [
      {
        player_name: `Ivy ${tag}`,
        preferred_position: 'Defender',
        date_of_birth: '2015-04-04',
        shirt_number: 4,
        team_id: team.team_id,
      },
    ],
    invite: false,
  });
  const match = await api.post<{ match_id: number }>('/matches', {
    opposition_name: `Kites ${tag}`,
    venue_name: 'Riverside Park',
    venue_address: 'Mill Lane',
    home_or_away: 'Home',
    kick_off_time: '18:00',
    meet_time: '17:30',
    colours: 'Blue',
    match_date: inDays(3),
    team_id: team.team_id,
    match_type: 'league',
  });
  await api.post(`/matches/${match.match_id}/reminders`, {});
  const sent = await emailTo(email);
  // The fixture is called off before the family taps Available in the email.
  await api.post(`/matches/${match.match_id}/status`, { status: 'cancelled', reason: 'Pitch flooded' });
  await page.goto(pagePath(sent, 'respond/available'));
  await expect(page.getByText(`Larks ${tag} v Kites ${tag}`)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Answers have closed' })).toContainText(
    'This match is cancelled: it takes no answers.',
  );
  await expect(page.getByText(`No answer was given for Ivy ${tag}.`)).toBeVisible();
  await expect(page.getByText(/Questions\? Ask the coach \(.+\) or/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'call the team on 0123 987654' })).toHaveAttribute(
    'href',
    'tel:0123987654',
  );
  await expect(page.getByRole('button', { name: 'Available' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('respond-closed.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page, 'respond, closed');
});
