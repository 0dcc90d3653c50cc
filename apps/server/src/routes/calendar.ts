import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { contracts, type UserTypeName } from '@touchline/domain';
import QRCode from 'qrcode';
import { newToken } from '../auth/tokens';
import { dutyEvents } from '../calendar/duties';
import { feedCalendar, loadFeedRows } from '../calendar/feed';
import { installId } from '../db/install';
import { calendarFeeds, userTypes, users } from '../db/schema';
import { authOf } from '../plugins/access';
import { notFound } from '../plugins/errors';
import { versionKey } from '../plugins/read-cache';
import { audit } from '../audit/record';
import { route } from './route';

/**
 * The feed's address as this request reaches the server, with its QR code. The dashboard asks each time it opens:
 * the code, the same for the same address, is drawn once and kept in the read cache (its only version: none).
 */
async function describeFeed(request: FastifyRequest, token: string) {
  const url = `${request.protocol}://${request.host}/api/calendar/${token}.ics`;
  return {
    url,
    webcal_url: url.replace(/^https?:/, 'webcal:'),
    qr_svg: await request.server.readCache.remember(`qr\n${url}`, 'same', () =>
      QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
    ),
  };
}

/** The user's feed token, read once for each version of the club's data (a reset moves it on); null before one. */
async function feedToken(request: FastifyRequest, userId: number): Promise<string | null> {
  const version = await versionKey(request, 'club');
  return request.server.readCache.remember(`calendar-feed\n${userId}`, version, async () => {
    const [row] = await request.server.db
      .select({ token: calendarFeeds.token })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, userId));
    return row?.token ?? null;
  });
}

/**
 * A private, revocable iCalendar feed per user (GET /api/calendar/{token}.ics, no sign-in: the token is the key to
 * that feed alone) and a single-match download for signed-in users.
 */
export const calendarRoutes: FastifyPluginAsync = async (app) => {
  route(app, contracts.calendar.feed, async (request) => {
    const { userId } = authOf(request);
    const existing = await feedToken(request, userId);
    if (existing) return describeFeed(request, existing);
    const token = newToken();
    await app.db.insert(calendarFeeds).values({ userId, token }).onConflictDoNothing();
    const [row] = await app.db
      .select({ token: calendarFeeds.token })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, userId));
    return describeFeed(request, row?.token ?? token);
  });

  route(app, contracts.calendar.resetFeed, async (request) => {
    const { userId } = authOf(request);
    const token = newToken();
    await app.db.transaction(async (tx) => {
      await tx
        .insert(calendarFeeds)
        .values({ userId, token })
        .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token, createdAt: new Date() } });
      // The feed's address is a secret: the entry says only whose feed was reset.
      await audit(tx, request, { entityId: userId });
    });
    return describeFeed(request, token);
  });

  route(app, contracts.calendar.file, async (request, reply) => {
    const match = /^([A-Za-z0-9_-]{20,100})\.ics$/.exec(request.params.file);
    if (!match) throw notFound();
    const [owner] = await app.db
      .select({
        userId: users.userId,
        role: users.role,
        name: sql<string>`coalesce(${users.shortName}, ${users.username})`,
        types: sql<
          UserTypeName[]
        >`coalesce(array_agg(${userTypes.type}) filter (where ${userTypes.type} is not null), '{}')`,
      })
      .from(calendarFeeds)
      .innerJoin(users, eq(users.userId, calendarFeeds.userId))
      .leftJoin(userTypes, eq(userTypes.userId, users.userId))
      .where(eq(calendarFeeds.token, match[1] as string))
      .groupBy(users.userId);
    if (!owner) throw notFound();
    const rows = await loadFeedRows(app.db, {
      userId: owner.userId,
      role: owner.role,
      userTypes: owner.types.map((type) => ({ type })),
    });
    const context = { installId: await installId(app.db) };
    const duties = await dutyEvents(app.db, owner.userId, rows, context);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('Cache-Control', 'private, max-age=300')
      .send(feedCalendar(`Touchline – ${owner.name}`, rows, context, duties));
  });

  route(app, contracts.calendar.match, async (request, reply) => {
    const [row] = await loadFeedRows(app.db, authOf(request), { matchId: request.params.id });
    if (!row) throw notFound();
    return reply
      .type('text/calendar; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="match-${row.id}.ics"`)
      .send(feedCalendar('Touchline match', [row], { installId: await installId(app.db) }));
  });
};
