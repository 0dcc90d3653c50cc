import type { FastifyPluginAsync } from 'fastify';
import { contracts } from '@touchline/domain';
import { hidesResultsFromViewer } from '../plugins/access';
import { notFound } from '../plugins/errors';
import { cachedRead } from '../plugins/read-cache';
import { loadFestivalDay } from '../queries/festival';
import { route } from './route';

/**
 * Festival days (#34): the day of a match's team, read by any coach and admin as a match's rotation is (decision 109);
 * cached under that team's data, which every match of the day is.
 */
export const festivalRoutes: FastifyPluginAsync = async (app) => {
  route(app, contracts.festival.get, async (request, reply) =>
    cachedRead(
      request,
      reply,
      async () => {
        const day = await loadFestivalDay(app.db, request.params.id, !hidesResultsFromViewer(request));
        if (!day) throw notFound();
        return day;
      },
      { match: request.params.id },
    ),
  );
};
