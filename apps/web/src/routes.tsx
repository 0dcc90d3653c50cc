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
      placeholder(paths.matches, 'Matches'),
      placeholder(paths.fixtures, 'Fixtures & Results'),
      placeholder(paths.allFixtures, 'Fixtures & Results'),
      placeholder(paths.liveMatch, 'Live Match'),
      placeholder(paths.matchLineup(MATCH_ID), 'Match Lineup'),
      placeholder(paths.availabilityRecord, 'Record Availability'),
      placeholder(paths.trainingCalendar, 'Training Calendar'),
      placeholder(paths.playerDetails, 'Player Details'),
      // Spec 1's route table makes this one sign-in only, although it sits under /admin.
      placeholder(paths.adminAvailability, 'Match Availability Overview'),
      {
        element: <RequireAccess access="coachOrAdmin" />,
        children: [
          placeholder(paths.liveMatchAdmin, 'Live Match Admin'),
          placeholder(paths.targetsReport, 'Player Targets Report'),
          placeholder(paths.coachReports, 'Coach Reports'),
          placeholder(paths.adminMatchLineup(MATCH_ID), 'Starting Lineup Editor'),
        ],
      },
      {
        element: <RequireAccess access="admin" />,
        children: [
          placeholder(paths.admin, 'Admin Dashboard'),
          placeholder(paths.adminPlayers, 'Player Management'),
          placeholder(paths.adminTeams, 'Team Management'),
          placeholder(paths.adminUsers, 'User Management'),
          placeholder(paths.adminSeasons, 'Season Management'),
          placeholder(paths.adminFixtures, 'Match Management'),
          placeholder(paths.adminTraining, 'Training Sessions'),
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to={paths.login()} replace /> },
];

/** The app: the session frame around the route table. */
export const routes: RouteObject[] = [{ element: <RootLayout />, children: appRoutes }];
