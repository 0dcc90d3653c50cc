import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { idParam, type UserTypeName } from '@touchline/domain';
import QRCode from 'qrcode';
import { z } from 'zod';
import { newToken } from '../auth/tokens';
import { feedCalendar, loadFeedRows } from '../calendar/feed';
import { calendarFeeds, userTypes, users } from '../db/schema';
import { authOf } from '../plugins/access';
import { notFound } from '../plugins/errors';

const feedAnswer = z.object({ url: z.string(), webcal_url: z.string(), qr_svg: z.string() });

async function describeFeed(request: FastifyRequest, token: string) {
  const url = `${request.protocol}://${request.host}/api/calendar/${token}.ics`;
  return {
    url,
    webcal_url: url.replace(/^https?:/, 'webcal:'),
    qr_svg: await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
  };
}

/**
 * A private, revocable iCalendar feed per user (GET /api/calendar/{token}.ics, no sign-in: the token is the key to
 * that feed alone) and a single-match download for signed-in users.
 */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/calendar/feed', { schema: { response: { 200: feedAnswer } } }, async (request) => {
    const { userId } = authOf(request);
    const [existing] = await app.db
      .select({ token: calendarFeeds.token })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, userId));
    const token = existing?.token ?? newToken();
    if (!existing) await app.db.insert(calendarFeeds).values({ userId, token }).onConflictDoNothing();
    const [row] = await app.db
      .select({ token: calendarFeeds.token })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, userId));
    return describeFeed(request, row?.token ?? token);
  });

  app.post('/calendar/feed/reset', { schema: { response: { 200: feedAnswer } } }, async (request) => {
    const { userId } = authOf(request);
    const token = newToken();
    await app.db
      .insert(calendarFeeds)
      .values({ userId, token })
      .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token, createdAt: new Date() } });
    return describeFeed(request, token);
  });

  app.get(
    '/calendar/:file',
    { config: { access: 'public' }, schema: { params: z.strictObject({ file: z.string().max(120) }) } },
    async (request, reply) => {
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
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Cache-Control', 'private, max-age=300')
        .send(feedCalendar(`Touchline – ${owner.name}`, rows));
    },
  );

  app.get('/matches/:id/calendar', { schema: { params: z.strictObject({ id: idParam }) } }, async (request, reply) => {
    const [row] = await loadFeedRows(app.db, authOf(request), { matchId: request.params.id });
    if (!row) throw notFound();
    return reply
      .type('text/calendar; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="match-${row.id}.ics"`)
      .send(feedCalendar('Touchline match', [row]));
  });
};
