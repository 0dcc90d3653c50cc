/**
 * Writes the read cache's triggers, generated from its map (apps/server/src/db/cache-map.ts, decision 114), into a
 * migration file, or prints them. After a change to the map:
 *
 *   npx drizzle-kit generate --custom --config apps/server/drizzle.config.ts --name cache_triggers
 *   npm run db:cache-triggers -- apps/server/src/db/migrations/<the new file>.sql
 */
import { writeFileSync } from 'node:fs';
import { CACHE_MAP } from '../apps/server/src/db/cache-map';
import { cacheTriggersMigration } from '../apps/server/src/db/cache-triggers';

const sql = cacheTriggersMigration(CACHE_MAP);
const file = process.argv[2];
if (file) writeFileSync(file, sql);
else process.stdout.write(sql);
