/**
 * User-facing texts the web app needs that the spec does not give word for word
 * (the spec's own texts live in @touchline/domain `messages`).
 */
export const webMessages = {
  failedToDeleteResource: 'Failed to delete resource',
  /** Spec §8 (Users). */
  failedToImpersonateUser: 'Failed to impersonate user',
  invalidResponse: 'The server sent an answer that could not be read',
  cookieNotStored: 'Your browser did not keep the sign-in cookie. Please allow cookies for this site and try again.',
  forgotPassword: 'The forgot password feature will be implemented soon.',
  accessDenied: 'Access denied: you do not have permission to view that page.',
  comingSoon: 'This screen is coming soon.',
  serverUnavailableTitle: 'The server is not answering',
  serverUnavailableBody:
    'We tried several times but could not reach the server. Please check your connection and try again.',
  cookieNotice: 'This site uses cookies to enhance the user experience.',
  warmUpTitle: 'Warming up the server…',
  warmUpBody: 'This can take a few seconds. Please wait.',
  /** The impersonation banner's button (issue 17). */
  returnToAdmin: 'Return to admin',
  returnToAdminFailed: 'Could not return to admin: the server did not answer. Please try again.',
  /** The sign-in screen, when 'Return to admin' found the admin's own session ended. */
  adminSessionEnded: 'Your admin session has ended, so you are signed out. Please sign in again.',
} as const;

/** The impersonation banner's text: the name the app shows for the user being viewed as. */
export function viewingAsText(name: string): string {
  return `Viewing as ${name}`;
}

export function warmUpAttemptText(attempt: number, of: number): string {
  return `Attempt ${attempt} of ${of}`;
}
