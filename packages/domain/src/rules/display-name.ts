/** The name the app shows for a user: the short name when set, else the username. */
export function displayName(user: { short_name: string | null; username: string }): string {
  return user.short_name?.trim() || user.username;
}
