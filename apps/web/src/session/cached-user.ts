import type { Impersonator, User } from '@touchline/domain';
import type { CurrentUser } from '../api/auth';

/**
 * The last signed-in user, kept in localStorage so that the app opens offline (installed app, no network) with the
 * stored token: the token check cannot reach the server then. Written whenever a session is signed in, removed when
 * it signs out or its token is refused. An impersonation keeps its admin beside the user, so the banner shows offline.
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

function impersonatorOf(value: unknown): Impersonator | null {
  if (typeof value !== 'object' || value === null) return null;
  const by = value as Partial<Impersonator>;
  return typeof by.user_id === 'number' && typeof by.username === 'string'
    ? { user_id: by.user_id, username: by.username }
    : null;
}

export function readCachedUser(): CurrentUser | null {
  const text = storage()?.getItem(KEY);
  if (!text) return null;
  try {
    const value = JSON.parse(text) as unknown;
    if (!isUser(value)) return null;
    const { impersonated_by: by, ...user } = value as User & { impersonated_by?: unknown };
    return { user, impersonatedBy: impersonatorOf(by) };
  } catch {
    return null;
  }
}

export function writeCachedUser({ user, impersonatedBy }: CurrentUser): void {
  try {
    storage()?.setItem(KEY, JSON.stringify({ ...user, impersonated_by: impersonatedBy }));
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
