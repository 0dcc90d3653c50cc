import { describe, expect, it } from 'vitest';
import { WriteGeneration, isReadOnlyStatement, mayChangeCachedData } from '../src/db/write-generation';

/**
 * The embedded database's writes outside any request make every kept answer stale (decision 096), but for those to a
 * table no cached answer reads: a job's claim, an email's sending (decision 129).
 */
describe('write generation', () => {
  it("counts a write outside any request to a table a cached answer reads, not one to the job queue's", () => {
    const generation = new WriteGeneration();
    generation.bump(false, `update jobs set claimed_at = now() where id = 3 returning *`);
    generation.bump(false, 'UPDATE "outbox" SET "sent_at" = $1 WHERE "id" = $2');
    generation.bump(false, 'insert into "audit_log" ("action") values ($1)');
    expect(generation.unattended).toBe(0);
    generation.bump(false, 'delete from "sessions" where "expires_at" < now()');
    generation.bump(false, 'insert into "availability_reminders" ("match_id") values ($1)');
    expect(generation.unattended).toBe(2);
    // In a request, the request's own versions carry it: never counted here.
    generation.bump(true, 'update "matches" set "status" = $1');
    expect(generation.unattended).toBe(2);
    expect(generation.current).toBe('g6');
  });

  it('counts what it cannot tell: a WITH query, an unknown table, a statement of another kind', () => {
    expect(mayChangeCachedData('with x as (update jobs set a = 1 returning *) select * from x')).toBe(true);
    expect(mayChangeCachedData('update "jobsx" set a = 1')).toBe(true);
    expect(mayChangeCachedData('VACUUM ANALYZE')).toBe(true);
    expect(mayChangeCachedData('truncate jobs')).toBe(true);
    expect(mayChangeCachedData('update "team_coaches" set user_id = 1')).toBe(true);
    expect(mayChangeCachedData('delete from outbox where id = 1')).toBe(false);
    expect(isReadOnlyStatement('select 1')).toBe(true);
  });
});
