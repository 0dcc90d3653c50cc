import { t } from './i18n/i18n';

/**
 * User-facing texts the web app needs that the spec does not give word for word
 * (the spec's own texts live in @touchline/domain `messages`). Getters: each is read in the language in use.
 */
export const webMessages = {
  get failedToDeleteResource() {
    return t('Failed to delete resource');
  },
  /** Spec §8 (Users). */
  get failedToImpersonateUser() {
    return t('Failed to impersonate user');
  },
  get invalidResponse() {
    return t('The server sent an answer that could not be read');
  },
  get cookieNotStored() {
    return t('Your browser did not keep the sign-in cookie. Please allow cookies for this site and try again.');
  },
  get forgotPassword() {
    return t('The forgot password feature will be implemented soon.');
  },
  get accessDenied() {
    return t('Access denied: you do not have permission to view that page.');
  },
  get comingSoon() {
    return t('This screen is coming soon.');
  },
  get serverUnavailableTitle() {
    return t('The server is not answering');
  },
  get serverUnavailableBody() {
    return t('We tried several times but could not reach the server. Please check your connection and try again.');
  },
  get cookieNotice() {
    return t('This site uses cookies to enhance the user experience.');
  },
  get warmUpTitle() {
    return t('Warming up the server…');
  },
  get warmUpBody() {
    return t('This can take a few seconds. Please wait.');
  },
  /** The impersonation banner's button (issue 17). */
  get returnToAdmin() {
    return t('Return to admin');
  },
  get returnToAdminFailed() {
    return t('Could not return to admin: the server did not answer. Please try again.');
  },
  /** The sign-in screen, when 'Return to admin' found the admin's own session ended. */
  get adminSessionEnded() {
    return t('Your admin session has ended, so you are signed out. Please sign in again.');
  },
};

/** The impersonation banner's text: the name the app shows for the user being viewed as. */
export function viewingAsText(name: string): string {
  return t('Viewing as {name}', { name });
}

export function warmUpAttemptText(attempt: number, of: number): string {
  return t('Attempt {attempt} of {of}', { attempt, of });
}
