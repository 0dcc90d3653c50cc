import type { FastifyPluginAsync } from 'fastify';
import { contracts } from '@touchline/domain';
import { applyRollover } from '../rollover/apply';
import { loadClub, planRollover, startOf } from '../rollover/plan';
import { today } from '../today';
import { route } from './route';

/** The season's rollover (#34, decision 134): what it proposes, its preview, and the turn itself. Admins only. */
export const rolloverRoutes: FastifyPluginAsync = async (app) => {
  route(app, contracts.rollover.start, async () => startOf(await loadClub(app.db), today()));

  route(app, contracts.rollover.preview, async (request) => planRollover(app.db, await loadClub(app.db), request.body));

  route(app, contracts.rollover.apply, async (request) => applyRollover(app.db, request, request.body));
};
