import { createGzip } from 'node:zlib';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { contracts, messages } from '@touchline/domain';
import { migrationsFolder } from '../db/open';
import { writeBackup } from '../ops/backup';
import { isLocalRequest, secretMatches } from '../ops/control';
import { DemoRemovalError, removeDemoClub } from '../ops/remove-demo';
import { resetPassword } from '../ops/reset-password';
import { HttpError } from '../plugins/errors';
import { bearerToken } from '../plugins/http-semantics';
import serverPackage from '../../package.json' with { type: 'json' };
import { route } from './route';

const { version } = serverPackage;

/**
 * The operator's commands on a running server with the embedded database (decision 086): only from this machine
 * and with the control secret of the server's control file (ops/control.ts).
 */
export const opsRoutes: FastifyPluginAsync = async (app) => {
  const allow = (request: FastifyRequest) => {
    // As if the route did not exist: no secret (a PostgreSQL server), or a caller from elsewhere.
    if (!app.controlSecret || !isLocalRequest(request)) throw new HttpError(404, messages.notFound);
    if (!secretMatches(bearerToken(request), app.controlSecret))
      throw new HttpError(403, 'The control secret is missing or wrong.');
  };

  route(app, contracts.ops.backup, async (request, reply) => {
    allow(request);
    // Compressed into memory while the transaction reads, then sent: a slow reader never holds the database.
    const gzip = createGzip();
    const chunks: Buffer[] = [];
    gzip.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise<void>((resolve, reject) => gzip.on('end', resolve).on('error', reject));
    const counts = await writeBackup(app.db, { appVersion: version, migrationsFolder }, (line) => {
      if (!gzip.write(line)) return new Promise<void>((resolve) => gzip.once('drain', resolve));
    });
    gzip.end();
    await done;
    const rows = Object.values(counts).reduce((a, b) => a + b, 0);
    request.log.info(`backup taken through the control endpoint: ${rows} rows`);
    return reply.type('application/gzip').header('Cache-Control', 'no-store').send(Buffer.concat(chunks));
  });

  route(app, contracts.ops.resetPassword, async (request) => {
    allow(request);
    const username = await resetPassword(app.db, request.body.username, request.body.password);
    if (username === null) throw new HttpError(404, `No user is named '${request.body.username}'.`);
    request.log.info(`password of '${username}' reset through the control endpoint; their sessions ended`);
    return { username };
  });

  route(app, contracts.ops.removeDemo, async (request) => {
    allow(request);
    try {
      const answer = await removeDemoClub(app.db);
      request.log.info(answer.removed ? 'demo club removed through the control endpoint' : 'no demo club to remove');
      return answer;
    } catch (error) {
      if (error instanceof DemoRemovalError) throw new HttpError(409, error.message);
      throw error;
    }
  });
};
