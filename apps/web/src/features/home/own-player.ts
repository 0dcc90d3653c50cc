import type { Player, User } from '@touchline/domain';

const same = (a: string | null | undefined, b: string | null | undefined) =>
  Boolean(a && b && a.trim().toLowerCase() === b.trim().toLowerCase());

/**
 * A player account's own player record in GET /players: the one an admin linked it to (`player_id`), when set.
 * Otherwise: the server fills in the date of birth only for the player themself and their parents (decision 8), so
 * for a Player account it is the one record that has one. A coach or admin sees every date of birth; then only a
 * record named like the account counts.
 */
export function ownPlayerOf(
  players: readonly Player[],
  user: Pick<User, 'username' | 'short_name'> & Partial<Pick<User, 'player_id'>>,
): Player | null {
  if (user.player_id != null) return players.find((p) => p.player_id === user.player_id) ?? null;
  const withDetails = players.filter((p) => p.date_of_birth !== null);
  if (withDetails.length === 1) return withDetails[0] ?? null;
  const named = players.filter((p) =>
    [p.player_name, p.player_short_name].some((name) => same(name, user.short_name) || same(name, user.username)),
  );
  return named.length === 1 ? (named[0] ?? null) : null;
}
