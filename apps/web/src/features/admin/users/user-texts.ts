import type { Role, UserTypeName } from '@touchline/domain';
import { t, tc } from '../../../i18n/i18n';

/** The texts of the User Management screen; spec §2.7, §5 and §8 word for word where the spec gives them. */
export const userTexts = {
  get heading() {
    return t('User Management');
  },
  get searchPlaceholder() {
    return t('Search users...');
  },
  get createUser() {
    return t('Create User');
  },
  get newUserTitle() {
    return t('New User');
  },
  get noUsers() {
    return t('No users available.');
  },
  get noUsersForSearch() {
    return t('No users found matching your search.');
  },
  get active() {
    return tc('user status', 'Active');
  },
  get invited() {
    return t('Invited');
  },
  get invitationExpired() {
    return t('Invitation expired');
  },
  get noPassword() {
    return t('No password yet');
  },
  invitationUntil: (day: string) => t('Link works until {day}', { day }),
  invitationSent: (day: string) => t('Sent {day}', { day }),
  get userTypes() {
    return t('User Types');
  },
  get headOfCoaching() {
    return t('Head of coaching');
  },
  get headOfCoachingHint() {
    return t('Sees every team on the coach screens, not only the teams they coach.');
  },
  get welfareOfficer() {
    return t('Welfare officer');
  },
  get welfareOfficerHint() {
    return t(
      'The Club Welfare Officer: reads the qualifications register, every club message and the sensitive-data reads.',
    );
  },
  get treasurer() {
    return t('Treasurer');
  },
  get treasurerHint() {
    return t("Keeps the club's money: fees, charges, payments and bank statements, and every family's balance.");
  },
  get inviteInstead() {
    return t('Email an invitation instead of choosing a password');
  },
  get inviteHint() {
    return t('They choose their own password from a link that works for 7 days.');
  },
  invitationSentTo: (email: string) => t('Invitation sent to {email}.', { email }),
  get failedToInvite() {
    return t('Failed to send the invitation');
  },
  /** #28 item 24: everyone who has not chosen a password yet, invited again in one go. */
  invitePending: (count: number) => t('Send invitations again ({count})', { count: String(count) }),
  invitePendingQuestion: (count: number) =>
    t(
      'Invite the {count, plural, one {# person} other {# people}} without a password whose invitation expired or ' +
        'was never sent? Each gets a new link that works for 7 days.',
      { count },
    ),
  get invitePendingConfirm() {
    return t('Send invitations');
  },
  pendingInvited: (sent: number, heldBack: number) =>
    heldBack > 0
      ? t(
          'Invitations sent to {sent, plural, one {# person} other {# people}}. {heldBack} not sent: asked for too ' +
            'often in the last hour; try again later.',
          { sent, heldBack: String(heldBack) },
        )
      : t('Invitations sent to {sent, plural, one {# person} other {# people}}.', { sent }),
  get failedToInvitePending() {
    return t('Failed to send the invitations');
  },
  get deleteQuestion() {
    return t('Are you sure you want to delete this user?');
  },
  get managePlayers() {
    return t('Manage Players');
  },
  get noLinkedPlayers() {
    return t('No players are linked to this parent yet.');
  },
  get linkPlayer() {
    return t('Link Player');
  },
  get unlinkPlayer() {
    return t('Unlink');
  },
  get noLinkedPlayer() {
    return t('No player is linked to this account yet.');
  },
  get failedToLinkPlayer() {
    return t('Failed to link player');
  },
  get passwordKeeps() {
    return t('Leave empty to keep the current password');
  },
  get failedToFetchUsers() {
    return t('Failed to fetch users');
  },
  get failedToCreateUser() {
    return t('Failed to create user');
  },
  get failedToUpdateUser() {
    return t('Failed to update user');
  },
  get failedToDeleteUser() {
    return t('Failed to delete user');
  },
  get failedToImpersonateUser() {
    return t('Failed to impersonate user');
  },
  get failedToFetchPlayerAssociations() {
    return t('Failed to fetch player associations');
  },
  get failedToFetchPlayers() {
    return t('Failed to fetch players');
  },
  get failedToAddPlayer() {
    return t('Failed to add player');
  },
  get failedToRemovePlayer() {
    return t('Failed to remove player');
  },
  get failedToExportData() {
    return t('Failed to export data');
  },
};

/** Accessible names of a row's icon buttons: each names the user, e.g. 'Impersonate parent1'. */
export const userActionLabels = {
  invite: (username: string, again: boolean) =>
    again ? t('Resend invitation to {username}', { username }) : t('Send invitation to {username}', { username }),
  edit: (username: string) => t('Edit {username}', { username }),
  remove: (username: string) => t('Delete {username}', { username }),
  impersonate: (username: string) => t('Impersonate {username}', { username }),
  managePlayers: (username: string) => t('Manage Players for {username}', { username }),
  linkPlayer: (username: string) => t('Link Player for {username}', { username }),
  exportData: (username: string) => t('Export data for {username}', { username }),
};

/** A user type's name on screen ('Parent', 'Coach', 'Player'); the value sent stays the English one. */
export function userTypeLabel(type: UserTypeName): string {
  switch (type) {
    case 'Parent':
      return tc('user type', 'Parent');
    case 'Coach':
      return tc('user type', 'Coach');
    case 'Player':
      return tc('user type', 'Player');
  }
}

/** A role's name on screen ('user' or 'admin'); the value sent stays the English one. */
export function roleLabel(role: Role): string {
  return role === 'admin' ? tc('role', 'admin') : tc('role', 'user');
}
