import { expect, test, type Page } from '@playwright/test';
import { adminApi, unique } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { deferDomain, emailTo, linkPath } from '../support/mailbox';
import { signInAs } from '../support/session';

// Getting in by email (decision 104): the e2e server sends to a real SMTP server (support/mailbox-server.ts), and
// each test follows the links in what arrives, as the person would.

/** A username and an address of this test's own. */
function person(testInfo: Parameters<typeof unique>[0], base: string) {
  const username = unique(testInfo, base).replace(/\s+/g, '.').toLowerCase();
  return { username, email: `${username}@families.example` };
}

async function createUser(page: Page, body: object): Promise<{ user_id: number }> {
  const api = await adminApi(page.request);
  return api.post<{ user_id: number }>('/register', body);
}

test('an admin invites a parent; the link leads to choosing a password and the first sign-in', async ({
  page,
}, testInfo) => {
  const { username, email } = person(testInfo, 'Invited Parent');
  await signInAs(page, 'admin');
  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'Create User' }).click();
  const form = page.getByRole('region', { name: 'New User' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Email an invitation instead of choosing a password').check();
  await expect(form.getByLabel('Password', { exact: true })).toHaveCount(0);
  await form.getByRole('button', { name: 'Create User' }).click();
  await page.getByRole('textbox', { name: 'Search users...' }).fill(username);
  await expect(page.getByText('Invited', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Link works until /)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('users-invited.png') });

  const invitation = await emailTo(email);
  expect(invitation.subject).toBe('You are invited to Touchline Demo on Touchline');
  expect(invitation.html).toContain(linkPath(invitation));
  await page.context().clearCookies();
  await page.goto(linkPath(invitation));
  await expect(page.getByRole('heading', { name: 'Choose your password', level: 1 })).toBeVisible();
  await expect(page.getByText(`Your username is ${username}.`)).toBeVisible();
  // The token is taken out of the address bar.
  expect(new URL(page.url()).hash).toBe('');
  await page.getByLabel('New password', { exact: true }).fill('too-short');
  await page.getByLabel('Confirm new password').fill('too-short');
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page.getByText('Password must be at least 12 characters')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('password1234');
  await page.getByLabel('Confirm new password').fill('password1234');
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('one of the most common passwords');
  await page.screenshot({ path: testInfo.outputPath('invite-page.png') });
  await expectNoSeriousA11yViolations(page, 'choose a password');
  await page.getByLabel('New password', { exact: true }).fill('swallows over the touchline');
  await page.getByLabel('Confirm new password').fill('swallows over the touchline');
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: new RegExp(`Account menu for ${username}`) })).toBeVisible();

  // The same link again: a clear page, nothing changed.
  await page.context().clearCookies();
  await page.goto(linkPath(invitation));
  await expect(page.getByRole('heading', { name: 'This link does not work', level: 1 })).toBeVisible();
  await expect(page.getByText('This link has already been used.', { exact: false })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('used-link.png') });
  await expectNoSeriousA11yViolations(page, 'a used link');
});

test('a forgotten password: the emailed link signs in and ends the other sessions', async ({
  page,
  browser,
}, testInfo) => {
  const { username, email } = person(testInfo, 'Forgetful Coach');
  await createUser(page, { username, email, password: 'the first password', userTypes: ['Coach'] });
  const elsewhere = await browser.newContext();
  const otherPage = await elsewhere.newPage();
  await signInAs(otherPage, username, 'the first password');
  await otherPage.goto('/');
  await expect(otherPage.getByRole('button', { name: new RegExp(`Account menu for ${username}`) })).toBeVisible();

  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot password', level: 1 })).toBeVisible();
  await page.getByLabel('Username or email').fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account matches, we have sent an email');
  await page.screenshot({ path: testInfo.outputPath('forgot-sent.png') });
  await expectNoSeriousA11yViolations(page, 'forgot password');

  const reset = await emailTo(email);
  expect(reset.subject).toBe('Choose a new Touchline password');
  await page.goto(linkPath(reset));
  await expect(page.getByRole('heading', { name: 'Choose a new password', level: 1 })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('a second password at last');
  await page.getByLabel('Confirm new password').fill('a second password at last!');
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('a second password at last');
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page.getByRole('button', { name: new RegExp(`Account menu for ${username}`) })).toBeVisible();

  // The session signed in elsewhere has ended.
  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/login/);
  await elsewhere.close();
});

test('account settings: the short name, an email confirmed by its link, and the password', async ({
  page,
}, testInfo) => {
  const { username, email } = person(testInfo, 'Settings Parent');
  await createUser(page, { username, password: 'settings password one', userTypes: ['Parent'] });
  await signInAs(page, username, 'settings password one');
  await page.goto('/');
  await page.getByRole('button', { name: new RegExp(`Account menu for ${username}`) }).click();
  await page.getByRole('menuitem', { name: 'Account settings' }).click();
  await expect(page.getByRole('heading', { name: 'Account settings', level: 1 })).toBeVisible();
  await expect(page.getByText('You have no email address yet.')).toBeVisible();

  await page.getByLabel('Short name').fill('Robin');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Your name has been saved.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu for Robin' })).toBeVisible();

  const emailForm = page.getByRole('form', { name: 'Email' });
  await emailForm.getByLabel('New email address').fill(email);
  await emailForm.getByLabel('Current password').fill('not my password');
  await emailForm.getByRole('button', { name: 'Change email' }).click();
  await expect(emailForm.getByRole('alert')).toHaveText('Current password is incorrect');
  await emailForm.getByLabel('Current password').fill('settings password one');
  await emailForm.getByRole('button', { name: 'Change email' }).click();
  await expect(emailForm.getByText(`We have sent a link to ${email}.`, { exact: false })).toBeVisible();
  await expect(emailForm.getByText(`Waiting for you to open the link we sent to ${email}.`)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('account-settings.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page, 'account settings');

  const confirmation = await emailTo(email);
  await page.goto(linkPath(confirmation));
  await expect(page.getByText(`Your email address is now ${email}.`)).toBeVisible();
  await page.goto('/account');
  await expect(page.getByText(`Your email address is ${email}.`)).toBeVisible();

  const passwordForm = page.getByRole('form', { name: 'Password' });
  await passwordForm.getByLabel('Current password').fill('settings password one');
  await passwordForm.getByLabel('New password', { exact: true }).fill('qwertyuiop123');
  await passwordForm.getByLabel('Confirm new password').fill('qwertyuiop123');
  await passwordForm.getByRole('button', { name: 'Change password' }).click();
  await expect(passwordForm.getByRole('alert')).toContainText('one of the most common passwords');
  await passwordForm.getByLabel('New password', { exact: true }).fill('settings password two');
  await passwordForm.getByLabel('Confirm new password').fill('settings password two');
  await passwordForm.getByRole('button', { name: 'Change password' }).click();
  await expect(passwordForm.getByRole('status')).toHaveText(
    'Your password has been changed. You have been signed out everywhere else.',
  );
  const login = await page.request.post('/api/login', {
    data: { username, password: 'settings password two' },
  });
  expect(login.status()).toBe(200);

  // How each kind of news comes (decision 106, #32): each choice saves at once and stays as chosen.
  const notifications = page.getByRole('region', { name: 'Notifications' });
  const reminders = notifications.getByRole('radiogroup', { name: 'Reminders to answer' });
  await expect(reminders.getByRole('radio', { name: 'Email' })).toBeChecked();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/account/notification-preferences') && r.request().method() === 'PUT',
  );
  await reminders.getByText('Neither', { exact: true }).click();
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(reminders.getByRole('radio', { name: 'Neither' })).toBeChecked();
  await expect(
    notifications.getByRole('radiogroup', { name: 'Club messages' }).getByRole('radio', { name: 'Email' }),
  ).toBeChecked();
  await expectNoSeriousA11yViolations(page, 'notification preferences');
});

test('the outbox shows an email the SMTP server turns away, and sends it once it takes it again', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const { username } = person(testInfo, 'Outage Parent');
  const domain = `${username}.example`;
  const email = `${username}@${domain}`;
  await deferDomain(domain, true);
  try {
    await createUser(page, { username, email, invite: true });
    await signInAs(page, 'admin');
    await page.goto('/admin/outbox');
    await expect(page.getByRole('heading', { name: 'Email outbox', level: 1 })).toBeVisible();
    await page.getByLabel('Status').selectOption('Queued');
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByText(/Next try .*451/).first()).toBeVisible({ timeout: 15_000 });
    await page.screenshot({ path: testInfo.outputPath('outbox-queued.png') });
    await expectNoSeriousA11yViolations(page, 'the outbox');
  } finally {
    await deferDomain(domain, false);
  }
  // The next try comes 30 s (±20 %) after the first; the screen looks again every 10 s.
  await page.getByLabel('Status').selectOption('Sent');
  await expect(page.getByText(email)).toBeVisible({ timeout: 60_000 });
  await emailTo(email);
  await page.screenshot({ path: testInfo.outputPath('outbox-sent.png') });
});

test('an admin invites everyone whose invitation never went, in one go, after saying yes', async ({
  page,
}, testInfo) => {
  const { username, email } = person(testInfo, 'Pending');
  const api = await adminApi(page.request);
  const [team] = await api.get<{ team_id: number }[]>('/teams');
  const child = await api.post<{ player_id: number }>('/players', {
    player_name: unique(testInfo, 'Pending Child'),
    preferred_position: 'Midfielder',
    date_of_birth: '2015-03-04',
    shirt_number: 21,
    team_id: team?.team_id,
  });
  // A family added without its invitation: an account with no password and no link yet.
  await api.post('/families', {
    parent_name: 'Pending Parent',
    username,
    email,
    invite: false,
    new_players: [],
    player_ids: [child.player_id],
  });
  await signInAs(page, 'admin');
  await page.goto('/admin/users');
  // Other tests may leave people without a working invitation at the same time: the count is theirs too.
  await page.getByRole('button', { name: /^Send invitations again \(\d+\)$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Send invitations' });
  await expect(dialog.getByText(/whose invitation expired or was never sent\? Each gets a new link/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('invite-pending.png') });
  await expectNoSeriousA11yViolations(page, 'send invitations again');
  await dialog.getByRole('button', { name: 'Send invitations' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: /^Invitations sent to \d+ (person|people)\./ }),
  ).toBeVisible();
  const invitation = await emailTo(email);
  await page.context().clearCookies();
  await page.goto(linkPath(invitation));
  await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
});

test('a long address breaks where it must: every action of its user stays in view', async ({ page }, testInfo) => {
  const { username } = person(testInfo, 'Long Address');
  const email = `${username}.with.a.very.long.mailbox.name@a-long-club-domain.families.example`;
  await createUser(page, { username, email, invite: true, userTypes: ['Parent', 'Coach'] });
  await signInAs(page, 'admin');
  await page.goto('/admin/users');
  await page.getByRole('textbox', { name: 'Search users...' }).fill(username);
  // The last action of the user: before #28 item 24 a long address pushed it past the page's edge at 1280 px.
  const last = page.getByRole('button', { name: `Resend invitation to ${username}` });
  await expect(last).toBeVisible();
  const width = page.viewportSize()?.width ?? 0;
  const box = await last.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
  const table = page.getByRole('table', { name: 'Users' });
  if (await table.isVisible())
    expect(await table.evaluate((t) => t.scrollWidth <= (t.parentElement?.clientWidth ?? 0))).toBe(true);
  await page.screenshot({ path: testInfo.outputPath('long-address.png') });
});
