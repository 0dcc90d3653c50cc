/** Every user-facing text of the spec that more than one place needs, once. */
export const messages = {
  invalidCredentials: 'Invalid credentials',
  notSignedIn: 'Authentication required',
  forbidden: 'You do not have permission to do this',
  adminOnly: 'Admin access required',
  coachOrAdminOnly: 'Coach or admin access required',
  welfareOnly: 'Welfare officer or admin access required',
  /** A coach's write on another team's data (decision 116). */
  onlyTeamCoaches: "Only this team's coaches and admins can change its matches",
  /** A coach's write on another team's training sessions (#30). */
  onlyTeamCoachesTraining: "Only this team's coaches and admins can change its training sessions",
  /** Acting as another admin would lend admin rights beyond the session's own (#28 item 15). */
  noAdminImpersonation: 'An admin cannot act as another admin',
  /** Live streams one account may hold open (#28 item 16). */
  tooManyStreams: (max: number) => `At most ${max} live matches can be followed at once: close one first`,
  /** A write refused because the server's disk is full (503), and what the health check says then. */
  diskFull: "The server's disk is full, so nothing can be saved. Tell the club's administrator.",
  notFound: 'Not found',
  failedToFetchResource: 'Failed to fetch resource',
  failedToUpdateResource: 'Failed to update resource',
  failedToCreateResource: 'Failed to create resource',
  invalidUserTypes: 'Invalid combination of user types. Allowed: Parent, Coach, Player, or Parent+Coach.',
  usernameAndPasswordRequired: 'Username and password are required',
  notYourPlayer: "You can only see and change your own or your children's data",
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
