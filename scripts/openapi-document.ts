/**
 * The OpenAPI document the server generates (GET /api/openapi.json), from an app on an empty in-memory database,
 * migrated so that what the app reads at start exists. Shared by `openapi:lint` and `openapi:client`.
 */
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/open';

/** The document, as JSON text, indented. */
export async function openApiDocument(): Promise<string> {
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await database.migrate();
    const app = await buildApp({
      config: loadConfig({ ADMIN_PASSWORD: 'not-used-here', DEMO_DATA: '0', WEB_DIST: '/nonexistent-web-dist' }),
      db: database.db,
    });
    const answer = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    await app.close();
    if (answer.statusCode !== 200)
      throw new Error(`GET /api/openapi.json answered ${answer.statusCode}: ${answer.body}`);
    return JSON.stringify(JSON.parse(answer.body), null, 2);
  } finally {
    await database.close();
  }
}
