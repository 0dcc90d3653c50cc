/** How an audit entry's record changed: field by field when both sides are records, otherwise the two snapshots. */

export type FieldChangeKind = 'added' | 'removed' | 'changed';

export interface FieldChange {
  /** Dotted path of the field: 'team.team_name'. */
  field: string;
  kind: FieldChangeKind;
  before: unknown;
  after: unknown;
}

export type AuditChanges =
  /** Both sides are records: the fields that differ (none when the write changed nothing). */
  | { kind: 'fields'; changes: FieldChange[] }
  /** Something else (a list, a value, or only one side): the readable JSON of each side there is. */
  | { kind: 'snapshot'; before: string | null; after: string | null }
  /** Nothing recorded on either side. */
  | { kind: 'none' };

type Plain = Record<string, unknown>;

function isPlainObject(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** JSON with object keys sorted, so that equal values compare equal whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isPlainObject(value)) {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

/** Nested records become dotted fields; lists and values are leaves. An empty record is a leaf too. */
function flatten(record: Plain, prefix = '', into = new Map<string, unknown>()): Map<string, unknown> {
  for (const [key, value] of Object.entries(record)) {
    const field = prefix ? `${prefix}.${key}` : key;
    if (isPlainObject(value) && Object.keys(value).length > 0) flatten(value, field, into);
    else into.set(field, value);
  }
  return into;
}

/** The field-by-field differences of two records, in the order the fields first appear (before, then after). */
export function diffRecords(before: Plain, after: Plain): FieldChange[] {
  const a = flatten(before);
  const b = flatten(after);
  const fields = [...new Set([...a.keys(), ...b.keys()])];
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const inBefore = a.has(field);
    const inAfter = b.has(field);
    const was = a.get(field);
    const is = b.get(field);
    if (inBefore && inAfter) {
      if (canonical(was) !== canonical(is)) changes.push({ field, kind: 'changed', before: was, after: is });
    } else if (inAfter) {
      changes.push({ field, kind: 'added', before: undefined, after: is });
    } else {
      changes.push({ field, kind: 'removed', before: was, after: undefined });
    }
  }
  return changes;
}

/** Readable JSON (two-space indent), or null for nothing recorded. */
export function readableJson(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return JSON.stringify(value, null, 2) ?? null;
}

/** What an entry's Changes cell shows. */
export function auditChanges(before: unknown, after: unknown): AuditChanges {
  if (isPlainObject(before) && isPlainObject(after)) return { kind: 'fields', changes: diffRecords(before, after) };
  const was = readableJson(before);
  const is = readableJson(after);
  if (was === null && is === null) return { kind: 'none' };
  return { kind: 'snapshot', before: was, after: is };
}

/** One value in the field table: text as it is, nothing as '—', lists and records as compact JSON. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value === '' ? '""' : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value) ?? String(value);
}

/** Whether an entry recorded anything to show under Changes. */
export function hasChanges(before: unknown, after: unknown): boolean {
  return auditChanges(before, after).kind !== 'none';
}
