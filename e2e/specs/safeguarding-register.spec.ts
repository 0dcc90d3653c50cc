import { expect, test, type Page } from '@playwright/test';
import { listEntry, searchUsers, uniqueUsername } from '../support/admin-lists';
import { adminApi } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { allEmails } from '../support/mailbox';
import { signInAs } from '../support/session';

// The Club Welfare Officer and the qualifications register (#31, decision 130): an admin makes someone the welfare
// officer; the welfare officer records a coach's DBS check and sees the register, reads a club message's recipients
// and the sensitive reads; the DBS check expiring within 60 days brings a reminder email to the coach and the welfare
// officer through the real SMTP sink.

const PASSWORD = 'a-safeguarding-password';

/** A date `days` from today, `years` years back, as YYYY-MM-DD. */
function dateFrom(days: number, years = 0): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear() - years}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
}

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** Opens a screen of the Safeguarding group from the menu (the burger first on a phone). */
async function openFromMenu(page: Page, label: string) {
  if (isMobile(page)) await page.getByRole('button', { name: 'Toggle navigation' }).click();
  await page.getByRole('group', { name: 'Safeguarding' }).getByRole('link', { name: label }).click();
}

test('the welfare officer records a DBS check, reads a message’s recipients, and the reminder is emailed', async ({
  page,
}, testInfo) => {
  // A long walk (admin, welfare officer, three screens, an email after the job worker's next poll).
  test.setTimeout(150_000);
  const api = await adminApi(page.request);
  const officer = uniqueUsername(testInfo, 'welfare');
  const coachName = uniqueUsername(testInfo, 'dbs-coach');
  const domain = `${officer}.example`;
  await api.post('/register', {
    username: officer,
    password: PASSWORD,
    short_name: `Wendy ${officer.slice(-6)}`,
    email: `officer@${domain}`,
    userTypes: ['Parent'],
  });
  const coach = await api.post<{ user_id: number }>('/register', {
    username: coachName,
    password: PASSWORD,
    short_name: `Casey ${coachName.slice(-6)}`,
    email: `coach@${domain}`,
    userTypes: ['Coach'],
  });
  const team = await api.post<{ team_id: number; team_name: string }>('/teams', {
    team_name: `Kites ${officer.slice(-6)}`,
    home_colours: 'Green',
    away_colours: 'White',
    age_group: 'U11',
    club_name: 'Riverside FC',
    contact_number: '0123',
  });
  await api.put(`/teams/${team.team_id}/coaches`, { user_ids: [coach.user_id] });
  await api.post('/families', {
    parent_name: `Pat ${officer.slice(-6)}`,
    email: `parent@${domain}`,
    new_players: [
      {
        player_name: `Robin ${officer.slice(-6)}`,
        preferred_position: 'Midfielder',
        date_of_birth: '2015-03-03',
        shirt_number: 7,
        team_id: team.team_id,
      },
    ],
    invite: false,
  });
  const subject = `Kit collection ${officer.slice(-6)}`;
  await api.post('/messages', { subject, body: 'Bring the kit bags back on Saturday.', team_ids: [team.team_id] });

  // The admin makes them the welfare officer on User Management.
  await signInAs(page, 'admin');
  await page.goto('/admin/users');
  await searchUsers(page, officer);
  await page.getByRole('button', { name: `Edit ${officer}`, exact: true }).click();
  const editor = page.getByRole('form', { name: `Edit user ${officer}` });
  await editor.getByLabel('Welfare officer').check();
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toHaveCount(0);
  // Team Management flags the coach without a DBS check.
  await page.goto('/admin/teams');
  await page.getByRole('textbox', { name: 'Search teams...' }).fill(team.team_name);
  await expect(listEntry(page, team.team_name).getByText('No valid DBS check')).toBeVisible();

  // The welfare officer records the coach's DBS check: issued three years ago, expiring in 40 days.
  await page.context().clearCookies();
  await signInAs(page, officer, PASSWORD);
  await page.goto('/');
  await openFromMenu(page, 'Qualifications');
  await expect(page.getByRole('heading', { name: 'Qualifications', level: 1 })).toBeVisible();
  const casey = `Casey ${coachName.slice(-6)}`;
  await page.getByRole('button', { name: `Record a check for ${casey}` }).click();
  const dialog = page.getByRole('dialog', { name: `Check for ${casey}` });
  const issued = dialog.getByLabel('Issue date');
  await issued.fill(dateFrom(1));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Issue date cannot be in the future')).toBeVisible();
  await issued.fill(dateFrom(40, 3));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(`DBS check of ${casey} saved.`)).toBeVisible();
  const person = isMobile(page)
    ? page.getByRole('article', { name: casey })
    : page.getByRole('row').filter({ hasText: casey });
  await expect(person.getByRole('group', { name: /^DBS check: Expiring soon, until / })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the qualifications register');
  await page.screenshot({ path: testInfo.outputPath('qualifications.png'), fullPage: true });

  // A club message and its recipients.
  await openFromMenu(page, 'Club Messages');
  await page.getByRole('link', { name: subject }).click();
  await expect(page.getByRole('heading', { name: subject, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recipients (1)' })).toBeVisible();
  const recipients = page.getByRole('table', { name: 'Recipients' });
  await expect(recipients.getByRole('row').filter({ hasText: `Pat ${officer.slice(-6)}` })).toContainText('Not read');
  await expectNoSeriousA11yViolations(page, 'a club message with its recipients');
  await page.screenshot({ path: testInfo.outputPath('message-recipients.png'), fullPage: true });

  // The reads of sensitive data: the welfare officer's own read of that message is on it.
  await openFromMenu(page, 'Sensitive Reads');
  await expect(page.getByRole('heading', { name: 'Sensitive Reads', level: 1 })).toBeVisible();
  await expect(page.getByText(subject).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the sensitive reads');
  await page.screenshot({ path: testInfo.outputPath('sensitive-reads.png'), fullPage: true });

  // The reminder, 60 days before expiry (it is due now: 40 days left), to the coach and the welfare officer, once the
  // job worker's next poll has planned it.
  // (Every welfare officer is told of every expiring check: other tests' officers get this one too, and this one
  // theirs, so only this coach's are counted.)
  const reminders = async () =>
    (await allEmails()).filter(
      (e) =>
        (e.to === `coach@${domain}` && /^Your DBS check/.test(e.subject)) ||
        (e.to === `officer@${domain}` && e.subject.startsWith(`DBS check of ${casey} `)),
    );
  await expect.poll(async () => (await reminders()).length, { timeout: 75_000 }).toBe(2);
  const emails = await reminders();
  const own = emails.find((e) => e.to === `coach@${domain}`);
  expect(own?.subject).toMatch(/^Your DBS check expires on /);
  expect(own?.text).toContain('(in 40 days)');
  const toOfficer = emails.find((e) => e.to === `officer@${domain}`);
  expect(toOfficer?.subject).toMatch(new RegExp(`^DBS check of ${casey} expires on `));
  expect(toOfficer?.text).toContain('/safeguarding/qualifications');
});
