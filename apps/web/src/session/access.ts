import type { User } from '@touchline/domain';
import { isAdmin, isCoachOrAdmin, isTreasurerOrAdmin, isWelfareOrAdmin } from '@touchline/domain';

/**
 * Who may open a route or see a menu item; `welfare`: the Club Welfare Officer and admins; `family`: parents and
 * players, who keep their family's medical information and consents (decision 130); `parent`: what a family owes;
 * `treasurer`: the treasurer and admins (decision 133).
 */
export type Access = 'signedIn' | 'family' | 'parent' | 'coachOrAdmin' | 'welfare' | 'treasurer' | 'admin';

export function canAccess(access: Access, user: User): boolean {
  switch (access) {
    case 'admin':
      return isAdmin(user);
    case 'coachOrAdmin':
      return isCoachOrAdmin(user);
    case 'family':
      return user.userTypes.some((t) => t.type === 'Parent' || t.type === 'Player');
    case 'parent':
      return user.userTypes.some((t) => t.type === 'Parent');
    case 'treasurer':
      return isTreasurerOrAdmin({ role: user.role, treasurer: user.treasurer });
    case 'welfare':
      return isWelfareOrAdmin({ role: user.role, welfareOfficer: user.welfare_officer });
    default:
      return true;
  }
}
