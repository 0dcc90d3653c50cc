import type { ComponentProps, ComponentType, ReactNode } from 'react';
import { isValidElement, lazy } from 'react';
import type { RouteObject } from 'react-router';
import { Navigate, matchRoutes } from 'react-router';
import { msg } from '@touchline/domain';
import { t } from './i18n/i18n';
import { paths } from './paths';
import { LoginPage } from './session/login-page';
import { RequireAccess } from './session/require-access';
import { RootLayout } from './shell/root-layout';

export { paths } from './paths';

/** React.lazy for a named export: every screen but login is its own chunk. `preload` fetches it ahead of time. */
function lazyNamed<P extends object>(load: () => Promise<ComponentType<P>>) {
  return Object.assign(
    lazy(async () => ({ default: await load() })),
    { preload: load },
  );
}

const AppLayout = lazyNamed(() => import('./shell/app-layout').then((m) => m.AppLayout));
const HomePage = lazyNamed(() => import('./features/home/home-page').then((m) => m.HomePage));
const PlaceholderPage = lazyNamed(() => import('./ui/placeholder-page').then((m) => m.PlaceholderPage));
const MatchesPage = lazyNamed(() => import('./features/matches/matches-page').then((m) => m.MatchesPage));
const MatchesLivePage = lazyNamed(() => import('./features/matches/matches-live-page').then((m) => m.MatchesLivePage));
const MatchesLiveAdminPage = lazyNamed(() =>
  import('./features/matches/matches-live-admin-page').then((m) => m.MatchesLiveAdminPage),
);

/** A screen not built yet: the shared titled placeholder (`title` a message, shown in the language in use). */
function placeholder(path: string, title: string): RouteObject {
  return { path, element: <PlaceholderPage title={title} /> };
}

/**
 * The matches screen with its title, a message read in the language in use when it renders (the route table is built
 * when the module loads, before the language is known). Preloads as the screen itself does.
 */
const TitledMatchesPage = Object.assign(
  function TitledMatchesPage({ view, title }: ComponentProps<typeof MatchesPage>) {
    return <MatchesPage view={view} title={t(title)} />;
  },
  { preload: MatchesPage.preload },
);

/** The route param of the lineup routes. */
const MATCH_ID = ':matchId';

/**
 * The route table of both spec documents. Every route but /login requires sign-in; the guards send
 * signed-out visitors to /login?returnUrl=… and users without the role to /?accessDenied=true.
 * Unknown paths go to /login, which forwards a signed-in user to /.
 */
const AccountChoosePasswordPage = lazyNamed(() =>
  import('./features/account/account-choose-password-page').then((m) => m.AccountChoosePasswordPage),
);

const RespondPage = lazyNamed(() => import('./features/respond/respond-page').then((m) => m.RespondPage));

export const appRoutes: RouteObject[] = [
  { path: paths.login(), element: <LoginPage /> },
  {
    path: paths.forgotPassword,
    Component: lazyNamed(() =>
      import('./features/account/account-forgot-password-page').then((m) => m.AccountForgotPasswordPage),
    ),
  },
  { path: paths.invite, element: <AccountChoosePasswordPage purpose="invitation" /> },
  { path: paths.resetPassword, element: <AccountChoosePasswordPage purpose="password_reset" /> },
  {
    path: paths.confirmEmail,
    Component: lazyNamed(() =>
      import('./features/account/account-confirm-email-page').then((m) => m.AccountConfirmEmailPage),
    ),
  },
  { path: paths.respond(), Component: RespondPage },
  { path: paths.respond(':answer'), Component: RespondPage },
  {
    path: paths.unsubscribe,
    Component: lazyNamed(() => import('./features/unsubscribe/unsubscribe-page').then((m) => m.UnsubscribePage)),
  },
  { path: paths.watch, Component: lazyNamed(() => import('./features/watch/watch-page').then((m) => m.WatchPage)) },
  {
    path: paths.signinOidc,
    Component: lazyNamed(() => import('./features/signin/signin-oidc-page').then((m) => m.SigninOidcPage)),
  },
  {
    element: (
      <RequireAccess access="signedIn">
        <AppLayout />
      </RequireAccess>
    ),
    children: [
      { path: paths.home, element: <HomePage /> },
      { path: paths.matches, element: <TitledMatchesPage view="season" title={msg('Matches')} /> },
      { path: paths.fixtures, element: <TitledMatchesPage view="fixtures" title={msg('Fixtures & Results')} /> },
      { path: paths.allFixtures, element: <TitledMatchesPage view="fixtures" title={msg('Fixtures & Results')} /> },
      { path: paths.results, element: <TitledMatchesPage view="results" title={msg('Fixtures & Results')} /> },
      { path: paths.liveMatch, element: <MatchesLivePage /> },
      {
        path: paths.matchLineup(MATCH_ID),
        Component: lazyNamed(() => import('./features/matches/matches-lineup-page').then((m) => m.MatchesLineupPage)),
      },
      {
        path: paths.availabilityRecord,
        Component: lazyNamed(() =>
          import('./features/availability/availability-record-page').then((m) => m.AvailabilityRecordPage),
        ),
      },
      {
        path: paths.account,
        Component: lazyNamed(() => import('./features/account/account-page').then((m) => m.AccountPage)),
      },
      {
        path: paths.inbox,
        Component: lazyNamed(() => import('./features/inbox/inbox-page').then((m) => m.InboxPage)),
      },
      {
        path: paths.inboxMessage(':id'),
        Component: lazyNamed(() => import('./features/inbox/inbox-message-page').then((m) => m.InboxMessagePage)),
      },
      {
        path: paths.family,
        Component: lazyNamed(() => import('./features/family/family-page').then((m) => m.FamilyPage)),
      },
      placeholder(paths.trainingCalendar, msg('Training Calendar')),
      placeholder(paths.playerDetails, msg('Player Details')),
      // Spec 1's route table makes this one sign-in only, although it sits under /admin.
      placeholder(paths.adminAvailability, msg('Match Availability Overview')),
      {
        element: <RequireAccess access="coachOrAdmin" />,
        children: [
          { path: paths.liveMatchAdmin, element: <MatchesLiveAdminPage /> },
          {
            path: paths.matchAnswers(MATCH_ID),
            Component: lazyNamed(() =>
              import('./features/matches/matches-availability-page').then((m) => m.MatchesAvailabilityPage),
            ),
          },
          {
            path: paths.inboxNew,
            Component: lazyNamed(() => import('./features/inbox/inbox-new-page').then((m) => m.InboxNewPage)),
          },
          {
            path: paths.targetsReport,
            Component: lazyNamed(() =>
              import('./features/targets/targets-report-page').then((m) => m.TargetsReportPage),
            ),
          },
          {
            path: paths.coachReports,
            Component: lazyNamed(() =>
              import('./features/coach-reports/coach-reports-page').then((m) => m.CoachReportsPage),
            ),
          },
          {
            path: paths.adminMatchLineup(MATCH_ID),
            Component: lazyNamed(() =>
              import('./features/admin/admin-matches-lineup-page').then((m) => m.AdminMatchesLineupPage),
            ),
          },
          // A team's coaches run their team's fixtures and training there; other teams' are read-only (#30).
          {
            path: paths.adminFixtures,
            Component: lazyNamed(() => import('./features/admin/admin-fixtures-page').then((m) => m.AdminFixturesPage)),
          },
          {
            path: paths.adminTraining,
            Component: lazyNamed(() => import('./features/admin/admin-training-page').then((m) => m.AdminTrainingPage)),
          },
        ],
      },
      {
        // The Safeguarding area (#31, decision 130): the welfare officer and admins.
        element: <RequireAccess access="welfare" />,
        children: [
          {
            path: paths.safeguardingQualifications,
            Component: lazyNamed(() =>
              import('./features/safeguarding/safeguarding-qualifications-page').then(
                (m) => m.SafeguardingQualificationsPage,
              ),
            ),
          },
          {
            path: paths.safeguardingMessages,
            Component: lazyNamed(() =>
              import('./features/safeguarding/safeguarding-messages-page').then((m) => m.SafeguardingMessagesPage),
            ),
          },
          {
            path: paths.safeguardingMessage(':id'),
            // Named for what it shows, one message, like /inbox/:id.
            Component: lazyNamed(() =>
              import('./features/safeguarding/safeguarding-message-page').then((m) => m.SafeguardingMessagePage),
            ),
          },
          {
            path: paths.safeguardingReads,
            Component: lazyNamed(() =>
              import('./features/safeguarding/safeguarding-reads-page').then((m) => m.SafeguardingReadsPage),
            ),
          },
          {
            path: paths.safeguardingConsents,
            Component: lazyNamed(() =>
              import('./features/safeguarding/safeguarding-consents-page').then((m) => m.SafeguardingConsentsPage),
            ),
          },
        ],
      },
      {
        // What a parent's family owes, how to pay it, and kit orders (#33).
        element: <RequireAccess access="parent" />,
        children: [
          {
            path: paths.payments,
            Component: lazyNamed(() => import('./features/payments/payments-page').then((m) => m.PaymentsPage)),
          },
          {
            // A family's duties and swaps (#34, decision 135).
            path: paths.duties,
            Component: lazyNamed(() => import('./features/duties/duties-page').then((m) => m.DutiesPage)),
          },
        ],
      },
      {
        // A team's duty rota (#34): its coaches and admins (the server refuses another team's coach).
        element: <RequireAccess access="coachOrAdmin" />,
        children: [
          {
            path: paths.dutyRota,
            Component: lazyNamed(() => import('./features/duties/duty-rota-page').then((m) => m.DutyRotaPage)),
          },
        ],
      },
      {
        // Money (#33, decision 133): the treasurer and admins.
        element: <RequireAccess access="treasurer" />,
        children: [
          {
            path: paths.money,
            Component: lazyNamed(() => import('./features/money/money-page').then((m) => m.MoneyPage)),
          },
          {
            path: paths.moneyFamily(':id'),
            // Named for what it shows, one family's ledger, like /inbox/:id.
            Component: lazyNamed(() => import('./features/money/money-family-page').then((m) => m.MoneyFamilyPage)),
          },
          {
            path: paths.moneyCharges,
            Component: lazyNamed(() => import('./features/money/money-charges-page').then((m) => m.MoneyChargesPage)),
          },
          {
            path: paths.moneyStatements,
            Component: lazyNamed(() =>
              import('./features/money/money-statements-page').then((m) => m.MoneyStatementsPage),
            ),
          },
          {
            path: paths.moneySettings,
            Component: lazyNamed(() => import('./features/money/money-settings-page').then((m) => m.MoneySettingsPage)),
          },
          {
            path: paths.moneyKit,
            Component: lazyNamed(() => import('./features/money/money-kit-page').then((m) => m.MoneyKitPage)),
          },
        ],
      },
      {
        element: <RequireAccess access="admin" />,
        children: [
          {
            path: paths.admin,
            Component: lazyNamed(() => import('./features/admin/admin-page').then((m) => m.AdminPage)),
          },
          {
            path: paths.adminPlayers,
            Component: lazyNamed(() => import('./features/admin/admin-players-page').then((m) => m.AdminPlayersPage)),
          },
          {
            path: paths.adminTeams,
            Component: lazyNamed(() => import('./features/admin/admin-teams-page').then((m) => m.AdminTeamsPage)),
          },
          {
            path: paths.adminOutbox,
            Component: lazyNamed(() => import('./features/admin/admin-outbox-page').then((m) => m.AdminOutboxPage)),
          },
          {
            path: paths.adminSettings,
            Component: lazyNamed(() => import('./features/admin/admin-settings-page').then((m) => m.AdminSettingsPage)),
          },
          {
            path: paths.adminIntegrations,
            Component: lazyNamed(() =>
              import('./features/admin/admin-integrations-page').then((m) => m.AdminIntegrationsPage),
            ),
          },
          {
            path: paths.adminUsers,
            Component: lazyNamed(() => import('./features/admin/admin-users-page').then((m) => m.AdminUsersPage)),
          },
          {
            path: paths.adminSeasons,
            Component: lazyNamed(() => import('./features/admin/admin-seasons-page').then((m) => m.AdminSeasonsPage)),
          },
          {
            path: paths.adminSeasonsRollover,
            Component: lazyNamed(() =>
              import('./features/admin/admin-seasons-rollover-page').then((m) => m.AdminSeasonsRolloverPage),
            ),
          },
          {
            path: paths.adminAudit,
            Component: lazyNamed(() => import('./features/admin/admin-audit-page').then((m) => m.AdminAuditPage)),
          },
          {
            path: paths.import,
            Component: lazyNamed(() => import('./features/import/import-page').then((m) => m.ImportPage)),
          },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to={paths.login()} replace /> },
];

function preloadable(value: unknown): value is { preload: () => Promise<unknown> } {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    typeof (value as { preload?: unknown }).preload === 'function'
  );
}

/** The lazy components a route renders: its Component, its element, and the element's children (a guard's screen). */
function componentsOf(route: RouteObject): unknown[] {
  const element = route.element;
  if (!isValidElement<{ children?: ReactNode }>(element)) return [route.Component];
  const child = element.props.children;
  return [route.Component, element.type, isValidElement(child) ? child.type : null];
}

/**
 * Starts downloading the chunks of the screen at `pathname` (and of the layout around it) at once, while the
 * session is still being checked, instead of one wave after the other as each layer renders.
 */
export function preloadScreen(pathname: string): void {
  for (const { route } of matchRoutes(appRoutes, pathname) ?? []) {
    for (const component of componentsOf(route))
      if (preloadable(component)) void component.preload().catch(() => undefined);
  }
}

/**
 * While a stored token is checked, the current screen's code is fetched too, once the first frame (the loading text)
 * is on screen, so that the download does not hold back the first paint.
 */
function preloadCurrentScreenAfterPaint(): void {
  requestAnimationFrame(() => setTimeout(() => preloadScreen(window.location.pathname), 0));
}

/** The app: the session frame around the route table. */
export const routes: RouteObject[] = [
  { element: <RootLayout onTokenCheck={preloadCurrentScreenAfterPaint} />, children: appRoutes },
];
