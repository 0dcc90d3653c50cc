import { describe, expect, it } from 'vitest';
import type { User } from '@touchline/domain';
import {
  emptyUserForm,
  isParent,
  userMatchesSearch,
  userToForm,
  userTypesText,
  validateUserCreate,
  validateUserEdit,
} from '../src/features/admin/users/user-form-values';

const invalid = 'Invalid combination of user types. Allowed: Parent, Coach, Player, or Parent+Coach.';

function user(overrides: Partial<User> = {}): User {
  return {
    user_id: 7,
    username: 'parent9',
    role: 'user',
    short_name: 'Pat',
    email: 'pat@example.org',
    userTypes: [{ type: 'Coach' }, { type: 'Parent' }],
    player_id: null,
    active: true,
    invitation: null,
    head_of_coaching: false,
    welfare_officer: false,
    treasurer: false,
    ...overrides,
  };
}

describe('user forms', () => {
  it('requires username and password to create, with role user by default', () => {
    expect(validateUserCreate(emptyUserForm())).toEqual({
      ok: false,
      errors: { username: 'Username is required', password: 'Password is required' },
    });
    expect(validateUserCreate({ ...emptyUserForm(), username: ' sam ', password: 'pw' })).toEqual({
      ok: false,
      errors: { password: 'Password must be at least 12 characters' },
    });
    expect(validateUserCreate({ ...emptyUserForm(), username: ' sam ', password: 'a-long-password' })).toEqual({
      ok: true,
      body: {
        username: 'sam',
        password: 'a-long-password',
        role: 'user',
        short_name: null,
        email: null,
        userTypes: [],
        head_of_coaching: false,
        welfare_officer: false,
        treasurer: false,
      },
    });
    // An invitation instead: no password, the email required.
    expect(validateUserCreate({ ...emptyUserForm(), username: 'sam', invite: true })).toEqual({
      ok: false,
      errors: { email: 'Email is required to send an invitation' },
    });
  });

  it('creates a coach (or any allowed set) by invitation, head of coaching only with Coach', () => {
    const coach = {
      ...emptyUserForm(),
      username: 'casey',
      email: 'casey@example.org',
      invite: true,
      userTypes: ['Coach' as const],
      headOfCoaching: true,
    };
    expect(validateUserCreate(coach)).toEqual({
      ok: true,
      body: {
        username: 'casey',
        role: 'user',
        short_name: null,
        email: 'casey@example.org',
        userTypes: ['Coach'],
        head_of_coaching: true,
        welfare_officer: false,
        treasurer: false,
        invite: true,
      },
    });
    // Coach unticked: the ticked head of coaching is kept in the form but not sent.
    const parent = validateUserCreate({ ...coach, userTypes: ['Parent'] });
    expect(parent.ok && [parent.body.userTypes, parent.body.head_of_coaching]).toEqual([['Parent'], false]);
    const both = validateUserCreate({ ...coach, userTypes: ['Coach', 'Parent'] });
    expect(both.ok && [both.body.userTypes, both.body.head_of_coaching]).toEqual([['Parent', 'Coach'], true]);
    expect(validateUserCreate({ ...coach, userTypes: ['Coach', 'Player'] })).toEqual({
      ok: false,
      errors: { userTypes: invalid },
    });
  });

  it('copies a user into the editor with an empty password and the types in Parent, Coach, Player order', () => {
    expect(userToForm(user())).toEqual({
      username: 'parent9',
      password: '',
      role: 'user',
      short_name: 'Pat',
      email: 'pat@example.org',
      userTypes: ['Parent', 'Coach'],
      headOfCoaching: false,
      welfareOfficer: false,
      treasurer: false,
    });
    expect(userToForm(user({ head_of_coaching: true })).headOfCoaching).toBe(true);
  });

  it('leaves an empty password out so the server keeps it, and sends a new one', () => {
    const kept = validateUserEdit(userToForm(user()));
    expect(kept.ok && kept.body).toEqual({
      username: 'parent9',
      role: 'user',
      short_name: 'Pat',
      email: 'pat@example.org',
      userTypes: ['Parent', 'Coach'],
      head_of_coaching: false,
      welfare_officer: false,
      treasurer: false,
    });
    // A head of coaching who is no longer a coach is no longer the head of coaching.
    const head = userToForm(user({ head_of_coaching: true }));
    const stays = validateUserEdit(head);
    expect(stays.ok && stays.body.head_of_coaching).toBe(true);
    const leaves = validateUserEdit({ ...head, userTypes: ['Parent'] });
    expect(leaves.ok && leaves.body.head_of_coaching).toBe(false);
    const changed = validateUserEdit({ ...userToForm(user()), password: 'a-new-secret-password' });
    expect(changed.ok && changed.body.password).toBe('a-new-secret-password');
  });

  it('makes an adult the welfare officer, and sends false for a player’s account (decision 130)', () => {
    const officer = userToForm(user({ welfare_officer: true }));
    expect(officer.welfareOfficer).toBe(true);
    const kept = validateUserEdit(officer);
    expect(kept.ok && kept.body.welfare_officer).toBe(true);
    const player = validateUserEdit({ ...officer, userTypes: ['Player'] });
    expect(player.ok && player.body.welfare_officer).toBe(false);
    const created = validateUserCreate({
      ...emptyUserForm(),
      username: 'wendy',
      password: 'a-long-password',
      welfareOfficer: true,
    });
    expect(created.ok && created.body.welfare_officer).toBe(true);
  });

  it.each([[['Parent', 'Player']], [['Coach', 'Player']], [['Parent', 'Coach', 'Player']]] as const)(
    'refuses the user types %j with the spec text',
    (types) => {
      expect(validateUserEdit({ ...userToForm(user()), userTypes: [...types] })).toEqual({
        ok: false,
        errors: { userTypes: invalid },
      });
    },
  );

  it.each([[[]], [['Parent']], [['Coach']], [['Player']], [['Coach', 'Parent']]] as const)(
    'accepts the user types %j',
    (types) => {
      expect(validateUserEdit({ ...userToForm(user()), userTypes: [...types] }).ok).toBe(true);
    },
  );

  it('still requires the username when editing', () => {
    expect(validateUserEdit({ ...userToForm(user()), username: '  ' })).toEqual({
      ok: false,
      errors: { username: 'Username is required' },
    });
  });
});

describe('user list helpers', () => {
  it("searches username, short name, email and a child's name", () => {
    const listed = (over: Partial<User> = {}) => ({ ...user(over), children: [] });
    expect(userMatchesSearch(listed(), 'parent')).toBe(true);
    expect(userMatchesSearch(listed(), 'pat')).toBe(true);
    expect(userMatchesSearch(listed(), 'example.org')).toBe(true);
    expect(userMatchesSearch(listed({ short_name: null, email: null }), 'nobody')).toBe(false);
    const child = { player_id: 3, player_name: 'Mia Smith', player_short_name: null };
    expect(userMatchesSearch({ ...user(), children: [child] }, 'mia s')).toBe(true);
    expect(userMatchesSearch(listed(), 'mia s')).toBe(false);
  });

  it('shows the user types, and Parent decides Manage Players', () => {
    expect(userTypesText(user())).toBe('Parent, Coach');
    expect(userTypesText(user({ userTypes: [] }))).toBe('—');
    expect(isParent(user())).toBe(true);
    expect(isParent(user({ userTypes: [{ type: 'Coach' }] }))).toBe(false);
  });
});
