/** The texts of the User Management screen; spec §2.7, §5 and §8 word for word where the spec gives them. */
export const userTexts = {
  heading: 'User Management',
  searchPlaceholder: 'Search users...',
  createUser: 'Create User',
  newUserTitle: 'New User',
  noUsers: 'No users available.',
  noUsersForSearch: 'No users found matching your search.',
  active: 'Active',
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
  edit: (username: string) => `Edit ${username}`,
  remove: (username: string) => `Delete ${username}`,
  impersonate: (username: string) => `Impersonate ${username}`,
  managePlayers: (username: string) => `Manage Players for ${username}`,
  linkPlayer: (username: string) => `Link Player for ${username}`,
  exportData: (username: string) => `Export data for ${username}`,
};
