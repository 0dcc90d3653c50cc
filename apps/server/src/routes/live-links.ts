import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  adminStatus,
  contracts,
  forRelatives,
  hhmm,
  isFixtureOn,
  isYouthMode,
  matchLength,
  liveLinkMessages as texts,
  matchPhase,
} from '@touchline/domain';
import { audit } from '../audit/record';
import { hashToken, newToken } from '../auth/tokens';
import { liveLinks, matches } from '../db/schema';
import { authOf } from '../plugins/access';
import { HttpError, notFound } from '../plugins/errors';
import { cachedRead } from '../plugins/read-cache';
import { matchDayEnd } from '../queries/team-coaches';
import { findLiveLink, loadLiveLinks } from '../queries/live-links';
import { loadScore } from '../queries/score';
import { loadTimeline } from '../queries/timeline';
import { namedInPublic } from '../queries/consents';
import { today } from '../today';
import { route } from './route';

/** The public page a live link opens (apps/web: features/watch); its token goes after '#', never to a server. */
const WATCH_PAGE = '/watch';

/**
 * A match's read-only live link for relatives (decision 111): shared on the match day by the team's coaches or an
 * admin, working until the end of that day in the club's time zone unless revoked. Only the token's SHA-256 is
 * stored; the address is in the answer that creates it and nowhere else (not in the audit log, not in any log).
 */
export const liveLinkRoutes: FastifyPluginAsync = async (app) => {
  /** The match, or 404 (its team's coaches and admins only: the contracts' team scope, decision 116). */
  async function sharedMatch(matchId: number) {
    const [match] = await app.db
      .select({ teamId: matches.teamId, matchDate: matches.matchDate, status: matches.status })
      .from(matches)
      .where(eq(matches.matchId, matchId));
    if (!match) throw notFound();
    return match;
  }

  /** Where links point: PUBLIC_URL when set, else the address the coach opened Touchline at. */
  const baseUrl = (request: FastifyRequest) => app.config.publicUrl ?? `${request.protocol}://${request.host}`;

  route(app, contracts.liveLinks.create, async (request) => {
    const matchId = request.params.id;
    const match = await sharedMatch(matchId);
    const now = new Date();
    if (match.matchDate !== today(now)) throw new HttpError(409, texts.notMatchDay);
    if (!isFixtureOn(match)) throw new HttpError(409, texts.notPlayed(match.status));
    const token = newToken();
    // The end of the match day: the club's next midnight (summer time included).
    const expiresAt = matchDayEnd(match.matchDate);
    const link = await app.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(liveLinks)
        .values({ matchId, tokenHash: hashToken(token), createdBy: authOf(request).userId, createdAt: now, expiresAt })
        .returning({ id: liveLinks.id });
      const [created] = await loadLiveLinks(tx, matchId, now, row?.id);
      await audit(tx, request, { entityId: matchId, entity: 'live_links', after: created, everyone: true });
      return created!;
    });
    return { ...link, url: `${baseUrl(request)}${WATCH_PAGE}#${token}` };
  });

  // The console's list (decision 129): kept on the match's team's availability part (where the map files the links),
  // until the first of them expires.
  route(app, contracts.liveLinks.list, async (request, reply) =>
    cachedRead(
      request,
      reply,
      async () => {
        await sharedMatch(request.params.id);
        return { links: await loadLiveLinks(app.db, request.params.id, new Date()) };
      },
      { match: request.params.id, reads: 'availability' },
      {
        until: ({ links }) =>
          links.length === 0 ? null : new Date(Math.min(...links.map((l) => Date.parse(l.expires_at)))),
      },
    ),
  );

  route(app, contracts.liveLinks.revoke, async (request) => {
    const { id: matchId, linkId } = request.params;
    await sharedMatch(matchId);
    const now = new Date();
    await app.db.transaction(async (tx) => {
      const [before] = await loadLiveLinks(tx, matchId, now, linkId);
      const revoked = await tx
        .update(liveLinks)
        .set({ revokedAt: now })
        .where(
          and(
            eq(liveLinks.id, linkId),
            eq(liveLinks.matchId, matchId),
            isNull(liveLinks.revokedAt),
            gt(liveLinks.expiresAt, now),
          ),
        )
        .returning({ id: liveLinks.id });
      if (!before || revoked.length === 0) throw notFound();
      await audit(tx, request, { entityId: matchId, entity: 'live_links', before, after: null, everyone: true });
    });
  });

  route(app, contracts.liveLinks.view, async (request) => {
    const link = await findLiveLink(app.db, request.body.token);
    if (!link) throw new HttpError(404, texts.invalid);
    if (link.revokedAt !== null || link.expiresAt.getTime() <= Date.now()) throw new HttpError(410, texts.gone);
    // The link follows the fixture as it is now (decision 115): not once it is called off or moved to another day.
    if (!isFixtureOn(link)) throw new HttpError(410, texts.notPlayed(link.status));
    if (link.matchDate !== today()) throw new HttpError(410, texts.moved);
    const youthMode = isYouthMode({ age_group: link.ageGroup, youth_mode: link.youthMode });
    const timeline = await loadTimeline(app.db, link.matchId);
    // Named only with the family's consent (decision 130); 'Player' otherwise.
    const named = await namedInPublic(app.db, link.matchId);
    const score = youthMode ? null : await loadScore(app.db, link.matchId);
    return {
      match: {
        team_name: link.teamName,
        opposition_name: link.oppositionName,
        match_date: link.matchDate,
        kick_off_time: hhmm(link.kickOffTime),
        home_or_away: link.homeOrAway,
        match_minutes: matchLength({
          age_group: link.ageGroup,
          team_minutes: link.teamMinutes,
          match_minutes: link.ownMinutes,
        }),
      },
      phase: adminStatus(timeline) === 'FORFEITED' ? 'FINISHED' : matchPhase(timeline),
      youth_mode: youthMode,
      score,
      events: timeline.flatMap((event) => forRelatives(event, youthMode, named) ?? []),
      expires_at: link.expiresAt.toISOString(),
    };
  });
};
