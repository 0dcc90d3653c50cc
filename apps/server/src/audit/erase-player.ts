import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/open';
import {
  availability,
  availabilityReminders,
  fixtureResponses,
  parentPlayerAssociations,
  players,
  playerConsents,
  playerMedical,
  playerTargets,
} from '../db/schema';
import { erasePersonalDataFromHistory } from './erase';

/** The name an erased player is shown by, with their id: 'Erased player 12'. */
export const ERASED_NAME = 'Erased player';

/**
 * A player's erasure (the right to erasure, and a leaver past the club's retention, #34), inside the caller's
 * transaction: their personal data gone from their record, availability, answers, targets, medical information and
 * consents, squad messages, the club's books and the recorded history; their match history kept under the anonymous
 * name. The caller puts it on the audit log. Null when there is no such player.
 */
export async function erasePlayer(tx: Tx, id: number): Promise<{ player_id: number; player_name: string } | null> {
  const name = `${ERASED_NAME} ${id}`;
  const [person] = await tx
    .select({ name: players.playerName, shortName: players.playerShortName, dateOfBirth: players.dateOfBirth })
    .from(players)
    .where(eq(players.playerId, id))
    .for('update');
  if (!person) return null;
  const notes = [
    ...(await tx.select({ notes: availability.notes }).from(availability).where(eq(availability.playerId, id))),
    ...(await tx
      .select({ notes: fixtureResponses.note })
      .from(fixtureResponses)
      .where(eq(fixtureResponses.playerId, id))),
  ];
  const updated = await tx
    .update(players)
    .set({
      playerName: name,
      playerShortName: null,
      dateOfBirth: null,
      preferredPosition: 'Unknown',
      userId: null,
    })
    .where(eq(players.playerId, id))
    .returning({ player_id: players.playerId, player_name: players.playerName });
  if (updated.length === 0) return null;
  await tx.delete(availability).where(eq(availability.playerId, id));
  await tx.delete(parentPlayerAssociations).where(eq(parentPlayerAssociations.playerId, id));
  await tx.delete(playerTargets).where(eq(playerTargets.playerId, id));
  await tx.delete(fixtureResponses).where(eq(fixtureResponses.playerId, id));
  await tx.delete(availabilityReminders).where(eq(availabilityReminders.playerId, id));
  // Medical and emergency information and consents go with the child (decision 130); their audit entries hold
  // who read or changed them and when, never what they said.
  await tx.delete(playerMedical).where(eq(playerMedical.playerId, id));
  await tx.delete(playerConsents).where(eq(playerConsents.playerId, id));
  // Squad announcements name the players: the child's name in them becomes the anonymous one. So do the
  // club's accounts (#33): the ledger and its bank lines are kept (a club keeps its books), the name is not.
  for (const old of [person.name, person.shortName].filter((n): n is string => !!n)) {
    await tx.execute(sql`update messages set body = replace(body, ${old}, ${name})
      where kind = 'squad' and strpos(body, ${old}) > 0`);
    await tx.execute(sql`update ledger_entries set description = replace(description, ${old}, ${name})
      where strpos(description, ${old}) > 0`);
    await tx.execute(sql`update bank_lines set description = replace(description, ${old}, ${name}),
      counterparty = replace(counterparty, ${old}, ${name})
      where strpos(description, ${old}) > 0 or strpos(counterparty, ${old}) > 0`);
  }
  await erasePersonalDataFromHistory(tx, {
    playerId: id,
    names: [person.name, person.shortName ?? ''],
    values: [person.dateOfBirth ?? '', ...notes.map((n) => n.notes ?? '')],
    replacement: name,
  });
  return updated[0] ?? null;
}
