import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDaysToDate, contracts, type Contract } from '@touchline/domain';
import { userIdentities } from '../src/db/schema';
import { today } from '../src/today';
import { factories } from './support/factories';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from './support/test-app';

/**
 * Every write is on record: an admin makes each write the API has, once, and the audit log holds one entry for each.
 * The writes expected come from the contracts, so a new write that does not put itself on record fails here. And
 * an entry is written in the write's own transaction: when it cannot be written, the write does not happen.
 */
let t: TestApp;
let admin: string;
let make: ReturnType<typeof factories>;

beforeAll(async () => {
  // Email set up, with no mail worker: the emails stay queued (mail-outbox.test.ts sends them).
  t = await createTestApp(
    { SMTP_URL: 'smtp://127.0.0.1:9', MAIL_FROM: 'club@example.org', PUBLIC_URL: 'http://localhost' },
    { mailWorker: false },
  );
  admin = await t.signIn('admin');
  make = factories(t, () => admin);
});
afterAll(() => t.close());

/** The action an entry of the contract's write carries. */
function actionOf(c: Contract): string {
  if (c === contracts.auth.impersonate) return 'impersonation.start';
  if (c === contracts.auth.logout) return 'impersonation.end';
  return `${c.method} /api${c.path}`;
}

/**
 * Every write, but signing in and the operator's local commands (a backup changes nothing; a password reset from the
 * command line is on record as 'reset-password (command line)', tested in ops.test.ts): no admin makes those. And an
 * import's preview, a POST that writes nothing (import.test.ts).
 */
const notAnAdminsWrite: Contract[] = [
  contracts.auth.login,
  ...Object.values(contracts.ops),
  // Made by the person an emailed link speaks for, on record as them: account.test.ts.
  contracts.account.forgotPassword,
  contracts.account.resetPassword,
  contracts.account.acceptInvitation,
  contracts.account.confirmEmail,
  // A read, sent as a POST to keep the link's token out of the URL.
  contracts.account.checkLink,
  contracts.import.preview,
  contracts.money.previewStatement,
  contracts.rollover.preview,
  // Made by whoever holds a signed one-click link, on record as the person it was sent to: fixture-answers.test.ts.
  contracts.fixtureAnswers.byLink,
  contracts.emailPreferences.unsubscribe,
  contracts.emailPreferences.oneClick,
  // A read, sent as a POST to keep the live link's token out of the URL (live-links.test.ts).
  contracts.liveLinks.view,
  // Made by a family's parent, on record as them: duties.test.ts.
  contracts.duties.swap,
  contracts.duties.answer,
  // Sign-in with the club's accounts needs a provider: on record as the person signing in or linking their own
  // account, oidc.test.ts. A start writes only the ten-minute sign-in row.
  contracts.oidc.start,
  contracts.oidc.complete,
  contracts.oidc.startLink,
  contracts.oidc.completeLink,
];
const writes = Object.values(contracts)
  .flatMap((group) => Object.values(group) as Contract[])
  .filter((c) => c.method !== 'GET' && !notAnAdminsWrite.includes(c));

async function call(method: string, url: string, payload?: object, token = admin) {
  const res = await t.request({ method: method as 'POST', url, token, ...(payload && { payload }) });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.statusCode === 204 ? null : res.json<Record<string, unknown> & { data?: { id: number } }>();
}

/** Makes every write the API has, as an admin. */
async function everyWrite(): Promise<void> {
  const season = await make.season({ is_current: true });
  await call('PUT', `/api/seasons/${season.season_id}`, {
    name: 'Now',
    start_date: '2026-08-01',
    end_date: '2027-05-31',
    is_current: true,
  });
  await call('DELETE', `/api/seasons/${(await make.season()).season_id}`);

  const team = await make.team();
  await call('PUT', `/api/teams/${team.team_id}`, make.teamBody({ team_name: 'Renamed' }));
  await call('DELETE', `/api/teams/${(await make.team()).team_id}`);

  const type = await call('POST', '/api/match-types', { name: 'Plate', description: null });
  await call('PUT', `/api/match-types/${type?.match_type_id}`, { name: 'Plate B', description: 'Cup' });
  await call('DELETE', `/api/match-types/${type?.match_type_id}`);

  const opposition = await make.opposition();
  await call('PUT', `/api/opposition-teams/${opposition.id}`, { team_name: 'Hawks', venue_name: null });
  await call('DELETE', `/api/opposition-teams/${opposition.id}`);

  const [a, b] = [await make.player(team.team_id), await make.player(team.team_id)];
  const spare = await make.player(team.team_id);
  await call('PUT', `/api/players/${spare.player_id}`, {
    player_name: 'Spare Kid',
    preferred_position: 'Defender',
    date_of_birth: '2014-02-01',
    shirt_number: 4,
    team_id: team.team_id,
  });
  await call('DELETE', `/api/players/${spare.player_id}`);
  await call('POST', `/api/admin/players/${(await make.player(team.team_id)).player_id}/erase`);

  const training = await make.training(team.team_id);
  const trainingBody = {
    date: '2026-12-02',
    start_time: '18:00',
    end_time: '19:00',
    venue: 'Gym',
    team_id: team.team_id,
  };
  await call('PUT', `/api/trainings/${training.training_id}`, trainingBody);
  await call('DELETE', `/api/trainings/${training.training_id}`);

  const match = await make.match(team.team_id);
  await call('PUT', `/api/matches/${match.match_id}`, make.matchBody(team.team_id, { venue_name: 'Away Park' }));
  await call('DELETE', `/api/matches/${(await make.match(team.team_id)).match_id}`);

  const parent = await call('POST', '/api/register', {
    username: 'parent-c',
    password: 'pw-123456-long-enough',
    userTypes: ['Parent'],
  });
  const parentId = parent?.user_id as number;
  await call('PUT', `/api/users/${parentId}`, { username: 'parent-c', email: 'p@example.org', userTypes: ['Parent'] });
  const link = { parent_user_id: parentId, player_id: a.player_id };
  await call('POST', '/api/parent-player-associations', link);
  await call('DELETE', '/api/parent-player-associations', link);
  const account = await call('POST', '/api/register', {
    username: 'kid-c',
    password: 'pw-123456-long-enough',
    userTypes: ['Player'],
  });
  await call('PUT', `/api/users/${account?.user_id}/player`, { player_id: a.player_id });
  await call('DELETE', `/api/users/${account?.user_id}`);

  const away = await call('POST', '/api/availability', { player_id: b.player_id, unavailable_date: '2026-12-20' });
  await call('DELETE', `/api/availability/${away?.availability_id}`);
  await call('POST', `/api/player-targets/player/${a.player_id}`, { goals_target: 5 });
  await call('POST', '/api/calendar/feed/reset');

  const formation = (await call('GET', '/api/formations/3')) as { id: number; positions: { id: number }[] };
  await call('POST', `/api/lineups/match/${match.match_id}`, {
    formationId: formation.id,
    players: [{ player_id: a.player_id, formation_position_id: formation.positions[0]?.id }],
  });

  const events = `/api/matches/${match.match_id}`;
  const start = await call('POST', `${events}/events`, { event_type: 'GAME_START', minute: 0 });
  const goal = await call('POST', `${events}/goals`, { player_id: a.player_id, minute: 12 });
  const card = await call('POST', `${events}/cards`, { player_id: b.player_id, card_type: 'YELLOW', minute: 20 });
  const sub = await call('POST', `${events}/substitutions`, {
    player_off_id: a.player_id,
    player_on_id: b.player_id,
    minute: 30,
  });
  await call('POST', `${events}/man-of-the-match`, { player_id: a.player_id });
  await call('DELETE', `${events}/man-of-the-match`);
  await call('PUT', `${events}/goals/${goal?.data?.id}`, { player_id: a.player_id, minute: 14 });
  await call('PATCH', `${events}/goals/${goal?.data?.id}`, { assist_player_id: null });
  await call('PUT', `${events}/cards/${card?.data?.id}`, { player_id: b.player_id, card_type: 'RED', minute: 21 });
  await call('PUT', `${events}/substitutions/${sub?.data?.id}`, {
    player_off_id: a.player_id,
    player_on_id: b.player_id,
    minute: 31,
  });
  await call('PUT', `${events}/events/${start?.data?.id}`, { event_type: 'GAME_START', minute: 1 });
  await call('DELETE', `${events}/goals/${goal?.data?.id}`);
  await call('DELETE', `${events}/cards/${card?.data?.id}`);
  await call('DELETE', `${events}/substitutions/${sub?.data?.id}`);
  await call('DELETE', `${events}/events/${start?.data?.id}`);
  await call('POST', `/api/matches/${(await make.match(team.team_id)).match_id}/forfeit`, { forfeiting_team: 'away' });

  const invitee = await call('POST', '/api/register', { username: 'invitee', email: 'i@example.org', invite: true });
  await call('POST', `/api/users/${invitee?.user_id}/invitation`);
  await call('POST', '/api/invitations/pending');
  const [email] = (
    (await t.db.execute(sql`update outbox set status = 'failed', last_error = 'refused'
      returning id`)) as unknown as { rows: { id: number }[] }
  ).rows;
  await call('POST', `/api/outbox/${email?.id}/retry`);
  await call('POST', '/api/families', {
    parent_name: 'Family Parent',
    email: 'family@example.org',
    player_ids: [b.player_id],
  });
  const fixture = await make.match(team.team_id, { match_date: addDaysToDate(today(), 7) });
  await call('PUT', `/api/matches/${fixture.match_id}/answers/${b.player_id}`, { status: 'maybe' });
  await call('POST', `/api/matches/${fixture.match_id}/reminders`);
  const squadMatch = await make.match(team.team_id, { match_date: addDaysToDate(today(), 8) });
  await call('POST', `/api/lineups/match/${squadMatch.match_id}`, {
    formationId: formation.id,
    players: [{ player_id: a.player_id, formation_position_id: formation.positions[0]?.id }],
  });
  await call('POST', `/api/matches/${squadMatch.match_id}/squad`, { substitutes: [b.player_id], standby: [] });
  await call('POST', `/api/matches/${fixture.match_id}/status`, { status: 'postponed', reason: 'Snow' });
  const matchDay = await make.match(team.team_id, { match_date: today() });
  const liveLink = await call('POST', `/api/matches/${matchDay.match_id}/live-links`);
  await call('DELETE', `/api/matches/${matchDay.match_id}/live-links/${liveLink?.id}`);
  await call('PUT', `/api/matches/${matchDay.match_id}/rotation`, { on_pitch: 1, change_every: 10, match_minutes: 60 });
  await call('PUT', `/api/minutes-limits/${encodeURIComponent(make.teamBody().age_group)}`, { max_minutes: 70 });
  await call('PUT', `/api/teams/${team.team_id}/availability-settings`, {
    deadline_days: 1,
    reminder_days: [3],
    reminder_time: '18:00',
  });
  await call('PUT', `/api/teams/${team.team_id}/coaches`, { user_ids: [] });
  // The qualifications register (#31): a check recorded, then removed.
  const volunteer = await t.createUser({ username: 'volunteer', types: ['Coach'] });
  await call('PUT', `/api/users/${volunteer}/qualifications/dbs`, { status: 'valid', issued_on: '2025-01-10' });
  await call('DELETE', `/api/users/${volunteer}/qualifications/dbs`);
  // A player's medical information and consents, from a paper form (#31): on record, never what they say.
  await call('PUT', `/api/players/${a.player_id}/medical`, {
    emergency_contacts: [{ name: 'Jo Kid', relationship: 'Mother', phone: '0161 496 0000' }],
  });
  await call('PUT', `/api/players/${a.player_id}/consents`, { photos: true });
  await call('PUT', '/api/account/notification-preferences', {
    kinds: {
      availability_request: 'email',
      reminder: 'email',
      squad: 'none',
      fixture_change: 'email',
      club_message: 'email',
      match_day: 'none',
    },
    digest: false,
  });
  // The family above is the team's: the message reaches its parent.
  await call('POST', '/api/messages', { subject: 'Hello', body: 'Welcome to the club.', team_ids: [team.team_id] });
  await call('PATCH', '/api/account', { short_name: 'The Admin' });
  await call('POST', '/api/account/email', { email: 'admin@example.org', current_password: ADMIN_PASSWORD });
  await call('PUT', '/api/account/password', {
    current_password: ADMIN_PASSWORD,
    new_password: 'the admin has a new password',
  });
  // A device for push notifications, its test and its removal; a test email (#32).
  const device = await call('POST', '/api/account/push-devices', {
    endpoint: 'https://push.example.com/send/admin-device',
    keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
  });
  await call('POST', '/api/account/push-devices/test');
  await call('DELETE', `/api/account/push-devices/${device!.id as number}`);
  await call('POST', '/api/outbox/test', { to: 'admin@example.org' });
  // The club's settings (#35): a change, a logo and its removal, and a test email the SMTP server here cannot take
  // (502), on record all the same.
  await call('PUT', '/api/settings', { club_name: 'Audited Juniors' });
  const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
  await call('PUT', '/api/settings/logo', { type: 'image/png', data: png });
  await call('DELETE', '/api/settings/logo');
  const test = await t.request({
    method: 'POST',
    url: '/api/settings/test-email',
    token: admin,
    payload: { to: 'admin@example.org' },
  });
  if (test.statusCode !== 502) throw new Error(`POST /api/settings/test-email: ${test.statusCode} ${test.body}`);
  await call('POST', '/api/import/fixtures', {
    csv: 'Team,Date,Opposition,Kick-off\nRenamed,2026-12-19,Imported Rovers,10:00\n',
  });

  // Money (#33): settings, a charge, a payment, an adjustment, fees, a statement and its lines, requests, kit.
  const bank = { payee: 'Club', sort_code: '12-34-56', account_number: '12345678', iban: '', bic: '' };
  await call('PUT', '/api/money/settings', { ...bank, overdue_flag_days: null });
  await call('POST', '/api/money/charges', {
    scope: 'team',
    team_id: team.team_id,
    category: 'subs',
    description: 'Subs',
    amount_minor: 5000,
    first_due_on: '2026-09-01',
  });
  const balances = (await call('GET', '/api/money/families')) as {
    families: { family_id: number; reference: string }[];
  };
  const [first] = balances.families;
  const familyId = first?.family_id as number;
  await call('POST', '/api/money/payments', {
    family_id: familyId,
    amount_minor: 100,
    paid_on: '2026-09-02',
    method: 'cash',
  });
  await call('POST', '/api/money/adjustments', {
    family_id: familyId,
    kind: 'credit',
    amount_minor: 1,
    description: 'Kit returned',
    on: '2026-09-02',
  });
  await call('PUT', `/api/money/players/${b.player_id}/family`, { family_id: familyId });
  await call('PUT', `/api/money/team-fees/${team.team_id}`, {
    match_fee_minor: 300,
    basis: 'played',
    since: '2026-09-01',
  });
  await call('POST', '/api/money/match-fees');
  const statement =
    `Date,Description,Name,Paid in,Paid out\r\n03/09/2026,${first?.reference},A,10.00,\r\n` +
    '04/09/2026,Grant,B,20.00,\r\n';
  await call('POST', '/api/money/statements', { file_name: 's.csv', content: statement });
  const lines = (await call('GET', '/api/money/bank-lines')) as unknown as { line_id: number; matched_by: string }[];
  const none = lines.find((l) => l.matched_by === 'none');
  await call('POST', `/api/money/bank-lines/${none?.line_id}/ignore`);
  await call('POST', '/api/money/bank-lines/confirm-matched');
  const third = await call('POST', '/api/money/statements', {
    file_name: 't.csv',
    content: statement.replace('Grant', 'Gift'),
  });
  void third;
  const gift = ((await call('GET', '/api/money/bank-lines')) as unknown as { line_id: number }[])[0];
  await call('POST', `/api/money/bank-lines/${gift?.line_id}/confirm`, { family_id: familyId });
  await call('POST', '/api/money/requests', {});
  const kit = await call('POST', '/api/kit/windows', {
    team_id: team.team_id,
    title: 'Kit',
    closes_on: addDaysToDate(today(), 3),
    items: [{ name: 'Shirt', sizes: ['S'], price_minor: 1500 }],
  });
  const item = (kit?.items as { item_id: number }[])[0];
  await call('PUT', `/api/kit/windows/${kit?.window_id}/orders/${a.player_id}`, {
    items: [{ item_id: item?.item_id, size: 'S', quantity: 1 }],
  });
  await call('POST', `/api/kit/windows/${kit?.window_id}/close`);

  // The duty rota (#34): a kind, changed; the team's rota planned; a duty given to nobody; a spare kind removed.
  const duty = await call('POST', '/api/duty-kinds', { name: 'Teas', people: 1, applies_to: 'matches' });
  await call('PUT', `/api/duty-kinds/${duty?.kind_id}`, { name: 'Refreshments', people: 1, applies_to: 'matches' });
  const spareKind = await call('POST', '/api/duty-kinds', { name: 'Spare', people: 1, applies_to: 'training' });
  await call('DELETE', `/api/duty-kinds/${spareKind?.kind_id}`);
  await make.match(team.team_id, { match_date: addDaysToDate(today(), 2) });
  const rota = (await call('POST', `/api/teams/${team.team_id}/duties/plan`, {
    from: today(),
    to: addDaysToDate(today(), 7),
  })) as unknown as { events: { duties: { duty_id: number }[] }[] };
  const given = rota.events.flatMap((e) => e.duties)[0];
  await call('PUT', `/api/duties/${given?.duty_id}`, { family_id: null });

  await call('POST', '/api/seasons/rollover', {
    season: { name: 'Audit 2040/41', start_date: '2040-09-01', end_date: '2041-08-31' },
    teams: [],
  });

  // API keys and webhooks (#35, decision 137): a key made and revoked; a webhook added, changed, tested, a failed
  // delivery sent again, deleted (the worker is stopped here: nothing is sent).
  const key = await call('POST', '/api/api-keys', { name: 'Website', scopes: ['fixtures:read'] });
  await call('POST', `/api/api-keys/${key?.key_id}/revoke`);
  const hook = await call('POST', '/api/webhooks', { url: 'https://example.org/hook', events: ['fixture.created'] });
  await call('PUT', `/api/webhooks/${hook?.webhook_id}`, { url: 'https://example.org/h', events: ['result.final'] });
  const ping = await call('POST', `/api/webhooks/${hook?.webhook_id}/test`);
  await t.db.execute(sql`update webhook_deliveries set status = 'failed' where delivery_id = ${ping?.delivery_id}`);
  await call('POST', `/api/webhooks/${hook?.webhook_id}/deliveries/${ping?.delivery_id}/redeliver`);
  await call('DELETE', `/api/webhooks/${hook?.webhook_id}`);

  // Club accounts (#35): one waiting is linked to the parent, then dismissed; one of the admin's own is unlinked.
  const adminId = ((await call('GET', '/api/users/validate')) as { user_id: number }).user_id;
  const [waiting, own] = await t.db
    .insert(userIdentities)
    .values([
      { issuer: 'https://id.example', subject: 'audit-waiting', email: 'w@example.org' },
      { issuer: 'https://id.example', subject: 'audit-own', userId: adminId, linkedBy: 'admin' },
    ])
    .returning({ id: userIdentities.identityId });
  await call('POST', `/api/identities/${waiting?.id}/link`, { user_id: parentId });
  await call('DELETE', `/api/identities/${waiting?.id}`);
  await call('DELETE', `/api/account/identities/${own?.id}`);

  const impersonation = (await call('POST', '/api/impersonate', { user_id: parentId })) as { token: string };
  await call('POST', '/api/logout', undefined, impersonation.token);
}

describe('the audit log covers every write', () => {
  it('holds one entry for each write an admin makes, by that admin', async () => {
    await everyWrite();
    const rows = (await t.db.execute(sql`select action, actor_username from audit_log`)) as unknown as {
      rows: { action: string; actor_username: string }[];
    };
    const recorded = new Set(rows.rows.map((r) => r.action));
    const missing = writes.map(actionOf).filter((action) => !recorded.has(action));
    expect(missing).toEqual([]);
    expect(new Set(rows.rows.map((r) => r.actor_username))).toEqual(new Set(['admin']));
  });

  it('writes nothing when its entry cannot be written: the entry is part of the write', async () => {
    const team = await make.team({ team_name: 'Before' });
    const teamCount = async () =>
      ((await t.db.execute(sql`select count(*)::int as n from teams`)) as unknown as { rows: { n: number }[] }).rows[0]
        ?.n;
    const teamsBefore = await teamCount();
    await t.db.execute(sql`create function refuse_audit() returns trigger language plpgsql as $$
      begin raise exception 'audit log refused'; end $$`);
    await t.db.execute(sql`create trigger refuse_audit before insert on audit_log
      for each row execute function refuse_audit()`);
    try {
      const renamed = await t.request({
        method: 'PUT',
        url: `/api/teams/${team.team_id}`,
        token: admin,
        payload: make.teamBody({ team_name: 'After' }),
      });
      expect(renamed.statusCode).toBe(500);
      const created = await t.request({ method: 'POST', url: '/api/teams', token: admin, payload: make.teamBody() });
      expect(created.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger refuse_audit on audit_log`);
      await t.db.execute(sql`drop function refuse_audit()`);
    }
    const now = await t.request({ method: 'GET', url: `/api/teams/${team.team_id}`, token: admin });
    expect(now.json()).toMatchObject({ team_name: 'Before' });
    expect(await teamCount()).toBe(teamsBefore);
  });
});
