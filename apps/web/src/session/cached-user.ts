import type { User } from '@touchline/domain';

/**
 * The last signed-in user, kept in localStorage so that the app opens offline (installed app, no network) with the
 * stored token: the token check cannot reach the server then. Written whenever a session is signed in, removed when
 * it signs out or its token is refused.
 */
const KEY = 'touchline.lastUser';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage disabled (privacy settings): the app works, only not offline.
    return null;
  }
}

function isUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Partial<User>;
  return (
    typeof user.user_id === 'number' &&
    typeof user.username === 'string' &&
    typeof user.role === 'string' &&
    Array.isArray(user.userTypes)
  );
}

export function readCachedUser(): User | null {
  const text = storage()?.getItem(KEY);
  if (!text) return null;
  try {
    const value = JSON.parse(text) as unknown;
    return isUser(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeCachedUser(user: User): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(user));
  } catch {
    // Quota or privacy mode: nothing to do.
  }
}

export function clearCachedUser(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // as above
  }
}

/** True when the browser says it has no network (navigator.onLine is false). */
export function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
