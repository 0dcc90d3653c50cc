/**
 * Every URL of the app, built in one place. Re-exported by routes.tsx; import it from here in
 * screens so that the route table (which lazy-loads the screens) is not part of an import cycle.
 */
type Id = number | string;

export const paths = {
  home: '/',
  /** Where the guards send a signed-in user who may not open a page. */
  accessDenied: '/?accessDenied=true',
  login: (returnUrl?: string) => (returnUrl ? `/login?${new URLSearchParams({ returnUrl }).toString()}` : '/login'),
  matches: '/matches',
  fixtures: '/matches/fixtures',
  /** The results beside the fixtures: matches that are over, newest first (#30). */
  results: '/matches/results',
  /** The 'View All Fixtures' target of the Next Match tile. */
  allFixtures: '/fixtures',
  liveMatch: '/matches/live',
  liveMatchAdmin: '/matches/live/admin',
  matchLineup: (matchId: Id) => `/matches/${matchId}/lineup`,
  matchAnswers: (matchId: Id) => `/matches/${matchId}/availability`,
  availabilityRecord: '/availability/record',
  trainingCalendar: '/calendar/training',
  playerDetails: '/players/details',
  targetsReport: '/targets/report',
  coachReports: '/coach-reports',
  admin: '/admin',
  adminMatchLineup: (matchId: Id) => `/admin/matches/${matchId}/lineup`,
  adminPlayers: '/admin/players',
  adminTeams: '/admin/teams',
  adminUsers: '/admin/users',
  adminSeasons: '/admin/seasons',
  adminSeasonsRollover: '/admin/seasons/rollover',
  adminFixtures: '/admin/fixtures',
  adminTraining: '/admin/training',
  adminAvailability: '/admin/availability',
  adminAudit: '/admin/audit',
  adminOutbox: '/admin/outbox',
  /** API keys and webhooks (#35, decision 137): the club's website and league tools. */
  adminIntegrations: '/admin/integrations',
  /** The club's name, time zone, logo and email (#35, decision 138). */
  adminSettings: '/admin/settings',
  /** The signed-in person's own account: short name, email, password. */
  account: '/account',
  // Open without signing in: the forgotten-password form and the pages emailed links open (token after '#').
  forgotPassword: '/account/forgot-password',
  invite: '/account/invite',
  resetPassword: '/account/reset-password',
  confirmEmail: '/account/confirm-email',
  /** An availability email's one-click answer (`/respond/available#…`) or, without an answer, its question. */
  respond: (answer?: string) => (answer ? `/respond/${answer}` : '/respond'),
  unsubscribe: '/unsubscribe',
  /** A match's read-only live link for relatives (`/watch#…`, decision 111). */
  watch: '/watch',
  /** Where the club's OpenID provider sends the browser back (the server's OIDC_REDIRECT_PATH, decision 136). */
  signinOidc: '/signin/oidc',
  /** Club messages (decision 107): the inbox, one message, and a new message (coach or admin). */
  inbox: '/inbox',
  inboxMessage: (id: Id) => `/inbox/${id}`,
  inboxNew: '/inbox/new',
  /** A family's medical and emergency information and consents (#31, decision 130). */
  family: '/family',
  /** The CSV import of a club's spreadsheets (admin; decision 100). */
  import: '/import',
  /** The Safeguarding area (#31, decision 130): the welfare officer and admins. */
  safeguardingQualifications: '/safeguarding/qualifications',
  safeguardingMessages: '/safeguarding/messages',
  safeguardingMessage: (id: Id) => `/safeguarding/messages/${id}`,
  safeguardingReads: '/safeguarding/reads',
  safeguardingConsents: '/safeguarding/consents',
  /** Money (#33, decision 133): the treasurer's and admins' balances, ledgers, charges, statements and kit orders. */
  money: '/money',
  moneyFamily: (id: Id) => `/money/families/${id}`,
  moneyCharges: '/money/charges',
  moneyStatements: '/money/statements',
  moneySettings: '/money/settings',
  moneyKit: '/money/kit',
  /** A parent's own: what the family owes, how to pay, and kit orders. */
  payments: '/payments',
  /** The duty rota (#34, decision 135): a family's duties and swaps; a team's rota (coaches and admins). */
  duties: '/duties',
  dutyRota: '/duties/rota',
} as const;
