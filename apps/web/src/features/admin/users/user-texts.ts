/** The texts of the User Management screen; spec §2.7, §5 and §8 word for word where the spec gives them. */
export const userTexts = {
  heading: 'User Management',
  searchPlaceholder: 'Search users...',
  createUser: 'Create User',
  newUserTitle: 'New User',
  noUsers: 'No users available.',
  noUsersForSearch: 'No users found matching your search.',
  active: 'Active',
  invited: 'Invited',
  invitationExpired: 'Invitation expired',
  noPassword: 'No password yet',
  invitationUntil: (day: string) => `Link works until ${day}`,
  invitationSent: (day: string) => `Sent ${day}`,
  userTypes: 'User Types',
  headOfCoaching: 'Head of coaching',
  headOfCoachingHint: 'Sees every team on the coach screens, not only the teams they coach.',
  welfareOfficer: 'Welfare officer',
  welfareOfficerHint:
    'The Club Welfare Officer: reads the qualifications register, every club message and the sensitive-data reads.',
  inviteInstead: 'Email an invitation instead of choosing a password',
  inviteHint: 'They choose their own password from a link that works for 7 days.',
  invitationSentTo: (email: string) => `Invitation sent to ${email}.`,
  failedToInvite: 'Failed to send the invitation',
  /** #28 item 24: everyone who has not chosen a password yet, invited again in one go. */
  invitePending: (count: number) => `Send invitations again (${count})`,
  invitePendingQuestion: (count: number) =>
    `Invite the ${count} ${count === 1 ? 'person' : 'people'} without a password whose invitation expired or ` +
    'was never sent? Each gets a new link that works for 7 days.',
  invitePendingConfirm: 'Send invitations',
  pendingInvited: (sent: number, heldBack: number) =>
    `Invitations sent to ${sent} ${sent === 1 ? 'person' : 'people'}.` +
    (heldBack > 0 ? ` ${heldBack} not sent: asked for too often in the last hour; try again later.` : ''),
  failedToInvitePending: 'Failed to send the invitations',
  deleteQuestion: 'Are you sure you want to delete this user?',
  managePlayers: 'Manage Players',
  noLinkedPlayers: 'No players are linked to this parent yet.',
  linkPlayer: 'Link Player',
  unlinkPlayer: 'Unlink',
  noLinkedPlayer: 'No player is linked to this account yet.',
  failedToLinkPlayer: 'Failed to link player',
  passwordKeeps: 'Leave empty to keep the current password',
  failedToFetchUsers: 'Failed to fetch users',
  failedToCreateUser: 'Failed to create user',
  failedToUpdateUser: 'Failed to update user',
  failedToDeleteUser: 'Failed to delete user',
  failedToImpersonateUser: 'Failed to impersonate user',
  failedToFetchPlayerAssociations: 'Failed to fetch player associations',
  failedToFetchPlayers: 'Failed to fetch players',
  failedToAddPlayer: 'Failed to add player',
  failedToRemovePlayer: 'Failed to remove player',
  failedToExportData: 'Failed to export data',
} as const;

/** Accessible names of a row's icon buttons: each names the user, e.g. 'Impersonate parent1'. */
export const userActionLabels = {
  invite: (username: string, again: boolean) => `${again ? 'Resend invitation to' : 'Send invitation to'} ${username}`,
  edit: (username: string) => `Edit ${username}`,
  remove: (username: string) => `Delete ${username}`,
  impersonate: (username: string) => `Impersonate ${username}`,
  managePlayers: (username: string) => `Manage Players for ${username}`,
  linkPlayer: (username: string) => `Link Player for ${username}`,
  exportData: (username: string) => `Export data for ${username}`,
};
