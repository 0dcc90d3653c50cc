import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { accountMessages, familyMessages, importMessages, passwordMessages } from '@touchline/domain';
import { accountLinks, auditLog } from '../src/db/schema';
import { linkToken, SINK_USER, SmtpSink } from './support/smtp-sink';
import { factories } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Invitations, forgotten passwords and the account screen over a real SMTP conversation (decision 100): the emails
 * arrive at a local SMTP server, their links are followed as a person would, and nothing secret reaches the log.
 */
const PUBLIC_URL = 'https://club.example.org';
let t: TestApp;
let sink: SmtpSink;
let admin: string;
let log = '';

beforeAll(async () => {
  sink = await SmtpSink.create();
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      log += chunk.toString();
      done();
    },
  });
  t = await createTestApp(
    { SMTP_URL: sink.url, MAIL_FROM: 'Oakfield Juniors <club@oakfield.example>', PUBLIC_URL },
    { log: logStream },
  );
  admin = await t.signIn('admin');
});
afterAll(async () => {
  await t.close();
  await sink.stop();
});

const post = (url: string, payload: object, token?: string) => t.request({ method: 'POST', url, payload, token });
const emailsTo = (address: string) => sink.received.filter((e) => e.to === address.toLowerCase());

async function invite(username: string, email: string, extra: object = {}) {
  const res = await post('/api/register', { username, email, invite: true, short_name: 'Sam', ...extra }, admin);
  expect(res.statusCode, res.body).toBe(201);
  const [email1] = await sink.waitFor(1, (e) => e.to === email);
  return { user: res.json<{ user_id: number }>(), token: linkToken(email1?.text ?? '', 'invite') };
}

describe('features', () => {
  it('says email is set up', async () => {
    const res = await t.request({ method: 'GET', url: '/api/features' });
    expect(res.json()).toMatchObject({ email: true, language: null, club_name: 'Oakfield Juniors', logo_url: null });
  });
});

describe('a language of one’s own (decision 132)', () => {
  it('is chosen on the account, answered with the token check, and back to the club’s with null', async () => {
    const id = await t.createUser({ username: 'lang.parent', types: ['Parent'] });
    const token = await t.signIn('lang.parent');
    const patch = (language: unknown) =>
      t.request({ method: 'PATCH', url: '/api/account', token, payload: { language } });
    expect((await t.request({ method: 'GET', url: '/api/account', token })).json()).toMatchObject({ language: null });
    expect((await patch('es')).json()).toMatchObject({ user_id: id, language: 'es' });
    expect((await t.request({ method: 'GET', url: '/api/users/validate', token })).json()).toMatchObject({
      language: 'es',
    });
    const bad = await patch('fr');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'language must be one of en-GB, es, or null' });
    // Leaving it out keeps it; null follows the club's again.
    const name = await t.request({ method: 'PATCH', url: '/api/account', token, payload: { short_name: 'Lu' } });
    expect(name.json()).toMatchObject({ language: 'es' });
    expect((await patch(null)).json()).toMatchObject({ language: null });
  });

  it("says the club's language (CLUB_LANGUAGE) before anyone signs in", async () => {
    const spanish = await createTestApp({ CLUB_LANGUAGE: 'es' });
    expect((await spanish.request({ method: 'GET', url: '/api/features' })).json()).toMatchObject({
      email: false,
      language: 'es',
    });
    await spanish.close();
  });
});

describe('an invitation', () => {
  it('goes by email with the link in both versions; the person chooses a password and is signed in', async () => {
    const { user, token } = await invite('sam.parent', 'sam@example.org');
    const [email] = emailsTo('sam@example.org');
    expect(email?.subject).toBe('You are invited to Oakfield Juniors on Touchline');
    expect(email?.from).toBe('club@oakfield.example');
    expect(email?.user).toBe(SINK_USER);
    expect(email?.messageId).toMatch(/^<outbox-\d+\.[0-9a-f-]+@club\.example\.org>$/);
    expect(email?.text).toContain(`${PUBLIC_URL}/account/invite#${token}`);
    expect(email?.text).toContain('Your username is sam.parent');
    expect(email?.html).toContain(`href="${PUBLIC_URL}/account/invite#${token}"`);

    // The user list shows the invitation waiting; nobody can sign in yet.
    const listed = (await t.request({ method: 'GET', url: '/api/users', token: admin })).json<
      { user_id: number; active: boolean; invitation: { expired: boolean; expires_at: string } | null }[]
    >();
    const row = listed.find((u) => u.user_id === user.user_id);
    expect(row?.active).toBe(false);
    expect(row?.invitation?.expired).toBe(false);
    const days = (Date.parse(row?.invitation?.expires_at ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const check = await post('/api/links/check', { token });
    expect(check.json()).toMatchObject({ purpose: 'invitation', username: 'sam.parent', name: 'Sam' });

    // A refused password leaves the link usable.
    const short = await post('/api/invitations/accept', { token, password: 'short-one' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ error: passwordMessages.tooShort });
    const common = await post('/api/invitations/accept', { token, password: 'Liverpool2024!' });
    expect(common.json()).toMatchObject({ error: passwordMessages.tooCommon });
    const accepted = await post('/api/invitations/accept', { token, password: 'blue kite over the pitch' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const session = accepted.json<{ token: string }>().token;
    const me = await t.request({ method: 'GET', url: '/api/account', token: session });
    expect(me.json()).toMatchObject({ username: 'sam.parent', email: 'sam@example.org', pending_email: null });
    expect(await t.signIn('sam.parent', 'blue kite over the pitch')).toBeTruthy();

    // Single use; a forged one is refused in words.
    const again = await post('/api/invitations/accept', { token, password: 'another long password' });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ error: accountMessages.linkUsed });
    const forged = await post('/api/links/check', { token: `${token}x` });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ error: accountMessages.linkInvalid });
    const resend = await post(`/api/users/${user.user_id}/invitation`, {}, admin);
    expect(resend.statusCode).toBe(409);
    expect(resend.json()).toMatchObject({ error: accountMessages.alreadyAccepted });

    // On record, made by the person the link spoke for.
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'invitation.accepted'));
    expect(entry?.actorUsername).toBe('sam.parent');
  });

  it('sent again, only the newest link works', async () => {
    const { user, token: first } = await invite('ria.parent', 'ria@example.org');
    const resend = await post(`/api/users/${user.user_id}/invitation`, {}, admin);
    expect(resend.statusCode, resend.body).toBe(202);
    expect(resend.json()).toMatchObject({ user_id: user.user_id, sent_to: 'ria@example.org' });
    const [, second] = await sink.waitFor(2, (e) => e.to === 'ria@example.org');
    const token = linkToken(second?.text ?? '', 'invite');
    expect((await post('/api/links/check', { token: first })).json()).toMatchObject({
      error: accountMessages.linkUsed,
    });
    expect((await post('/api/invitations/accept', { token, password: 'ria chooses well 7' })).statusCode).toBe(200);
  });

  it('is refused without an email, and goes onto a player record as a Player account', async () => {
    const noEmail = await post('/api/register', { username: 'no.email', invite: true }, admin);
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json()).toMatchObject({ error: accountMessages.emailRequiredForInvitation });
    const both = await post(
      '/api/register',
      { username: 'both', email: 'b@example.org', invite: true, password: 'a fine long password' },
      admin,
    );
    expect(both.json()).toMatchObject({ error: accountMessages.passwordOrInvitation });

    const make = factories(t, () => admin);
    const playerId = (await make.player((await make.team()).team_id)).player_id;
    const { user, token } = await invite('mia.player', 'mia@example.org', {
      userTypes: ['Player'],
      player_id: playerId,
    });
    expect((await t.request({ method: 'GET', url: `/api/users/${user.user_id}`, token: admin })).json()).toMatchObject({
      player_id: playerId,
      active: false,
    });
    expect(token).toBeTruthy();
  });
});

describe('invitations sent again in one go (#28 item 24)', () => {
  it('go to everyone without a password whose invitation expired; one still open is left alone', async () => {
    const { user: held } = await invite('held.parent', 'held@example.org');
    // Three links an hour per account, sent again by hand (the first, with the account, is not counted).
    for (let i = 0; i < 3; i++)
      expect((await post(`/api/users/${held.user_id}/invitation`, {}, admin)).statusCode).toBe(202);
    await invite('kit.parent', 'kit@example.org');
    await invite('fresh.parent', 'fresh@example.org');
    await t.db.execute(sql`update account_links set expires_at = now() - interval '1 minute'
      where purpose = 'invitation' and user_id <> (select user_id from users where username = 'fresh.parent')`);
    const [{ n: waiting }] = (
      (await t.db.execute(sql`select count(*)::int as n from users u where password_hash is null
        and email is not null and username <> 'fresh.parent'`)) as unknown as { rows: { n: number }[] }
    ).rows as [{ n: number }];
    await t.createUser({ username: 'pending.coach', types: ['Coach'] });
    const refused = await post('/api/invitations/pending', {}, await t.signIn('pending.coach'));
    expect(refused.statusCode).toBe(403);

    const before = emailsTo('kit@example.org').length;
    const res = await post('/api/invitations/pending', {}, admin);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ sent: waiting - 1, held_back: 1 });
    const [, again] = await sink.waitFor(before + 1, (e) => e.to === 'kit@example.org');
    expect((await post('/api/links/check', { token: linkToken(again?.text ?? '', 'invite') })).statusCode).toBe(200);
    expect(emailsTo('held@example.org')).toHaveLength(4);
    // An invitation still open keeps its one email and its link; nobody with a password is asked.
    expect(emailsTo('fresh@example.org')).toHaveLength(1);
    expect(emailsTo('ria@example.org')).toHaveLength(2);
  });
});

describe('a parents import', () => {
  it("invites every new parent with an email in one go, in the import's transaction", async () => {
    const make = factories(t, () => admin);
    const team = await make.team();
    await make.player(team.team_id, { player_name: 'Zoë Import', date_of_birth: '2014-03-14' });
    const csv = '\uFEFFParent name;Email;Children\nIrene Import;irene@families.example;Zoë Import\n';
    const res = await post('/api/import/parents', { csv, invite: true }, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ totals: { create: 1 }, invited: 1 });
    const [email] = await sink.waitFor(1, (e) => e.to === 'irene@families.example');
    expect(email?.subject).toBe('You are invited to Oakfield Juniors on Touchline');
    const token = linkToken(email?.text ?? '', 'invite');
    expect((await post('/api/links/check', { token })).json()).toMatchObject({ username: 'irene@families.example' });
    const players = await post('/api/import/players', { csv: 'x', invite: true }, admin);
    expect(players.statusCode).toBe(400);
    expect(players.json()).toMatchObject({ error: importMessages.inviteParentsOnly });
  });
});

describe('add family', () => {
  it('makes a parent, new and existing children and the links in one go, and invites the parent', async () => {
    const make = factories(t, () => admin);
    const team = await make.team();
    const older = await make.player(team.team_id, { player_name: 'Ava Family' });
    const newChild = {
      player_name: 'Ben Family',
      preferred_position: 'Forward',
      date_of_birth: '2016-04-04',
      shirt_number: 11,
      team_id: team.team_id,
    };
    const res = await post(
      '/api/families',
      {
        parent_name: 'Fran Family',
        email: 'Fran@Families.example',
        player_ids: [older.player_id],
        new_players: [newChild],
      },
      admin,
    );
    expect(res.statusCode, res.body).toBe(201);
    const family = res.json<{ parent: { user_id: number; username: string }; children: { player_id: number }[] }>();
    expect(res.json()).toMatchObject({
      parent: { username: 'fran@families.example', short_name: 'Fran Family', active: false },
      children: [{ player_id: older.player_id, player_name: 'Ava Family' }, { player_name: 'Ben Family' }],
      invited: 'Fran@Families.example',
    });
    const [email] = await sink.waitFor(1, (e) => e.to === 'fran@families.example');
    expect(email?.text).toContain('Your username is fran@families.example');
    const users = (await t.request({ method: 'GET', url: '/api/users', token: admin })).json<
      { user_id: number; userTypes: { type: string }[]; children: { player_name: string }[] }[]
    >();
    const fran = users.find((u) => u.user_id === family.parent.user_id);
    expect(fran?.userTypes).toEqual([{ type: 'Parent' }]);
    expect(fran?.children.map((c) => c.player_name)).toEqual(['Ava Family', 'Ben Family']);

    // A second guardian for the same children.
    const second = await post(
      '/api/families',
      {
        parent_name: 'Gus Family',
        email: 'gus@families.example',
        player_ids: family.children.map((c) => c.player_id),
      },
      admin,
    );
    expect(second.statusCode, second.body).toBe(201);
    const playersList = (await t.request({ method: 'GET', url: '/api/players', token: admin })).json<
      { player_name: string; parents: { username: string }[] | null }[]
    >();
    const ben = playersList.find((p) => p.player_name === 'Ben Family');
    expect(ben?.parents?.map((p) => p.username).sort()).toEqual(['fran@families.example', 'gus@families.example']);

    // Refusals in words, nothing made.
    const before = users.length + 1;
    const again = await post(
      '/api/families',
      { parent_name: 'Fran Again', email: 'FRAN@families.example', player_ids: [older.player_id] },
      admin,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: familyMessages.emailTaken });
    const none = await post('/api/families', { parent_name: 'No Kids', email: 'nokids@x.example' }, admin);
    expect(none.json()).toMatchObject({ error: familyMessages.childRequired });
    const ghost = await post(
      '/api/families',
      { parent_name: 'Ghost', email: 'ghost@x.example', player_ids: [999999] },
      admin,
    );
    expect(ghost.statusCode).toBe(400);
    expect(ghost.json()).toMatchObject({ error: familyMessages.noChild(999999) });
    const after = (await t.request({ method: 'GET', url: '/api/users', token: admin })).json<unknown[]>();
    expect(after).toHaveLength(before);
  });
});

describe('a forgotten password', () => {
  it('answers the same whether or not the account exists; the link signs in and ends the other sessions', async () => {
    await t.createUser({ username: 'lee.coach', password: 'old password for lee', types: ['Coach'] });
    const users = (await t.request({ method: 'GET', url: '/api/users', token: admin })).json<
      { user_id: number; username: string }[]
    >();
    const lee = users.find((u) => u.username === 'lee.coach');
    await t.request({
      method: 'PUT',
      url: `/api/users/${lee?.user_id}`,
      token: admin,
      payload: { username: 'lee.coach', email: 'Lee@Example.org' },
    });
    const oldSession = await t.signIn('lee.coach', 'old password for lee');

    const unknown = await post('/api/password/forgot', { login: 'nobody.here' });
    const known = await post('/api/password/forgot', { login: 'lee@example.org' });
    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json()).toEqual({ message: accountMessages.forgotSent });
    await t.app.jobs.drain();
    const [email] = await sink.waitFor(1, (e) => e.to === 'lee@example.org');
    expect(email?.subject).toBe('Choose a new Touchline password');
    const token = linkToken(email?.text ?? '', 'reset-password');
    expect(email?.html).toContain(`${PUBLIC_URL}/account/reset-password#${token}`);
    const [link] = await t.db.select().from(accountLinks).where(eq(accountLinks.purpose, 'password_reset'));
    const minutes = ((link?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);

    const reset = await post('/api/password/reset', { token, password: 'a new password for lee' });
    expect(reset.statusCode, reset.body).toBe(200);
    const newSession = reset.json<{ token: string }>().token;
    expect((await t.request({ method: 'GET', url: '/api/account', token: oldSession })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/account', token: newSession })).statusCode).toBe(200);
    const oldLogin = await post('/api/login', { username: 'lee.coach', password: 'old password for lee' });
    expect(oldLogin.statusCode).toBe(401);
    expect((await post('/api/password/reset', { token, password: 'yet another password' })).statusCode).toBe(410);
  });

  it('an expired link is refused in words and changes nothing', async () => {
    await t.createUser({ username: 'exp.user', password: 'exp user password 1' });
    const [row] = (
      (await t.db.execute(sql`update users set email = 'exp@example.org' where username = 'exp.user'
        returning user_id`)) as unknown as { rows: { user_id: number }[] }
    ).rows;
    await post('/api/password/forgot', { login: 'exp.user' });
    await t.app.jobs.drain();
    const [email] = await sink.waitFor(1, (e) => e.to === 'exp@example.org');
    const token = linkToken(email?.text ?? '', 'reset-password');
    await t.db
      .update(accountLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountLinks.userId, row?.user_id ?? 0));
    const res = await post('/api/password/reset', { token, password: 'a brand new password' });
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({ error: accountMessages.linkExpired });
    expect(await t.signIn('exp.user', 'exp user password 1')).toBeTruthy();
  });

  it('is throttled: three links an hour per account, ten requests an hour per address', async () => {
    await t.createUser({ username: 'flood.target', password: 'flood target password' });
    await t.db.execute(sql`update users set email = 'flood@example.org' where username = 'flood.target'`);
    const answers = [];
    for (let i = 0; i < 5; i += 1)
      answers.push((await post('/api/password/forgot', { login: 'flood.target' })).statusCode);
    // The same answer every time; only three emails.
    expect(answers).toEqual([202, 202, 202, 202, 202]);
    await t.app.jobs.drain();
    await sink.waitFor(3, (e) => e.to === 'flood@example.org');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(emailsTo('flood@example.org')).toHaveLength(3);

    // Per address (this test app sees every request from one address).
    let last = await post('/api/password/forgot', { login: 'someone-else' });
    for (let i = 0; i < 12 && last.statusCode === 202; i += 1)
      last = await post('/api/password/forgot', { login: 'someone-else' });
    expect(last.statusCode).toBe(429);
    expect(last.json<{ error: string }>().error).toMatch(/^Too many requests for emails from here\. Try again in /);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('the same work for any login (#28 item 23)', () => {
  it('a known account and an unknown login cost the request the same statements; the job does the rest', async () => {
    const counted = await createTestApp({
      QUERY_COUNT: '1',
      SMTP_URL: sink.url,
      MAIL_FROM: 'club@oakfield.example',
      PUBLIC_URL,
    });
    try {
      await counted.createUser({ username: 'same.work', password: 'same work password 1' });
      await counted.db.execute(sql`update users set email = 'same@example.org' where username = 'same.work'`);
      const statements = async (login: string) => {
        const res = await counted.request({ method: 'POST', url: '/api/password/forgot', payload: { login } });
        expect(res.statusCode).toBe(202);
        return Number(res.headers['x-query-count']);
      };
      const unknown = await statements('nobody.at.all');
      const known = await statements('same@example.org');
      expect(known).toBeGreaterThan(0);
      expect(known).toBe(unknown);
      await counted.app.jobs.drain();
      await sink.waitFor(1, (e) => e.to === 'same@example.org');
    } finally {
      await counted.close();
    }
  });
});

describe('account settings', () => {
  it('change the short name, the email (confirmed by a link to the new address) and the password', async () => {
    await t.createUser({ username: 'kim.parent', password: 'kim parent password', types: ['Parent'] });
    const kim = await t.signIn('kim.parent', 'kim parent password');
    const other = await t.signIn('kim.parent', 'kim parent password');

    const named = await t.request({ method: 'PATCH', url: '/api/account', token: kim, payload: { short_name: 'Kim' } });
    expect(named.json()).toMatchObject({ short_name: 'Kim' });

    const wrong = await post('/api/account/email', { email: 'kim@example.org', current_password: 'nope' }, kim);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: passwordMessages.currentWrong });
    const asked = await post(
      '/api/account/email',
      { email: 'kim@example.org', current_password: 'kim parent password' },
      kim,
    );
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json()).toEqual({
      email: null,
      pending_email: 'kim@example.org',
      message: accountMessages.emailConfirmSent('kim@example.org'),
    });
    expect((await t.request({ method: 'GET', url: '/api/account', token: kim })).json()).toMatchObject({
      email: null,
      pending_email: 'kim@example.org',
    });
    const [email] = await sink.waitFor(1, (e) => e.to === 'kim@example.org');
    const token = linkToken(email?.text ?? '', 'confirm-email');
    const confirmed = await post('/api/account/email/confirm', { token });
    expect(confirmed.json()).toEqual({ email: 'kim@example.org' });
    expect((await t.request({ method: 'GET', url: '/api/account', token: kim })).json()).toMatchObject({
      email: 'kim@example.org',
      pending_email: null,
    });

    const weak = await t.request({
      method: 'PUT',
      url: '/api/account/password',
      token: kim,
      payload: { current_password: 'kim parent password', new_password: 'password1234' },
    });
    expect(weak.json()).toMatchObject({ error: passwordMessages.tooCommon });
    const changed = await t.request({
      method: 'PUT',
      url: '/api/account/password',
      token: kim,
      payload: { current_password: 'kim parent password', new_password: 'kim has a better one now' },
    });
    expect(changed.statusCode).toBe(204);
    expect((await t.request({ method: 'GET', url: '/api/account', token: kim })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/account', token: other })).statusCode).toBe(401);
  });
});

describe('the outbox', () => {
  it('shows admins what was sent, never a body; others are turned away', async () => {
    const res = await t.request({ method: 'GET', url: '/api/outbox?status=sent', token: admin });
    const entries = res.json<Record<string, unknown>[]>();
    expect(entries.length).toBeGreaterThan(3);
    expect(entries[0]).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    expect(Object.keys(entries[0] ?? {}).sort()).toEqual(
      [
        'attempts',
        'created_at',
        'id',
        'kind',
        'last_error',
        'next_attempt_at',
        'sent_at',
        'status',
        'subject',
        'to_address',
      ].sort(),
    );
    const [stored] = (
      (await t.db.execute(sql`select count(*)::int as n from outbox where status = 'sent'
        and (text_body is not null or html_body is not null)`)) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(stored?.n).toBe(0);
    const user = await t.signIn('kim.parent', 'kim has a better one now');
    expect((await t.request({ method: 'GET', url: '/api/outbox', token: user })).statusCode).toBe(403);
  });

  it('no token, link or password reached the log', () => {
    expect(log.length).toBeGreaterThan(1000);
    for (const email of sink.received) {
      const token = /#([A-Za-z0-9_-]{20,})/.exec(email.text)?.[1];
      expect(token).toBeTruthy();
      expect(log).not.toContain(token);
    }
    for (const secret of ['blue kite over the pitch', 'kim has a better one now', 'smtp-secret-for-tests'])
      expect(log).not.toContain(secret);
  });
});
