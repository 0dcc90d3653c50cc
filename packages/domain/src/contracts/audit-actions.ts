import type { Contract } from './contract';
import { contracts } from './index';

/** What the server records under its own names (not a route's): the words a volunteer reads for each. */
const namedActions: Record<string, string> = {
  created: 'Created',
  updated: 'Changed',
  'data.export': "Exported a person's data",
  'email.confirmed': 'Confirmed a new email address',
  'email.unsubscribed': 'Unsubscribed from a kind of email',
  'impersonation.start': 'Started acting as another user',
  'impersonation.end': 'Returned to admin',
  'invitation.accepted': 'Accepted an invitation and chose a password',
  'password.reset': 'Chose a new password from a reset link',
  'password.reset-requested': 'Asked for a password reset link',
  'remove-demo (command line)': 'Removed the demo club (command line)',
  'reset-password (command line)': 'Reset a password (command line)',
  'families merged': 'Merged two families who share a parent',
  'rollover.team': "Moved a team on to the new season's age group",
  'rollover.leaver': 'Archived a player who left at the end of the season',
  'rollover.erased': 'Erased a player who left, on the retention schedule',
  'sign-in (OIDC)': "Signed in with the club's account (OIDC)",
  'identity.linked-by-email': 'Club account linked by its verified email at its first sign-in (OIDC)',
  'identity.signup': "Account made at a first sign-in with the club's account (OIDC)",
  'identity.linked-by-self': 'Linked their own club account (OIDC)',
  'api_key.used': 'Used an API key (at most one entry a key an hour)',
};

let byRoute: Map<string, string> | null = null;

/** 'POST /api/teams' → the contract's summary ('Create a team'), from every contract: one list, never copied. */
function routeSummaries(): Map<string, string> {
  byRoute ??= new Map(
    Object.values(contracts)
      .flatMap((area) => Object.values(area as Record<string, Contract>))
      .map((c) => [`${c.method} /api${c.path}`, c.summary ?? ''] as const)
      .filter(([, summary]) => summary !== ''),
  );
  return byRoute;
}

/**
 * An audit entry's action in words (#28 item 24): the server records a route ('PUT /api/teams/:id') or a name of its
 * own ('impersonation.start'); the audit screen shows 'Change a team' or 'Started acting as another user', and the
 * recorded text only for what has no words yet.
 */
export function auditActionLabel(action: string): string {
  return namedActions[action] ?? routeSummaries().get(action) ?? action;
}
