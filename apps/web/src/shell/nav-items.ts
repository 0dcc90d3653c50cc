import { paths } from '../paths';
import type { Access } from '../session/access';

export interface NavItem {
  label: string;
  to: string;
  access: Access;
}

export interface NavGroup {
  label: string;
  items: NavItem[];
}

/** The menu of spec 2 in its order; coach-or-admin items are hidden from other users. */
export const mainNavItems: NavItem[] = [
  { label: 'Dashboard', to: paths.home, access: 'signedIn' },
  { label: 'Live Match Admin', to: paths.liveMatchAdmin, access: 'coachOrAdmin' },
  { label: 'Player Targets', to: paths.targetsReport, access: 'coachOrAdmin' },
  { label: 'Coach Reports', to: paths.coachReports, access: 'coachOrAdmin' },
  { label: 'Live Match', to: paths.liveMatch, access: 'signedIn' },
  { label: 'Fixtures & Results', to: paths.fixtures, access: 'signedIn' },
  { label: 'Results', to: paths.results, access: 'signedIn' },
  { label: 'Update Availability', to: paths.availabilityRecord, access: 'signedIn' },
  { label: 'Inbox', to: paths.inbox, access: 'signedIn' },
  { label: 'Medical & Consents', to: paths.family, access: 'family' },
];

/** Shown under the 'Admin Section' header to role admin only. */
export const adminDashboardItem: NavItem = { label: 'Admin Dashboard', to: paths.admin, access: 'admin' };

export const adminNavGroups: NavGroup[] = [
  {
    label: 'Schedules',
    items: [
      { label: 'Fixtures', to: paths.adminFixtures, access: 'coachOrAdmin' },
      { label: 'Training', to: paths.adminTraining, access: 'coachOrAdmin' },
    ],
  },
  {
    label: 'System Management',
    items: [
      { label: 'Players', to: paths.adminPlayers, access: 'admin' },
      { label: 'Teams', to: paths.adminTeams, access: 'admin' },
      { label: 'Users', to: paths.adminUsers, access: 'admin' },
      { label: 'Seasons', to: paths.adminSeasons, access: 'admin' },
      { label: 'Audit Log', to: paths.adminAudit, access: 'admin' },
      { label: 'Email Outbox', to: paths.adminOutbox, access: 'admin' },
      { label: 'Import', to: paths.import, access: 'admin' },
    ],
  },
  {
    // The Club Welfare Officer's reads (#31, decision 130): their own group for a welfare officer who is not an admin.
    label: 'Safeguarding',
    items: [
      { label: 'Qualifications', to: paths.safeguardingQualifications, access: 'welfare' },
      { label: 'Club Messages', to: paths.safeguardingMessages, access: 'welfare' },
      { label: 'Sensitive Reads', to: paths.safeguardingReads, access: 'welfare' },
      { label: 'Consents', to: paths.safeguardingConsents, access: 'welfare' },
    ],
  },
];
