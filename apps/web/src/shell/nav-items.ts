import { msg } from '@touchline/domain';
import { paths } from '../paths';
import type { Access } from '../session/access';

export interface NavItem {
  /** A message (msg): shown through t(). */
  label: string;
  to: string;
  access: Access;
}

export interface NavGroup {
  /** A message (msg): shown through t(). */
  label: string;
  items: NavItem[];
}

/** The menu of spec 2 in its order; coach-or-admin items are hidden from other users. */
export const mainNavItems: NavItem[] = [
  { label: msg('Dashboard'), to: paths.home, access: 'signedIn' },
  { label: msg('Live Match Admin'), to: paths.liveMatchAdmin, access: 'coachOrAdmin' },
  { label: msg('Player Targets'), to: paths.targetsReport, access: 'coachOrAdmin' },
  { label: msg('Coach Reports'), to: paths.coachReports, access: 'coachOrAdmin' },
  { label: msg('Live Match'), to: paths.liveMatch, access: 'signedIn' },
  { label: msg('Fixtures & Results'), to: paths.fixtures, access: 'signedIn' },
  { label: msg('Results'), to: paths.results, access: 'signedIn' },
  { label: msg('Update Availability'), to: paths.availabilityRecord, access: 'signedIn' },
  { label: msg('Inbox'), to: paths.inbox, access: 'signedIn' },
  { label: msg('Medical & Consents'), to: paths.family, access: 'family' },
  { label: msg('Payments'), to: paths.payments, access: 'parent' },
  { label: msg('Duties'), to: paths.duties, access: 'parent' },
];

/** Shown under the 'Admin Section' header to role admin only. */
export const adminDashboardItem: NavItem = { label: msg('Admin Dashboard'), to: paths.admin, access: 'admin' };

export const adminNavGroups: NavGroup[] = [
  {
    label: msg('Schedules'),
    items: [
      { label: msg('Fixtures'), to: paths.adminFixtures, access: 'coachOrAdmin' },
      { label: msg('Training'), to: paths.adminTraining, access: 'coachOrAdmin' },
      { label: msg('Duty Rota'), to: paths.dutyRota, access: 'coachOrAdmin' },
    ],
  },
  {
    label: msg('System Management'),
    items: [
      { label: msg('Players'), to: paths.adminPlayers, access: 'admin' },
      { label: msg('Teams'), to: paths.adminTeams, access: 'admin' },
      { label: msg('Users'), to: paths.adminUsers, access: 'admin' },
      { label: msg('Seasons'), to: paths.adminSeasons, access: 'admin' },
      { label: msg('Audit Log'), to: paths.adminAudit, access: 'admin' },
      { label: msg('Email Outbox'), to: paths.adminOutbox, access: 'admin' },
      { label: msg('Club Settings'), to: paths.adminSettings, access: 'admin' },
      { label: msg('Integrations'), to: paths.adminIntegrations, access: 'admin' },
      { label: msg('Import'), to: paths.import, access: 'admin' },
    ],
  },
  {
    // The Club Welfare Officer's reads (#31, decision 130): their own group for a welfare officer who is not an admin.
    label: msg('Safeguarding'),
    items: [
      { label: msg('Qualifications'), to: paths.safeguardingQualifications, access: 'welfare' },
      { label: msg('Club Messages'), to: paths.safeguardingMessages, access: 'welfare' },
      { label: msg('Sensitive Reads'), to: paths.safeguardingReads, access: 'welfare' },
      { label: msg('Consents'), to: paths.safeguardingConsents, access: 'welfare' },
    ],
  },
  {
    // The treasurer's screens (#33, decision 133): their own group for a treasurer who is not an admin.
    label: msg('Money'),
    items: [
      { label: msg('Balances'), to: paths.money, access: 'treasurer' },
      { label: msg('Bank Statements'), to: paths.moneyStatements, access: 'treasurer' },
      { label: msg('Charges'), to: paths.moneyCharges, access: 'treasurer' },
      { label: msg('Kit Orders'), to: paths.moneyKit, access: 'treasurer' },
      { label: msg('Money Settings'), to: paths.moneySettings, access: 'treasurer' },
    ],
  },
];
