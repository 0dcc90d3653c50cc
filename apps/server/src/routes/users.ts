import type { FastifyPluginAsync } from 'fastify';
import { messages, contracts } from '@touchline/domain';
import { authOf } from '../plugins/access';
import { HttpError, notFound } from '../plugins/errors';
import { listUsers } from '../queries/users';
import { myTeams } from '../plugins/team-access';
import { logoUrl } from '../settings/effective';
import { route } from './route';

export const userRoutes: FastifyPluginAsync = async (app) => {
  route(app, contracts.users.validate, async (request) => {
    const auth = authOf(request);
    const settings = app.settings.current();
    const impersonatedBy =
      auth.impersonatorId === null ? null : { user_id: auth.impersonatorId, username: auth.impersonatorUsername ?? '' };
    return {
      user_id: auth.userId,
      role: auth.role,
      impersonated_by: impersonatedBy,
      teams: await myTeams(request, auth),
      language: auth.language,
      club_language: app.config.clubLanguage,
      club_name: settings.clubName,
      logo_url: logoUrl(settings),
    };
  });

  route(app, contracts.users.get, async (request) => {
    const auth = authOf(request);
    const { id } = request.params;
    if (auth.role !== 'admin' && auth.userId !== id) throw new HttpError(403, messages.forbidden);
    const [row] = await listUsers(app.db, id);
    if (!row) throw notFound();
    return row;
  });
};
