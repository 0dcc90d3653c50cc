import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { adminApi, unique } from '../support/api';
import { signInAs } from '../support/session';

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** A session's table row (≥ 768 px) or card (narrower). */
function sessionEntries(page: Page, text: string) {
  return page.getByRole(isMobile(page) ? 'listitem' : 'row').filter({ hasText: text });
}

/** A team of this test's own, so its sessions and dates meet no other test's. */
async function createTeam(request: Parameters<typeof adminApi>[0], testInfo: TestInfo) {
  const api = await adminApi(request);
  const team_name = unique(testInfo, 'Training Team');
  const team = await api.post<{ team_id: number }>('/teams', {
    team_name,
    home_colours: 'Green',
    away_colours: 'White',
    age_group: 'U12',
    club_name: 'Training FC',
    contact_number: '0123',
  });
  return { api, teamId: team.team_id, teamName: team_name };
}

async function openTraining(page: Page) {
  await signInAs(page, 'admin');
  await page.goto('/admin/training');
  await expect(page.getByRole('heading', { name: 'Training Sessions', level: 1 })).toBeVisible();
}

test('adds, edits and deletes a training session', async ({ page, request }, testInfo) => {
  const { teamName } = await createTeam(request, testInfo);
  const venue = unique(testInfo, 'Riverside Pitch');
  await openTraining(page);

  await page.getByRole('button', { name: 'Add New Session' }).click();
  const add = page.getByRole('dialog', { name: 'Add New Training Session' });
  await add.getByLabel('Date').fill('2031-03-04');
  await add.getByLabel('Team').selectOption({ label: teamName });
  await add.getByLabel('Start Time').fill('17:00');
  await add.getByLabel('End Time').fill('18:15');
  await add.getByLabel('Venue').fill(venue);
  await add.getByLabel('Notes').fill('Bring bibs');
  await add.getByRole('button', { name: 'Create Training Session', exact: true }).click();
  await expect(page.getByText('Training session created successfully')).toBeVisible();
  await expect(add).toHaveCount(0);

  await page.getByPlaceholder('Search training sessions...').fill(venue);
  const entry = sessionEntries(page, venue);
  await expect(entry).toHaveCount(1);
  for (const text of ['Tue, 4 Mar 2031', '17:00', '18:15', teamName, 'Bring bibs'])
    await expect(entry).toContainText(text);

  await page.getByRole('button', { name: 'Actions for training on 2031-03-04' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Training Session' });
  await expect(edit.getByLabel('Venue')).toHaveValue(venue);
  await expect(edit.getByLabel('Start Time')).toHaveValue('17:00');
  await edit.getByLabel('End Time').fill('18:45');
  await edit.getByLabel('Notes').fill('Bring bibs and cones');
  await edit.getByRole('button', { name: 'Update Training Session' }).click();
  await expect(page.getByText('Training session updated successfully')).toBeVisible();
  await expect(entry).toContainText('18:45');
  await expect(entry).toContainText('Bring bibs and cones');

  await page.getByRole('button', { name: 'Actions for training on 2031-03-04' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Are you sure you want to delete this training session?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Training session deleted successfully')).toBeVisible();
  await expect(page.getByText('No training sessions found matching your search.')).toBeVisible();
});

test("the session dialog shows the server's validation texts and creates nothing", async ({
  page,
  request,
}, testInfo) => {
  const { teamName } = await createTeam(request, testInfo);
  let posts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/trainings')) posts++;
  });
  await openTraining(page);

  await page.getByRole('button', { name: 'Add New Session' }).click();
  const add = page.getByRole('dialog', { name: 'Add New Training Session' });
  await add.getByRole('button', { name: 'Create Training Session', exact: true }).click();
  for (const text of [
    'Date is required',
    'Team is required',
    'Start time is required',
    'End time is required',
    'Venue is required',
  ]) {
    await expect(add.getByText(text)).toBeVisible();
  }

  await add.getByLabel('Date').fill('2031-03-05');
  await add.getByLabel('Team').selectOption({ label: teamName });
  await add.getByLabel('Start Time').fill('19:00');
  await add.getByLabel('End Time').fill('18:00');
  await add.getByLabel('Venue').fill('Somewhere');
  await add.getByRole('button', { name: 'Create Training Session', exact: true }).click();
  await expect(add.getByText('End time must be after start time')).toBeVisible();
  await expect(add.getByText('Venue is required')).toHaveCount(0);
  expect(posts).toBe(0);

  await add.getByRole('button', { name: 'Cancel' }).click();
  await expect(add).toHaveCount(0);
});

test('bulk creation skips a date the team already trains on and lists the results', async ({
  page,
  request,
}, testInfo) => {
  const { api, teamId, teamName } = await createTeam(request, testInfo);
  // Tuesday 3 June 2031 already has a session for this team.
  await api.post('/trainings', {
    date: '2031-06-03',
    start_time: '18:00',
    end_time: '19:00',
    venue: 'Old Venue',
    team_id: teamId,
  });
  const venue = unique(testInfo, 'Bulk Park');
  await openTraining(page);

  await page.getByRole('button', { name: 'Bulk Create Sessions' }).click();
  const bulk = page.getByRole('dialog', { name: 'Bulk Create Training Sessions' });
  await expect(bulk.getByLabel('Start Time')).toHaveValue('18:00');
  await expect(bulk.getByLabel('End Time')).toHaveValue('19:30');
  const submit = bulk.getByRole('button', { name: 'Create Training Sessions' });
  await expect(submit).toBeDisabled();
  await expect(bulk.getByText('Please select at least one day of the week')).toBeVisible();

  await bulk.getByLabel('Team').selectOption({ label: teamName });
  await bulk.getByLabel('Venue').fill(venue);
  await bulk.getByLabel('Start Date').fill('2031-06-14');
  await bulk.getByLabel('End Date').fill('2031-06-01');
  await bulk.getByLabel('Tuesday').check();
  await bulk.getByLabel('Thursday').check();
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(bulk.getByRole('alert')).toHaveText('End date must be after start date');

  await bulk.getByLabel('Start Date').fill('2031-06-01');
  await bulk.getByLabel('End Date').fill('2031-06-14');
  await submit.click();
  const results = bulk.getByRole('status').filter({ hasText: 'Results' });
  await expect(results).toContainText('Successfully created 3 training sessions');
  await expect(results.getByRole('list', { name: 'Created' }).getByRole('listitem')).toHaveText([
    'Thu, 5 Jun 2031',
    'Tue, 10 Jun 2031',
    'Thu, 12 Jun 2031',
  ]);
  await expect(results.getByRole('list', { name: 'Skipped (already scheduled)' }).getByRole('listitem')).toHaveText([
    'Tue, 3 Jun 2031',
  ]);

  await bulk.getByRole('button', { name: 'Close and View Training List' }).click();
  await expect(bulk).toHaveCount(0);
  await expect(page.getByText('Successfully created 3 training sessions')).toBeVisible();
  await page.getByPlaceholder('Search training sessions...').fill(teamName);
  await expect(sessionEntries(page, teamName)).toHaveCount(4);
  await expect(sessionEntries(page, venue)).toHaveCount(3);
  await expect(page.getByText(/^Showing 4 of \d+ training sessions$/)).toBeVisible();
});
