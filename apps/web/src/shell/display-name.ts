import type { User } from '@touchline/domain';

/** The name the app shows for a user: the short name when set, else the username. */
export function displayName(user: Pick<User, 'short_name' | 'username'>): string {
  return user.short_name?.trim() || user.username;
}
