import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isEmailAddress } from '@touchline/domain';
import { outbox, users } from '../src/db/schema';
import { clubWithEmail, type ClubWithEmail } from './support/club-with-email';

/**
 * #28 item 18: an email address is one address. `victim,b@evil.test` passed the old check (no blank, one @ and a dot
 * after it) in the import, the user form, Add family and the email change, and the invitation went to both. Every
 * entry point refuses a list, a display name, brackets, quotes, blanks and control characters with 400, and nothing
 * is sent or saved.
 */
let club: ClubWithEmail;

beforeAll(async () => {
  club = await clubWithEmail();
  await club.f.team({ team_name: 'U10 Lions' });
});
afterAll(() => club.close());

const lists = ['victim,b@evil.test', 'a@b.test, c@d.test', 'a@b.test;c@d.test'];
const tally = async () => [
  (await club.t.db.select({ n: count() }).from(outbox))[0]?.n,
  (await club.t.db.select({ n: count() }).from(users))[0]?.n,
];

describe('an email address', () => {
  it('that is a list is refused by the user form, Add family, the email change and the import', async () => {
    const { t, admin } = club;
    const parentId = await t.createUser({ username: 'pat', types: ['Parent'] });
    const parent = await t.signIn('pat');
    const before = await tally();
    for (const email of lists) {
      const calls = [
        {
          url: '/api/register',
          token: admin,
          payload: { username: `u${before[1]}`, email, invite: true, userTypes: ['Parent'] },
          error: 'Email must be a valid email address',
        },
        {
          method: 'PUT',
          url: `/api/users/${parentId}`,
          token: admin,
          payload: { username: 'pat', email },
          error: 'Email must be a valid email address',
        },
        {
          url: '/api/families',
          token: admin,
          payload: { parent_name: 'Val', email, new_players: [], player_ids: [1] },
          error: 'Email must be a valid email address',
        },
        {
          url: '/api/account/email',
          token: parent,
          payload: { email, current_password: 'user-password-for-tests' },
          error: 'Email must be a valid email address',
        },
      ];
      for (const call of calls) {
        const res = await t.request({ method: 'POST', ...call });
        expect(res.statusCode, `${call.url} ${email}: ${res.body}`).toBe(400);
        expect(res.json(), `${call.url} ${email}`).toMatchObject({ error: call.error });
      }
      const csv = `Parent name,Email,Children\nVal,"${email}",Someone\n`;
      const imported = await t.request({ method: 'POST', url: '/api/import/parents', token: admin, payload: { csv } });
      expect(imported.statusCode, imported.body).toBe(400);
      expect(imported.body).toContain(`Email '${email}' is not an email address`);
    }
    expect(await tally()).toEqual(before);
  });
});

describe('isEmailAddress', () => {
  it.each([
    'ann@example.org',
    "o'neill@example.org",
    'first.last+club@mail.example.co.uk',
    'zoë@example.org',
    'x@sub-domain.example',
  ])('takes %s', (address) => {
    expect(isEmailAddress(address)).toBe(true);
  });

  it.each([
    ...lists,
    'Ann <ann@example.org>',
    '<ann@example.org>',
    '"ann"@example.org',
    'ann @example.org',
    'ann@exa mple.org',
    'ann@example.org\n',
    'ann\u0000@example.org',
    'ann@example.org\u202e',
    'ann@@example.org',
    'ann@example',
    'ann@.example.org',
    'ann@example..org',
    '.ann@example.org',
    'ann.@example.org',
    'a(comment)@example.org',
    'ann@[127.0.0.1]',
    'ann@-example.org',
    `${'a'.repeat(65)}@example.org`,
  ])('refuses %j', (address) => {
    expect(isEmailAddress(address)).toBe(false);
  });
});
