import type { ComponentType } from 'react';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import { paths } from './paths';
import { LoginPage } from './session/login-page';
import { RequireAccess } from './session/require-access';
import { RootLayout } from './shell/root-layout';

export { paths } from './paths';

/** React.lazy for a named export: every screen but login is its own chunk. */
function lazyNamed<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }));
}

const AppLayout = lazyNamed(() => import('./shell/app-layout').then((m) => m.AppLayout));
const DashboardPage = lazyNamed(() => import('./features/dashboard/dashboard-page').then((m) => m.DashboardPage));
const PlaceholderPage = lazyNamed(() => import('./ui/placeholder-page').then((m) => m.PlaceholderPage));
const MatchListPage = lazyNamed(() => import('./features/fixtures/match-list-page').then((m) => m.MatchListPage));
const LiveMatchPage = lazyNamed(() => import('./features/live/live-match-page').then((m) => m.LiveMatchPage));
const LiveAdminPage = lazyNamed(() => import('./features/live/live-admin-page').then((m) => m.LiveAdminPage));

/** A screen not built yet: the shared titled placeholder. */
function placeholder(path: string, title: string): RouteObject {
  return { path, element: <PlaceholderPage title={title} /> };
}

/** The route param of the lineup routes. */
const MATCH_ID = ':matchId';

/**
 * The route table of both spec documents. Every route but /login requires sign-in; the guards send
 * signed-out visitors to /login?returnUrl=… and users without the role to /?accessDenied=true.
 * Unknown paths go to /login, which forwards a signed-in user to /.
 */
export const appRoutes: RouteObject[] = [
  { path: paths.login(), element: <LoginPage /> },
  {
    element: (
      <RequireAccess access="signedIn">
        <AppLayout />
      </RequireAccess>
    ),
    children: [
      { path: paths.home, element: <DashboardPage /> },
      { path: paths.matches, element: <MatchListPage upcoming={false} title="Matches" /> },
      { path: paths.fixtures, element: <MatchListPage upcoming title="Fixtures & Results" /> },
      { path: paths.allFixtures, element: <MatchListPage upcoming title="Fixtures & Results" /> },
      { path: paths.liveMatch, element: <LiveMatchPage /> },
      { path: paths.matchLineup(MATCH_ID), Component: lazyNamed(() => import('./features/lineup/lineup-viewer-page').then((m) => m.LineupViewerPage)) },
      { path: paths.availabilityRecord, Component: lazyNamed(() => import('./features/availability/availability-page').then((m) => m.AvailabilityPage)) },
      placeholder(paths.trainingCalendar, 'Training Calendar'),
      placeholder(paths.playerDetails, 'Player Details'),
      // Spec 1's route table makes this one sign-in only, although it sits under /admin.
      placeholder(paths.adminAvailability, 'Match Availability Overview'),
      {
        element: <RequireAccess access="coachOrAdmin" />,
        children: [
          { path: paths.liveMatchAdmin, element: <LiveAdminPage /> },
          { path: paths.targetsReport, Component: lazyNamed(() => import('./features/targets/targets-report-page').then((m) => m.TargetsReportPage)) },
          { path: paths.coachReports, Component: lazyNamed(() => import('./features/reports/coach-reports-page').then((m) => m.CoachReportsPage)) },
          { path: paths.adminMatchLineup(MATCH_ID), Component: lazyNamed(() => import('./features/lineup/lineup-editor-page').then((m) => m.LineupEditorPage)) },
        ],
      },
      {
        element: <RequireAccess access="admin" />,
        children: [
          { path: paths.admin, Component: lazyNamed(() => import('./features/admin/admin-page').then((m) => m.AdminPage)) },
          { path: paths.adminPlayers, Component: lazyNamed(() => import('./features/admin/players/player-management').then((m) => m.PlayerManagement)) },
          { path: paths.adminTeams, Component: lazyNamed(() => import('./features/admin/teams/team-management').then((m) => m.TeamManagement)) },
          { path: paths.adminUsers, Component: lazyNamed(() => import('./features/admin/users/user-management').then((m) => m.UserManagement)) },
          { path: paths.adminSeasons, Component: lazyNamed(() => import('./features/admin/seasons/season-management').then((m) => m.SeasonManagement)) },
          { path: paths.adminFixtures, Component: lazyNamed(() => import('./features/admin/matches/match-management').then((m) => m.MatchManagement)) },
          { path: paths.adminTraining, Component: lazyNamed(() => import('./features/admin/trainings/training-sessions').then((m) => m.TrainingSessions)) },
          { path: paths.adminAudit, Component: lazyNamed(() => import('./features/admin/audit/audit-log-page').then((m) => m.AuditLogPage)) },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to={paths.login()} replace /> },
];

/** The app: the session frame around the route table. */
export const routes: RouteObject[] = [{ element: <RootLayout />, children: appRoutes }];
