import type { FastifyPluginAsync } from 'fastify';
import { contracts, IMPORT_MAX_BYTES } from '@touchline/domain';
import { previewImport, runImport } from '../import/run';
import { route } from './route';

/**
 * The body carries the file's text as JSON, which can make it twice the file's size (every double quote escaped) and
 * more: the 1 MB file limit is checked on the text itself, with words (import/csv.ts); this is the transport's bound.
 */
const bodyLimit = 4 * IMPORT_MAX_BYTES;

/** CSV import of players, parents and fixtures (decision 100), admin only. */
export const importRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    contracts.import.preview,
    async (request) => previewImport(app.db, request, request.params.kind, request.body.csv),
    { bodyLimit },
  );
  route(
    app,
    contracts.import.run,
    async (request) => {
      const result = await runImport(app.db, request, request.params.kind, request.body);
      if (result.invited > 0) app.mail?.wake();
      return result;
    },
    { bodyLimit },
  );
};
