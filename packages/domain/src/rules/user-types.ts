import type { Role, UserTypeName } from '../schemas/users';

/** The only allowed sets: Parent, Coach, Player, or Parent+Coach (the empty set is allowed too: a new account). */
export function isValidUserTypeCombination(types: readonly string[]): boolean {
  const unique = new Set(types);
  if (unique.size !== types.length) return false;
  if (unique.size === 0) return true;
  if (unique.size === 1) return ['Parent', 'Coach', 'Player'].includes(types[0] ?? '');
  return unique.size === 2 && unique.has('Parent') && unique.has('Coach');
}

export interface RoleHolder {
  role: Role;
  userTypes: readonly { type: UserTypeName }[];
}

/** The spec's "elevated role": a user of type Coach, or any admin. */
export function isCoachOrAdmin(user: RoleHolder): boolean {
  return user.role === 'admin' || user.userTypes.some((t) => t.type === 'Coach');
}

export function isAdmin(user: { role: Role }): boolean {
  return user.role === 'admin';
}

/** The Club Welfare Officer or an admin: who reads the safeguarding records of the whole club (decision 130). */
export function isWelfareOrAdmin(user: { role: Role; welfareOfficer: boolean }): boolean {
  return user.role === 'admin' || user.welfareOfficer;
}

/** The club's treasurer or an admin: who keeps the ledger (decision 133). */
export function isTreasurerOrAdmin(user: { role: Role; treasurer: boolean }): boolean {
  return user.role === 'admin' || user.treasurer;
}

export type Persona = 'Player' | 'Parent' | 'Coach' | 'Admin';

/** Personas in the spec's order; Admin comes from the role, not a user type. */
export function personasOf(user: RoleHolder): Persona[] {
  const types = new Set(user.userTypes.map((t) => t.type));
  const list: Persona[] = (['Player', 'Parent', 'Coach'] as const).filter((p) => types.has(p));
  if (user.role === 'admin') list.push('Admin');
  return list;
}

/**
 * Whom **Send invitations again** invites (#28 item 24): an account with an email, no password yet, and no invitation
 * that still works (never sent, or expired). The server's route selects the same accounts in SQL.
 */
export function awaitsInvitation(user: {
  active: boolean;
  email: string | null;
  invitation: { expired: boolean } | null;
}): boolean {
  return !user.active && Boolean(user.email) && (user.invitation === null || user.invitation.expired);
}
