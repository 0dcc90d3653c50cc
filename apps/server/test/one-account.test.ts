import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, users } from '../src/db/schema';
import { clubWithEmail, type ClubWithEmail } from './support/club-with-email';

/**
 * #28 item 18, decision 121: one person, one account. Creating a user with an email already on an account made a
 * second account and sent a second invitation (a parent made a coach). Every way an address reaches an account
 * refuses one that another account has, without case, and nothing is saved or sent; the database holds it too.
 */
let club: ClubWithEmail;
let parentId: number;

beforeAll(async () => {
  club = await clubWithEmail();
  const created = await club.t.request({
    method: 'POST',
    url: '/api/register',
    token: club.admin,
    payload: { username: 'pat.parent', email: 'Pat@Family.example', invite: true, userTypes: ['Parent'] },
  });
  expect(created.statusCode, created.body).toBe(201);
  parentId = created.json().user_id;
});
afterAll(() => club.close());

const tally = async () => [
  (await club.t.db.select({ n: count() }).from(outbox))[0]?.n,
  (await club.t.db.select({ n: count() }).from(users))[0]?.n,
];
const onAccount =
  'This email is already on the account pat.parent: ' +
  'give that account the user types it needs instead of making a second one';

describe('one person, one account', () => {
  it('a new user with an email already on an account is refused, naming the account, and nothing is sent', async () => {
    const { t, admin } = club;
    const before = await tally();
    const res = await t.request({
      method: 'POST',
      url: '/api/register',
      token: admin,
      payload: { username: 'pat.coach', email: 'pat@family.EXAMPLE', invite: true, userTypes: ['Coach'] },
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ error: onAccount });
    expect(await tally()).toEqual(before);
  });

  it('the same account takes a second user type instead', async () => {
    const { t, admin } = club;
    const res = await t.request({
      method: 'PUT',
      url: `/api/users/${parentId}`,
      token: admin,
      payload: { username: 'pat.parent', userTypes: ['Coach', 'Parent'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().userTypes.map((u: { type: string }) => u.type)).toEqual(['Coach', 'Parent']);
    // Its own address, sent again in another case, is not "another account's".
    const same = await t.request({
      method: 'PUT',
      url: `/api/users/${parentId}`,
      token: admin,
      payload: { username: 'pat.parent', email: 'pat@family.example' },
    });
    expect(same.statusCode, same.body).toBe(200);
  });

  it("changing a user's email to another account's is refused", async () => {
    const { t, admin } = club;
    const otherId = await t.createUser({ username: 'sam' });
    const res = await t.request({
      method: 'PUT',
      url: `/api/users/${otherId}`,
      token: admin,
      payload: { username: 'sam', email: 'PAT@family.example' },
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ error: onAccount });
    const [sam] = await t.db.select({ email: users.email }).from(users).where(eq(users.userId, otherId));
    expect(sam?.email).toBeNull();
  });

  it("a person changing their own address to another account's is told so, without the account's name", async () => {
    const { t } = club;
    await t.createUser({ username: 'robin', types: ['Parent'] });
    const robin = await t.signIn('robin');
    const before = await tally();
    const res = await t.request({
      method: 'POST',
      url: '/api/account/email',
      token: robin,
      payload: { email: 'pat@family.example', current_password: 'user-password-for-tests' },
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ error: 'This email is already on another account' });
    expect(await tally()).toEqual(before);
  });

  it('Add family with the address of an existing account is refused', async () => {
    const { t, admin, f } = club;
    const team = await f.team({ team_name: 'U9 Owls' });
    const player = await f.player(team.team_id, { player_name: 'Ola' });
    const res = await t.request({
      method: 'POST',
      url: '/api/families',
      token: admin,
      payload: { parent_name: 'Pat', email: 'pat@FAMILY.example', new_players: [], player_ids: [player.player_id] },
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error).toMatch(/^A user with this email already exists/);
  });

  it('the database refuses a second account with the address, whatever the case', async () => {
    const refused = await club.t.db
      .execute(sql`insert into users (username, email) values ('race', 'PAT@FAMILY.EXAMPLE')`)
      .then(
        () => 'inserted',
        (error: Error) => String(error.cause ?? error),
      );
    expect(refused).toMatch(/users_email_lower_key/);
  });
});
