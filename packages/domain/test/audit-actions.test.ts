import { describe, expect, it } from 'vitest';
import { auditActionLabel, contracts, type Contract } from '../src';

/** #28 item 24: the audit screen shows what happened in words, never "POST /api/…", for every write the API has. */
describe('an audit action in words', () => {
  const writes = Object.values(contracts)
    .flatMap((area) => Object.values(area as Record<string, Contract>))
    .filter((c) => c.method !== 'GET');

  it('every write route has words: its contract summary', () => {
    const raw = writes.map((c) => `${c.method} /api${c.path}`).filter((action) => auditActionLabel(action) === action);
    expect(raw).toEqual([]);
    expect(auditActionLabel('POST /api/teams')).toBe('Create a team');
    expect(auditActionLabel('PUT /api/teams/:id')).toBe('Change a team');
  });

  it("names the server's own actions, and leaves an unknown one as recorded", () => {
    expect(auditActionLabel('impersonation.start')).toBe('Started acting as another user');
    expect(auditActionLabel('impersonation.end')).toBe('Returned to admin');
    expect(auditActionLabel('something.new')).toBe('something.new');
  });
});
