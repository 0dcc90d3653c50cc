import { msg } from './i18n/translate';

/** Every user-facing text of the spec that more than one place needs, once. */
export const messages = {
  invalidCredentials: msg('Invalid credentials'),
  notSignedIn: msg('Authentication required'),
  forbidden: msg('You do not have permission to do this'),
  adminOnly: msg('Admin access required'),
  coachOrAdminOnly: msg('Coach or admin access required'),
  welfareOnly: msg('Welfare officer or admin access required'),
  treasurerOnly: msg('Treasurer or admin access required'),
  /** A coach's write on another team's data (decision 116). */
  onlyTeamCoaches: msg("Only this team's coaches and admins can change its matches"),
  /** A coach's write on another team's training sessions (#30). */
  onlyTeamCoachesTraining: msg("Only this team's coaches and admins can change its training sessions"),
  /** Acting as another admin would lend admin rights beyond the session's own (#28 item 15). */
  noAdminImpersonation: msg('An admin cannot act as another admin'),
  /** Live streams one account may hold open (#28 item 16). */
  tooManyStreams: (max: number) => `At most ${max} live matches can be followed at once: close one first`,
  /** A write refused because the server's disk is full (503), and what the health check says then. */
  diskFull: msg("The server's disk is full, so nothing can be saved. Tell the club's administrator."),
  notFound: msg('Not found'),
  /** A write sent with If-Match naming a version the record no longer has (412, decision 140). */
  changedBySomeoneElse: msg('This was changed by someone else after you opened it: their values are shown now'),
  failedToFetchResource: msg('Failed to fetch resource'),
  failedToUpdateResource: msg('Failed to update resource'),
  failedToCreateResource: msg('Failed to create resource'),
  invalidUserTypes: msg('Invalid combination of user types. Allowed: Parent, Coach, Player, or Parent+Coach.'),
  usernameAndPasswordRequired: msg('Username and password are required'),
  notYourPlayer: msg("You can only see and change your own or your children's data"),
} as const;

/** The 400 answer to a JSON body nested deeper than the server reads (MAX_JSON_DEPTH). */
export function bodyTooDeep(maxDepth: number): string {
  return `The request body is nested too deeply (more than ${maxDepth} levels)`;
}

export function httpStatusMessage(status: number, statusText: string): string {
  return `HTTP ${status}: ${statusText}`;
}

/** The 429 answer to a throttled sign-in, with the wait rounded up: 'Try again in 2 seconds.' or '… in 15 minutes.' */
export function tooManyLoginAttempts(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait =
    retryAfterSeconds < 60
      ? `${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}`
      : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `Too many sign-in attempts. Try again in ${wait}.`;
}
