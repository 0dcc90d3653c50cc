import { and, eq, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { RemoveDemoAnswer } from '@touchline/domain';
import type { Db, Tx } from '../db/open';
import {
  auditLog,
  demoRows,
  lineupPlayers,
  matchChanges,
  matchEvents,
  matches,
  oppositionTeams,
  playerTargets,
  players,
  seasons,
  teams,
  trainings,
  users,
} from '../db/schema';

/** The demo club cannot go without taking the club's own records with it: the message says which and what to do. */
export class DemoRemovalError extends Error {}

const nothing: RemoveDemoAnswer = {
  removed: false,
  teams: 0,
  players: 0,
  matches: 0,
  trainings: 0,
  accounts: 0,
  seasons: 0,
  opposition_teams: 0,
  kept_admins: [],
};

const markedIds = async (tx: Tx, entity: (typeof demoRows.$inferSelect)['entity']) =>
  (await tx.select({ id: demoRows.rowId }).from(demoRows).where(eq(demoRows.entity, entity))).map((r) => r.id);

/** `ids`, or a list no row matches when it is empty (`in ()` is not SQL). */
const orNone = (ids: number[]) => (ids.length ? ids : [-1]);

/**
 * Removes the demo club (`npm run demo:remove`, decision 095): the rows its seed marked in `demo_rows` (migration
 * 0010) and what hangs below its teams (players, fixtures with their events and lineups, training, availability,
 * targets), in one transaction, on the audit log as done from the command line. The demo's seasons and opposition
 * teams go only when nothing of the club's own uses them; a demo account that has been made an admin stays.
 * Refuses (DemoRemovalError, nothing changed) when the club's own matches name demo players.
 */
export async function removeDemoClub(db: Db): Promise<RemoveDemoAnswer> {
  return db.transaction(async (tx) => {
    const teamIds = await markedIds(tx, 'teams');
    const userIds = await markedIds(tx, 'users');
    const seasonIds = await markedIds(tx, 'seasons');
    const oppositionIds = await markedIds(tx, 'opposition_teams');
    if (!teamIds.length && !userIds.length && !seasonIds.length && !oppositionIds.length) return nothing;

    const playerIds = (
      await tx
        .select({ id: players.playerId })
        .from(players)
        .where(inArray(players.teamId, orNone(teamIds)))
    ).map((r) => r.id);
    const matchIds = (
      await tx
        .select({ id: matches.matchId })
        .from(matches)
        .where(inArray(matches.teamId, orNone(teamIds)))
    ).map((r) => r.id);
    await refuseWhenOwnMatchesNameDemoPlayers(tx, orNone(playerIds), orNone(matchIds));

    await tx.delete(matchChanges).where(inArray(matchChanges.matchId, orNone(matchIds)));
    const removedMatches = await tx
      .delete(matches)
      .where(inArray(matches.matchId, orNone(matchIds)))
      .returning({ id: matches.matchId });
    const removedTrainings = await tx
      .delete(trainings)
      .where(inArray(trainings.teamId, orNone(teamIds)))
      .returning({ id: trainings.trainingId });
    await removeDemoMoney(tx, orNone(playerIds));
    const removedPlayers = await tx
      .delete(players)
      .where(inArray(players.playerId, orNone(playerIds)))
      .returning({ id: players.playerId });
    const removedTeams = await tx
      .delete(teams)
      .where(inArray(teams.teamId, orNone(teamIds)))
      .returning({ id: teams.teamId });

    const keptAdmins = await tx
      .select({ username: users.username })
      .from(users)
      .where(and(inArray(users.userId, orNone(userIds)), eq(users.role, 'admin')));
    const removedAccounts = await tx
      .delete(users)
      .where(and(inArray(users.userId, orNone(userIds)), eq(users.role, 'user')))
      .returning({ id: users.userId });

    const removedSeasons = await tx
      .delete(seasons)
      .where(
        and(
          inArray(seasons.seasonId, orNone(seasonIds)),
          unused(seasons.seasonId, [matches.seasonId, trainings.seasonId, playerTargets.seasonId]),
        ),
      )
      .returning({ id: seasons.seasonId });
    const removedOpposition = await tx
      .delete(oppositionTeams)
      .where(
        and(inArray(oppositionTeams.id, orNone(oppositionIds)), unused(oppositionTeams.id, [matches.oppositionTeamId])),
      )
      .returning({ id: oppositionTeams.id });
    await tx.delete(demoRows);

    const answer: RemoveDemoAnswer = {
      removed: true,
      teams: removedTeams.length,
      players: removedPlayers.length,
      matches: removedMatches.length,
      trainings: removedTrainings.length,
      accounts: removedAccounts.length,
      seasons: removedSeasons.length,
      opposition_teams: removedOpposition.length,
      kept_admins: keptAdmins.map((u) => u.username),
    };
    await tx.insert(auditLog).values({
      actorUsername: '(command line)',
      action: 'remove-demo (command line)',
      entity: 'demo',
      status: 200,
      after: answer,
    });
    return answer;
  });
}

/**
 * The demo families' money (#33): the ledgers of families whose children are all the demo's, then (once the players
 * are gone) those families; and the demo's bank details, unless the club has put its own in.
 */
async function removeDemoMoney(tx: Tx, playerIds: number[]): Promise<void> {
  const ids = sql.join(
    playerIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const demoOnly = sql`select family_id from players where family_id is not null group by family_id
    having bool_and(player_id in (${ids}))`;
  await tx.execute(sql`delete from ledger_entries where family_id in (${demoOnly})`);
  await tx.execute(sql`delete from families where family_id in (${demoOnly}) and not exists
    (select 1 from ledger_entries e where e.family_id = families.family_id)`);
  await tx.execute(sql`update finance_settings set payee = '', sort_code = '', account_number = ''
    where payee = 'Riverside FC' and sort_code = '12-34-56' and account_number = '12345678'`);
}

/** No row of the given columns' tables points at `key`. */
function unused(key: AnyPgColumn, columns: AnyPgColumn[]): SQL {
  return and(
    ...columns.map((column) => sql`not exists (select 1 from ${column.table} where ${column} = ${key})`),
  ) as SQL;
}

async function refuseWhenOwnMatchesNameDemoPlayers(tx: Tx, playerIds: number[], matchIds: number[]): Promise<void> {
  const named = (column: AnyPgColumn) => inArray(column, playerIds);
  const [events] = await tx
    .select({ n: sql<number>`count(distinct ${matchEvents.matchId})::int` })
    .from(matchEvents)
    .where(
      and(
        notInArray(matchEvents.matchId, matchIds),
        or(named(matchEvents.playerId), named(matchEvents.assistPlayerId), named(matchEvents.playerOnId)),
      ),
    );
  const [lineups] = await tx
    .select({ n: sql<number>`count(distinct ${lineupPlayers.matchId})::int` })
    .from(lineupPlayers)
    .where(and(notInArray(lineupPlayers.matchId, matchIds), named(lineupPlayers.playerId)));
  const count = Math.max(events?.n ?? 0, lineups?.n ?? 0);
  if (count > 0)
    throw new DemoRemovalError(
      `The demo club's players are in the lineups or events of ${count} of your own matches; take them out of ` +
        'those matches, then remove the demo club again. Nothing was removed.',
    );
}
