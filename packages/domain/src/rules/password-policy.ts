import { msg } from '../i18n/translate';
/**
 * The rule for passwords people choose (an invitation, a reset, a change, an admin setting one): at least
 * PASSWORD_MIN_LENGTH characters, not the username, and not one of the most common passwords, nor one of those with
 * only digits and symbols added (`football2024!`). Passwords set before the rule keep working: it is checked only
 * when a password is chosen. The common list itself ships with the server (apps/server/src/auth/common-passwords.txt);
 * the web checks the length with the same message and leaves the rest to the server.
 */
export const PASSWORD_MIN_LENGTH = 12;

export const passwordMessages = {
  required: msg('Password is required'),
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: msg('Password must be at most 200 characters'),
  tooCommon: msg('This password is one of the most common passwords: choose one that is harder to guess'),
  sameAsUsername: msg('Password must not be the same as the username'),
  currentWrong: msg('Current password is incorrect'),
  currentRequired: msg('Current password is required'),
} as const;

/** The password lower-cased, without the digits and symbols at its end: what a common password is compared by. */
export function passwordStem(password: string): string {
  return password.toLowerCase().replace(/[\d\W_]+$/u, '');
}

/**
 * What is wrong with a newly chosen password, or null. `isCommon` answers for a lower-cased candidate (the server
 * looks it up in its list); the whole password is checked, then its stem when at least 4 characters are left.
 */
export function passwordProblem(
  password: string,
  { username, isCommon }: { username?: string | null; isCommon: (candidate: string) => boolean },
): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return passwordMessages.tooShort;
  if (password.length > 200) return passwordMessages.tooLong;
  if (username && password.trim().toLowerCase() === username.trim().toLowerCase())
    return passwordMessages.sameAsUsername;
  const whole = password.toLowerCase();
  const stem = passwordStem(password);
  if (isCommon(whole) || (stem.length >= 4 && isCommon(stem))) return passwordMessages.tooCommon;
  if (/^(.)\1*$/u.test(whole) || /^\d+$/u.test(whole)) return passwordMessages.tooCommon;
  return null;
}
