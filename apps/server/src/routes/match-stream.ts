import type { FastifyPluginAsync } from 'fastify';
import { eq } from 'drizzle-orm';
import { contracts, messages } from '@touchline/domain';
import { matches } from '../db/schema';
import { MAX_STREAMS_PER_USER } from '../live/match-stream';
import { authOf, hidesResultsFromViewer } from '../plugins/access';
import { HttpError, notFound } from '../plugins/errors';
import { route } from './route';

/**
 * GET /api/matches/{id}/stream: Server-Sent Events for viewers of a match, authenticated with the bearer header
 * like every other call (the client reads it with fetch, so no token ever goes in a URL). Each change carries its
 * number in the match as its SSE id; Last-Event-ID replays what a viewer missed.
 */
export const matchStreamRoutes: FastifyPluginAsync = async (app) => {
  route(app, contracts.matchStream.stream, async (request, reply) => {
    const { id } = request.params;
    const [match] = await app.db.select({ id: matches.matchId }).from(matches).where(eq(matches.matchId, id));
    if (!match) throw notFound();
    const auth = authOf(request);
    if (app.matchStreams.streamsOf(auth.userId) >= MAX_STREAMS_PER_USER)
      throw new HttpError(429, messages.tooManyStreams(MAX_STREAMS_PER_USER));
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
      'X-Content-Type-Options': 'nosniff',
    });
    res.write('retry: 3000\nevent: ready\ndata: {}\n\n');
    // A reconnecting EventSource sends the id of the last change it saw: it gets the ones after it first.
    const lastEventId = request.headers['last-event-id'];
    app.matchStreams.add(
      id,
      res,
      { sessionId: auth.sessionId, userId: auth.userId },
      typeof lastEventId === 'string' && /^\d{1,9}$/.test(lastEventId) ? Number(lastEventId) : null,
      hidesResultsFromViewer(request),
    );
    return reply;
  });
};
