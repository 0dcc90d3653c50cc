import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import { addDaysToDate } from '@touchline/domain';
import { lineupPlayers, matchEvents, matchLineups, squadAnnouncements, squadPlayers } from '../src/db/schema';
import { today } from '../src/today';
import { factories } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Match fees (#33): per match played (the lineup and who came on, once full time is recorded) or per squad selection,
 * from the fee's date, for matches that went ahead: a cancelled or postponed one costs nothing. Charged once. The EPC
 * QR code for a club in euros with an IBAN.
 */
let t: TestApp;
let admin: string;
let make: ReturnType<typeof factories>;

beforeAll(async () => {
  t = await createTestApp({ CLUB_CURRENCY: 'EUR' });
  admin = await t.signIn('admin');
  make = factories(t, () => admin);
});
afterAll(() => t.close());

const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = admin) => {
  const res = await t.request({ method, url, token, ...(payload && { payload }) });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
};

async function played(teamId: number, date: string, playerIds: number[], status = 'scheduled') {
  const match = await make.match(teamId, { match_date: date });
  await t.db.insert(matchLineups).values({ matchId: match.match_id, formationId: 1 });
  const positions = (await t.db.execute(
    sql`select id from formation_positions where formation_id = 1 order by id`,
  )) as unknown as { rows: { id: number }[] };
  await t.db.insert(lineupPlayers).values(
    playerIds.map((playerId, i) => ({
      matchId: match.match_id,
      playerId,
      formationPositionId: positions.rows[i]?.id ?? 0,
      position: 'Midfielder',
    })),
  );
  await t.db
    .insert(matchEvents)
    .values({ matchId: match.match_id, kind: 'MATCH_EVENT', eventType: 'GAME_END', minute: 90 });
  await t.db.execute(sql`update matches set status = ${status} where match_id = ${match.match_id}`);
  return match.match_id;
}

describe('match fees', () => {
  it('charges each player who played a match that went ahead since the fee’s date, once', async () => {
    const team = (await make.team({ team_name: 'Kestrels' })).team_id;
    const [a, b, c] = [await make.player(team), await make.player(team), await make.player(team)];
    await played(team, addDaysToDate(today(), -30), [a.player_id, b.player_id, c.player_id]);
    const counted = await played(team, addDaysToDate(today(), -7), [a.player_id, b.player_id]);
    await played(team, addDaysToDate(today(), -6), [a.player_id], 'cancelled');
    await played(team, addDaysToDate(today(), -5), [a.player_id], 'postponed');
    await call('PUT', `/api/money/team-fees/${team}`, {
      match_fee_minor: 300,
      basis: 'played',
      since: addDaysToDate(today(), -10),
    });
    const raised = await call('POST', '/api/money/match-fees');
    expect(raised).toEqual({ families: 2, entries: 2, total_minor: 600, already_charged: 0 });
    const entries = (await t.db.execute(
      sql`select source, amount_minor, category from ledger_entries order by source`,
    )) as unknown as { rows: { source: string; amount_minor: number; category: string }[] };
    expect(entries.rows).toEqual([
      { source: `match:${counted}:p${a.player_id}`, amount_minor: 300, category: 'match_fee' },
      { source: `match:${counted}:p${b.player_id}`, amount_minor: 300, category: 'match_fee' },
    ]);
    expect(await call('POST', '/api/money/match-fees')).toMatchObject({ entries: 0, total_minor: 0 });
    const fees = await call('GET', '/api/money/team-fees');
    expect(fees.find((f: { team_id: number }) => f.team_id === team)).toMatchObject({
      match_fee_minor: 300,
      basis: 'played',
    });
  });

  it('charges per squad selection: the starters and substitutes, not those on standby', async () => {
    const team = (await make.team({ team_name: 'Merlins' })).team_id;
    const [a, b, c] = [await make.player(team), await make.player(team), await make.player(team)];
    const match = await make.match(team, { match_date: addDaysToDate(today(), -2) });
    await t.db.insert(squadAnnouncements).values({ matchId: match.match_id });
    await t.db.insert(squadPlayers).values([
      { matchId: match.match_id, playerId: a.player_id, role: 'starting' },
      { matchId: match.match_id, playerId: b.player_id, role: 'substitute' },
      { matchId: match.match_id, playerId: c.player_id, role: 'standby' },
    ]);
    await call('PUT', `/api/money/team-fees/${team}`, { match_fee_minor: 250, basis: 'selected', since: '2026-01-01' });
    expect(await call('POST', '/api/money/match-fees')).toEqual({
      families: 2,
      entries: 2,
      total_minor: 500,
      already_charged: 0,
    });
  });

  it('refuses a negative or fractional fee', async () => {
    const team = (await make.team()).team_id;
    for (const fee of [-1, 2.5]) {
      const res = await t.request({
        method: 'PUT',
        url: `/api/money/team-fees/${team}`,
        token: admin,
        payload: { match_fee_minor: fee, basis: 'played', since: '2026-01-01' },
      });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('paying in a SEPA country', () => {
  it('gives a parent an EPC QR code for what the family owes, once the club has an IBAN', async () => {
    const team = (await make.team({ team_name: 'Halcones' })).team_id;
    const child = await make.player(team, { player_name: 'Lucía Pérez' });
    const parentId = await t.createUser({ username: 'madre', types: ['Parent'] });
    await t.db.execute(sql`insert into parent_player_associations (parent_user_id, player_id)
      values (${parentId}, ${child.player_id})`);
    const parent = await t.signIn('madre');
    const family = (await call('GET', '/api/money/families')).families.find((f: { players: { player_id: number }[] }) =>
      f.players.some((p) => p.player_id === child.player_id),
    );
    await call('POST', '/api/money/charges', {
      scope: 'family',
      family_id: family.family_id,
      category: 'one_off',
      description: 'Torneo',
      amount_minor: 1250,
      first_due_on: today(),
    });
    expect((await call('GET', '/api/money/mine', undefined, parent)).families[0].epc_qr_svg).toBeNull();
    await call('PUT', '/api/money/settings', {
      payee: 'CD Halcones',
      sort_code: '',
      account_number: '',
      iban: 'ES91 2100 0418 4502 0005 1332',
      bic: 'CAIXESBBXXX',
      overdue_flag_days: null,
    });
    const mine = await call('GET', '/api/money/mine', undefined, parent);
    expect(mine.currency).toBe('EUR');
    expect(mine.bank.iban).toBe('ES9121000418450200051332');
    expect(mine.families[0].balance_minor).toBe(1250);
    // The code says exactly this (EPC069-12 version 002): drawn the same way, it is the same picture.
    const payload = ['BCD', '002', '1', 'SCT', 'CAIXESBBXXX', 'CD Halcones', 'ES9121000418450200051332', 'EUR12.50']
      .concat(['', '', mine.families[0].reference])
      .join('\n');
    const expected = await QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    expect(mine.families[0].epc_qr_svg).toBe(expected);
  });
});
