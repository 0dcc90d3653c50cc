import type { User } from '@touchline/domain';
import { isAdmin, isCoachOrAdmin } from '@touchline/domain';

/** Who may open a route or see a menu item. */
export type Access = 'signedIn' | 'coachOrAdmin' | 'admin';

export function canAccess(access: Access, user: User): boolean {
  switch (access) {
    case 'admin':
      return isAdmin(user);
    case 'coachOrAdmin':
      return isCoachOrAdmin(user);
    default:
      return true;
  }
}
