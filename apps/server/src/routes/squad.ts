import type { FastifyPluginAsync } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { fixtureAnswerMessages, contracts, squadMessages, isFixtureOn } from '@touchline/domain';
import { lineupPlayers, matches, squadAnnouncements, squadPlayers } from '../db/schema';
import { audit } from '../audit/record';
import { authOf } from '../plugins/access';
import { HttpError, notFound } from '../plugins/errors';
import { SQUAD_JOB, type SquadJob } from '../jobs/squad-announcements';
import { enqueueJob } from '../jobs/worker';
import { teamPlayersFor } from '../queries/fixture-answers';
import { loadSquad } from '../queries/squad';
import { route } from './route';
import { listMatches } from './matches';
import { enqueueWebhookEvent, fixtureFacts } from '../webhooks/events';

export const squadRoutes: FastifyPluginAsync = async (app) => {
  route(app, contracts.squad.get, async (request) => {
    const [match] = await app.db
      .select({ id: matches.matchId })
      .from(matches)
      .where(eq(matches.matchId, request.params.id));
    if (!match) throw notFound();
    return loadSquad(app.db, match.id);
  });

  route(app, contracts.squad.publish, async (request) => {
    const matchId = request.params.id;
    const { substitutes, standby } = request.body;
    const [match] = await app.db
      .select({ teamId: matches.teamId, status: matches.status })
      .from(matches)
      .where(eq(matches.matchId, matchId));
    if (!match) throw notFound();
    if (!isFixtureOn(match)) throw new HttpError(409, fixtureAnswerMessages.notScheduled);
    const starting = (
      await app.db.select({ id: lineupPlayers.playerId }).from(lineupPlayers).where(eq(lineupPlayers.matchId, matchId))
    ).map((r) => r.id);
    if (starting.length === 0) throw new HttpError(409, squadMessages.saveLineupFirst);
    const chosen = [...starting, ...substitutes, ...standby];
    if (new Set(chosen).size !== chosen.length) throw new HttpError(400, squadMessages.oneGroup);
    const extra = [...substitutes, ...standby];
    const found = await teamPlayersFor(app.db, { matchId, teamId: match.teamId }, chosen);
    const extraFound = found.filter((p) => extra.includes(p.id));
    if (extraFound.length !== extra.length) throw new HttpError(400, squadMessages.notInTeam);
    const away = extraFound.find((p) => p.away);
    if (away) throw new HttpError(400, squadMessages.notAvailable(away.name));
    // A starter who has answered Not available since the lineup was saved stops the squad going out (#28 item 13).
    const awayStarters = found.filter((p) => p.away && starting.includes(p.id)).map((p) => p.name);
    if (awayStarters.length) throw new HttpError(400, squadMessages.starterNotAvailable(awayStarters.join(', ')));
    const published = await app.db.transaction(async (tx) => {
      const before = await loadSquad(tx, matchId);
      // Those selected before and not now are told too (#28 item 13).
      const dropped = before.players.map((p) => p.player_id).filter((id) => !chosen.includes(id));
      const [row] = await tx
        .insert(squadAnnouncements)
        .values({ matchId, publishedBy: authOf(request).userId })
        .onConflictDoUpdate({
          target: squadAnnouncements.matchId,
          set: {
            publishedBy: authOf(request).userId,
            publishedAt: sql`now()`,
            times: sql`${squadAnnouncements.times} + 1`,
          },
        })
        .returning({ times: squadAnnouncements.times });
      await tx.delete(squadPlayers).where(eq(squadPlayers.matchId, matchId));
      const roles = [
        ...starting.map((playerId) => ({ playerId, role: 'starting' as const })),
        ...substitutes.map((playerId) => ({ playerId, role: 'substitute' as const })),
        ...standby.map((playerId) => ({ playerId, role: 'standby' as const })),
      ];
      await tx.insert(squadPlayers).values(roles.map((r) => ({ matchId, ...r })));
      const after = await loadSquad(tx, matchId);
      // A match day's record, on the log whoever publishes it.
      await audit(tx, request, { entityId: matchId, entity: 'squad', before, after, everyone: true });
      const payload: SquadJob = { match_id: matchId, dropped };
      await enqueueJob(tx, { kind: SQUAD_JOB, key: `squad:${matchId}:${row!.times}`, payload });
      // The club's webhooks hear that it went out, never who is in it (decision 137).
      const [fixture] = await listMatches(tx, eq(matches.matchId, matchId));
      if (fixture) await enqueueWebhookEvent(tx, 'squad.published', { ...fixtureFacts(fixture), times: row!.times });
      return after;
    });
    app.jobs.wake();
    app.webhooks.wake();
    return published;
  });
};
