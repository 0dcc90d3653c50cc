import { describe, expect, it } from 'vitest';
import { auditQuery, emptyAuditFilters } from '../src/api/audit';
import {
  auditChanges,
  diffRecords,
  formatValue,
  hasChanges,
  readableJson,
} from '../src/features/admin/audit/audit-diff';
import { recordLabel } from '../src/features/admin/audit/audit-format';
import { showingEntries } from '../src/features/admin/audit/audit-texts';

describe('audit diff', () => {
  it('lists changed, added and removed fields in order, and leaves equal ones out', () => {
    const before = { player_id: 4, player_name: 'Ava Reid', shirt_number: 4, date_of_birth: '2014-05-01', notes: 'x' };
    const after = { player_id: 4, player_name: 'Ava Reid-Smith', shirt_number: 4, date_of_birth: null, team_id: 2 };
    expect(diffRecords(before, after)).toEqual([
      { field: 'player_name', kind: 'changed', before: 'Ava Reid', after: 'Ava Reid-Smith' },
      { field: 'date_of_birth', kind: 'changed', before: '2014-05-01', after: null },
      { field: 'notes', kind: 'removed', before: 'x', after: undefined },
      { field: 'team_id', kind: 'added', before: undefined, after: 2 },
    ]);
  });

  it('follows nested records as dotted fields and compares lists whole, whatever the key order', () => {
    const before = {
      team: { team_name: 'Lions', age_group: 'U10' },
      userTypes: [{ type: 'Parent' }],
      meta: { a: 1, b: 2 },
    };
    const after = {
      team: { team_name: 'Tigers', age_group: 'U10' },
      userTypes: [{ type: 'Parent' }, { type: 'Coach' }],
      meta: { b: 2, a: 1 },
    };
    expect(diffRecords(before, after)).toEqual([
      { field: 'team.team_name', kind: 'changed', before: 'Lions', after: 'Tigers' },
      {
        field: 'userTypes',
        kind: 'changed',
        before: [{ type: 'Parent' }],
        after: [{ type: 'Parent' }, { type: 'Coach' }],
      },
    ]);
  });

  it('says which view an entry gets', () => {
    expect(auditChanges({ a: 1 }, { a: 1 })).toEqual({ kind: 'fields', changes: [] });
    expect(auditChanges(null, { user_id: 5 })).toEqual({
      kind: 'snapshot',
      before: null,
      after: '{\n  "user_id": 5\n}',
    });
    expect(auditChanges({ a: 1 }, null)).toEqual({ kind: 'snapshot', before: '{\n  "a": 1\n}', after: null });
    expect(auditChanges([1], [2])).toEqual({ kind: 'snapshot', before: '[\n  1\n]', after: '[\n  2\n]' });
    expect(auditChanges(null, undefined)).toEqual({ kind: 'none' });
    expect(hasChanges(null, null)).toBe(false);
    expect(hasChanges(null, { id: 1 })).toBe(true);
    expect(readableJson(undefined)).toBeNull();
  });

  it('formats values for the field table', () => {
    expect(formatValue('Ava')).toBe('Ava');
    expect(formatValue('')).toBe('""');
    expect(formatValue(null)).toBe('—');
    expect(formatValue(undefined)).toBe('—');
    expect(formatValue(0)).toBe('0');
    expect(formatValue(false)).toBe('false');
    expect(formatValue([{ type: 'Coach' }])).toBe('[{"type":"Coach"}]');
  });
});

describe('audit helpers', () => {
  it('builds the query string from the filters that are set', () => {
    expect(auditQuery(emptyAuditFilters, 1)).toBe('limit=50&offset=0');
    expect(auditQuery({ ...emptyAuditFilters, actor: ' admin ', entity: 'players', from: '2031-01-01' }, 3)).toBe(
      'actor=admin&entity=players&from=2031-01-01&limit=50&offset=100',
    );
  });

  it('names the record and the range shown', () => {
    expect(recordLabel({ entity: 'players', entity_id: '12' })).toBe('players #12');
    expect(recordLabel({ entity: 'impersonate', entity_id: null })).toBe('impersonate');
    expect(showingEntries(51, 100, 230)).toBe('Showing 51–100 of 230 entries');
  });
});
