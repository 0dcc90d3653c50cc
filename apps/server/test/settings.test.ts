import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { clubDate, clubTimeZone } from '../src/club-time';
import { logCapture } from './support/log-capture';
import { freePort, SINK_PASSWORD, SmtpSink } from './support/smtp-sink';
import { createTestApp, USER_PASSWORD, type TestApp } from './support/test-app';

/** The club's settings (#35, decision 138): admins only, validated, the environment winning, If-Match, the password. */

const PUBLIC_URL = 'https://club.example.org';
/** A 1×1 PNG. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><circle r="4"/></svg>').toString(
  'base64',
);

let t: TestApp;
let sink: SmtpSink;
let admin: string;
let parent: string;
const log = logCapture();

beforeAll(async () => {
  sink = await SmtpSink.create();
  t = await createTestApp({ PUBLIC_URL }, { log: log.stream, mailWorker: false });
  admin = await t.signIn('admin');
  await t.createUser({ username: 'parent.pat', types: ['Parent'] });
  parent = await t.signIn('parent.pat');
});
afterAll(async () => {
  await t.close();
  await sink.stop();
});

const get = (token = admin) => t.request({ method: 'GET', url: '/api/settings', token });
const put = (payload: object, headers: Record<string, string> = {}, token = admin) =>
  t.request({ method: 'PUT', url: '/api/settings', token, payload, headers });

const testEmail = (payload: object, token = admin) =>
  t.request({ method: 'POST', url: '/api/settings/test-email', token, payload });

async function auditEntries(action: string) {
  const rows = await t.db.execute(sql`select before, after from audit_log where action = ${action} order by id`);
  return (rows as unknown as { rows: { before: unknown; after: unknown }[] }).rows;
}

describe('who may', () => {
  it('is admins only, refused before the body is read', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/settings', undefined],
      ['PUT', '/api/settings', { time_zone: 'Nowhere/Never' }],
      ['PUT', '/api/settings/logo', { type: 'image/gif', data: '!' }],
      ['DELETE', '/api/settings/logo', undefined],
      ['POST', '/api/settings/test-email', { to: 'not an address' }],
    ] as const) {
      const asParent = await t.request({ method, url, token: parent, ...(payload && { payload }) });
      expect(asParent.statusCode, `${method} ${url}`).toBe(403);
      const anonymous = await t.request({ method, url, ...(payload && { payload }) });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
    }
    // The logo is everyone's: the sign-in page shows it. None yet.
    expect((await t.request({ method: 'GET', url: '/api/settings/logo' })).statusCode).toBe(404);
  });
});

describe('reading and changing', () => {
  it('starts from the defaults, with no row', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe('"0"');
    expect(res.json()).toMatchObject({
      club_name: 'Touchline',
      time_zone: t.app.config.clubTimeZone,
      smtp_url: null,
      mail_from: null,
      logo: null,
      email: false,
      public_url: PUBLIC_URL,
      fixed: [],
      version: 0,
    });
  });

  it('refuses bad input with 400, saying what is wrong, and changes nothing', async () => {
    const cases: [object, RegExp][] = [
      [{ time_zone: 'Mars/Olympus_Mons' }, /IANA time zone/],
      [{ smtp_url: 'http://mail.example.org' }, /smtp:\/\//],
      [{ smtp_url: 'smtp://club:•••@mail.example.org' }, /password again/],
      [{ mail_from: 'Oakfield Juniors' }, /From address/],
      [{ mail_from: 'A <one@example.org>, B <two@example.org>' }, /From address/],
      [{ club_name: '' }, /Club name is required/],
      [{ club_name: 'x'.repeat(81) }, /at most 80/],
      [{ club_name: 'Oak\u202efield' }, /control or text-direction/],
      [{ colour: 'green' }, /colour/],
    ];
    for (const [body, message] of cases) {
      const res = await put(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ error: string }>().error, JSON.stringify(body)).toMatch(message);
    }
    const after = await get();
    expect(after.json()).toMatchObject({ version: 0, club_name: 'Touchline', smtp_url: null });
    expect((await t.db.execute(sql`select count(*)::int as n from club_settings`)) as unknown).toMatchObject({
      rows: [{ n: 0 }],
    });
    expect(await auditEntries('PUT /api/settings')).toEqual([]);
  });

  it('makes the row at the first change and moves the club time zone with it', async () => {
    const midnightInLondon = new Date('2026-07-04T23:30:00Z');
    const res = await put({ club_name: '  Oakfield Juniors ', time_zone: 'Europe/London' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe('"1"');
    expect(res.json()).toMatchObject({ club_name: 'Oakfield Juniors', time_zone: 'Europe/London', version: 1 });
    expect(res.json().updated_by).toBe('admin');
    expect(clubTimeZone()).toBe('Europe/London');
    expect(clubDate(midnightInLondon)).toBe('2026-07-05');
    expect((await put({ time_zone: 'America/Los_Angeles' })).statusCode).toBe(200);
    expect(clubTimeZone()).toBe('America/Los_Angeles');
    expect(clubDate(midnightInLondon)).toBe('2026-07-04');
    // The sign-in page and the header read the club's name from GET /features.
    const features = await t.request({ method: 'GET', url: '/api/features' });
    expect(features.json()).toMatchObject({ club_name: 'Oakfield Juniors', logo_url: null, email: false });
    const [first] = await auditEntries('PUT /api/settings');
    expect(first).toMatchObject({
      before: { club_name: null, time_zone: null },
      after: { club_name: 'Oakfield Juniors', time_zone: 'Europe/London' },
    });
  });

  it('honours If-Match: a change made from stale settings is refused with them as they are now', async () => {
    const now = await get();
    const version = now.json<{ version: number }>().version;
    expect(now.headers.etag).toBe(`"${version}"`);
    const stale = await put({ club_name: 'Stale Rovers' }, { 'if-match': `"${version - 1}"` });
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({
      error: 'These settings were changed by someone else',
      current: { club_name: 'Oakfield Juniors', version },
    });
    expect((await get()).json()).toMatchObject({ club_name: 'Oakfield Juniors', version });
    const fresh = await put({ club_name: 'Oakfield Juniors FC' }, { 'if-match': `W/"${version}"` });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers.etag).toBe(`"${version + 1}"`);
    // Without If-Match the change is made (last write wins, as before ETags).
    expect((await put({ club_name: 'Oakfield Juniors' })).statusCode).toBe(200);
  });
});

describe('email', () => {
  it("sends the test email now through the settings, answering the SMTP server's words", async () => {
    const res = await put({ smtp_url: sink.url, mail_from: 'Oakfield Office <office@oakfield.example>' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      smtp_url: `smtp://club-mailer:•••@127.0.0.1:${sink.port}`,
      mail_from: 'Oakfield Office <office@oakfield.example>',
      email: true,
    });
    const none = await t.request({ method: 'POST', url: '/api/settings/test-email', token: admin, payload: {} });
    expect(none.statusCode).toBe(400);
    const sent = await testEmail({ to: 'secretary@oakfield.example' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ ok: true, to: 'secretary@oakfield.example' });
    expect(sent.json<{ response: string }>().response).toMatch(/^250 /);
    const [email] = await sink.waitFor(1, (e) => e.to === 'secretary@oakfield.example');
    // Signed with the club's name from its settings, from the From address of its settings.
    expect(email?.subject).toBe('Test email from Oakfield Juniors');
    expect(email?.from).toContain('office@oakfield.example');
    expect(email?.text).toContain('Oakfield Juniors');
    expect(email?.user).toBe('club-mailer');
  });

  it('keeps the stored password when the masked address is saved back unchanged', async () => {
    const masked = (await get()).json<{ smtp_url: string }>().smtp_url;
    expect((await put({ smtp_url: masked })).statusCode).toBe(200);
    const stored = await t.db.execute(sql`select smtp_url from club_settings`);
    expect(stored).toMatchObject({ rows: [{ smtp_url: sink.url }] });
    const sent = await testEmail({ to: 'kept@oakfield.example' });
    expect(sent.statusCode).toBe(200);
    // The mask with another server is not a password.
    const moved = await put({ smtp_url: masked.replace('127.0.0.1', '127.0.0.2') });
    expect(moved.statusCode).toBe(400);
  });

  it("answers 502 with the server's refusal, or the connection problem", async () => {
    sink.refusedDomains.add('nowhere.example');
    const refused = await testEmail({ to: 'nobody@nowhere.example' });
    expect(refused.statusCode).toBe(502);
    expect(refused.json<{ error: string }>().error).toMatch(/^The mail server did not take the test email: 550 /);
    const down = `smtp://club-mailer:${SINK_PASSWORD}@127.0.0.1:${await freePort()}`;
    expect((await put({ smtp_url: down })).statusCode).toBe(200);
    const unreachable = await testEmail({ to: 'secretary@oakfield.example' });
    expect(unreachable.statusCode).toBe(502);
    expect(unreachable.json<{ response: string }>().response).toMatch(/ECONNREFUSED/);
    expect(unreachable.body).not.toContain(SINK_PASSWORD);
    expect((await put({ smtp_url: sink.url })).statusCode).toBe(200);
  });

  it('limits the test emails to five a minute for each admin', async () => {
    await t.createUser({ username: 'second.admin', role: 'admin', password: USER_PASSWORD });
    const second = await t.signIn('second.admin');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.request({
        method: 'POST',
        url: '/api/settings/test-email',
        token: second,
        payload: { to: `limit${i}@oakfield.example` },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('never answers or logs the SMTP password, nor puts it on the audit log', async () => {
    for (const res of [await get(), await put({ mail_from: 'office@oakfield.example' })])
      expect(res.body).not.toContain(SINK_PASSWORD);
    const audit = await t.db.execute(sql`select before, after from audit_log where entity = 'settings'`);
    expect(JSON.stringify(audit)).toContain('•••');
    expect(JSON.stringify(audit)).not.toContain(SINK_PASSWORD);
    expect(log.text()).not.toContain(SINK_PASSWORD);
  });
});

describe('the logo', () => {
  const putLogo = (payload: object, token = admin) =>
    t.request({ method: 'PUT', url: '/api/settings/logo', token, payload });

  it('takes a PNG, serves it to anyone with a long cache, and removes it', async () => {
    const res = await putLogo({ type: 'image/png', data: PNG });
    expect(res.statusCode).toBe(200);
    const { logo, version } = res.json<{ logo: { url: string; type: string; bytes: number }; version: number }>();
    expect(logo).toMatchObject({ type: 'image/png', url: `/api/settings/logo?v=${version}` });
    expect(logo.bytes).toBe(Buffer.from(PNG, 'base64').length);
    const served = await t.request({ method: 'GET', url: logo.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(Buffer.from(PNG, 'base64'))).toBe(true);
    const again = await t.request({
      method: 'GET',
      url: logo.url,
      headers: { 'if-none-match': served.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    const features = await t.request({ method: 'GET', url: '/api/features' });
    expect(features.json()).toMatchObject({ logo_url: logo.url });
    const removed = await t.request({ method: 'DELETE', url: '/api/settings/logo', token: admin });
    expect(removed.json()).toMatchObject({ logo: null });
    expect((await t.request({ method: 'GET', url: logo.url })).statusCode).toBe(404);
  });

  it('serves an SVG so that it can run nothing', async () => {
    const res = await putLogo({ type: 'image/svg+xml', data: SVG });
    expect(res.statusCode).toBe(200);
    const served = await t.request({ method: 'GET', url: res.json<{ logo: { url: string } }>().logo.url });
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    expect(served.headers['content-disposition']).toMatch(/^attachment/);
  });

  it('refuses what is not the image its type says, or too large, and keeps the logo it has', async () => {
    const before = (await get()).json<{ version: number }>().version;
    const text = Buffer.from('<html><script>alert(1)</script></html>').toString('base64');
    const cases: [object, number][] = [
      [{ type: 'image/png', data: text }, 400],
      [{ type: 'image/svg+xml', data: text }, 400],
      [{ type: 'image/gif', data: PNG }, 400],
      [{ type: 'image/png', data: 'not base64!' }, 400],
    ];
    for (const [body, status] of cases) expect((await putLogo(body)).statusCode, JSON.stringify(body)).toBe(status);
    const big = Buffer.alloc(257 * 1024, 0);
    Buffer.from(PNG, 'base64').copy(big);
    expect([400, 413]).toContain((await putLogo({ type: 'image/png', data: big.toString('base64') })).statusCode);
    const after = (await get()).json<{ version: number; logo: { type: string } }>();
    expect(after.version).toBe(before);
    expect(after.logo.type).toBe('image/svg+xml');
  });
});

describe('the environment wins', () => {
  it('shows the fields it sets as fixed and refuses to change them', async () => {
    const env = await createTestApp(
      {
        CLUB_TIMEZONE: 'Asia/Tokyo',
        SMTP_URL: sink.url,
        MAIL_FROM: 'Env Club <env@club.example>',
        PUBLIC_URL,
      },
      { mailWorker: false },
    );
    try {
      // A row written before (or by a server without the environment) does not win either.
      await env.db.execute(sql`insert into club_settings (id, time_zone, mail_from, version)
        values (1, 'Europe/Paris', 'Row <row@club.example>', 3)`);
      const token = await env.signIn('admin');
      const res = await env.request({ method: 'GET', url: '/api/settings', token });
      expect(res.json()).toMatchObject({
        time_zone: 'Asia/Tokyo',
        mail_from: 'Env Club <env@club.example>',
        smtp_url: `smtp://club-mailer:•••@127.0.0.1:${sink.port}`,
        club_name: 'Env Club',
        fixed: ['time_zone', 'smtp_url', 'mail_from'],
        email: true,
        version: 3,
      });
      expect(clubTimeZone()).toBe('Asia/Tokyo');
      for (const [body, variable] of [
        [{ time_zone: 'Europe/London' }, 'CLUB_TIMEZONE'],
        [{ smtp_url: 'smtp://mail.example.org' }, 'SMTP_URL'],
        [{ mail_from: null }, 'MAIL_FROM'],
      ] as const) {
        const refused = await env.request({ method: 'PUT', url: '/api/settings', token, payload: body });
        expect(refused.statusCode).toBe(400);
        expect(refused.json<{ error: string }>().error).toContain(`server's environment (${variable})`);
      }
      const named = await env.request({ method: 'PUT', url: '/api/settings', token, payload: { club_name: 'Ours' } });
      expect(named.json()).toMatchObject({ club_name: 'Ours', time_zone: 'Asia/Tokyo', version: 4 });
    } finally {
      await env.close();
    }
  });
});
