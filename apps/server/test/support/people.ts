import { eq } from 'drizzle-orm';
import { parentPlayerAssociations, users } from '../../src/db/schema';
import type { TestApp } from './test-app';

export interface Person {
  userId: number;
  username: string;
  email: string;
  token: string;
}

/** A signed-in person with an email address (`<username>@example.org`), of the given types, parent of the players. */
export async function personWithEmail(
  t: TestApp,
  username: string,
  types: ('Parent' | 'Coach' | 'Player')[],
  playerIds: readonly number[] = [],
): Promise<Person> {
  const userId = await t.createUser({ username, types });
  const email = `${username}@example.org`;
  await t.db.update(users).set({ email }).where(eq(users.userId, userId));
  if (playerIds.length)
    await t.db
      .insert(parentPlayerAssociations)
      .values(playerIds.map((playerId) => ({ parentUserId: userId, playerId })));
  return { userId, username, email, token: await t.signIn(username) };
}
