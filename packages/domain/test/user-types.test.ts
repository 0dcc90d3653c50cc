import { describe, expect, it } from 'vitest';
import { awaitsInvitation, isCoachOrAdmin, isValidUserTypeCombination, personasOf } from '../src';

describe('isValidUserTypeCombination', () => {
  it.each([[[]], [['Parent']], [['Coach']], [['Player']], [['Parent', 'Coach']], [['Coach', 'Parent']]])(
    'allows %j',
    (types) => {
      expect(isValidUserTypeCombination(types)).toBe(true);
    },
  );
  it.each([
    [['Player', 'Parent']],
    [['Player', 'Coach']],
    [['Parent', 'Coach', 'Player']],
    [['Parent', 'Parent']],
    [['Fan']],
  ])('refuses %j', (types) => {
    expect(isValidUserTypeCombination(types)).toBe(false);
  });
});

describe('roles', () => {
  it('treats coaches and admins as elevated, not parents', () => {
    expect(isCoachOrAdmin({ role: 'user', userTypes: [{ type: 'Coach' }] })).toBe(true);
    expect(isCoachOrAdmin({ role: 'admin', userTypes: [] })).toBe(true);
    expect(isCoachOrAdmin({ role: 'user', userTypes: [{ type: 'Parent' }] })).toBe(false);
  });
  it('orders personas Player, Parent, Coach, Admin', () => {
    expect(personasOf({ role: 'admin', userTypes: [{ type: 'Coach' }, { type: 'Parent' }] })).toEqual([
      'Parent',
      'Coach',
      'Admin',
    ]);
  });
});

describe('awaitsInvitation', () => {
  it('is an account with an email, no password and no invitation that still works', () => {
    const open = { sent_at: 'x', expires_at: 'y', expired: false };
    expect(awaitsInvitation({ active: false, email: 'a@b.org', invitation: null })).toBe(true);
    expect(awaitsInvitation({ active: false, email: 'a@b.org', invitation: { ...open, expired: true } })).toBe(true);
    expect(awaitsInvitation({ active: false, email: 'a@b.org', invitation: open })).toBe(false);
    expect(awaitsInvitation({ active: false, email: null, invitation: null })).toBe(false);
    expect(awaitsInvitation({ active: true, email: 'a@b.org', invitation: null })).toBe(false);
  });
});
