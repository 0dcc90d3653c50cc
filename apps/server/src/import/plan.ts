import type { FastifyRequest } from 'fastify';
import { foldName, type ImportAction, type ImportRow, type ImportTotals } from '@touchline/domain';
import { auditEach } from '../audit/record';
import type { AuthUser } from '../auth/sessions';
import type { Db } from '../db/open';
import type { CsvRecord } from './csv';
import type { NewParentAccount } from './new-parent-account';

/** What writing an import made and changed, in file order. */
export interface Written {
  created_ids: number[];
  updated_ids: number[];
}

/**
 * An import worked out against the club's data: each row's preview (values, action, changes, errors), and the write
 * that makes it so. `write` is only called when no row has an error, in the transaction that read the data.
 */
export interface ImportPlan {
  rows: ImportRow[];
  write(tx: Db, request: FastifyRequest): Promise<Written>;
}

/** What planning needs besides the data: who imports, and how a new parent's account starts. */
export interface PlanContext {
  auth: AuthUser;
  newAccount: () => Promise<NewParentAccount>;
  /** Fixtures: the club says those dated before today were played (#28 item 2). */
  playedBeforeToday?: boolean;
}

/** Plans one kind of import: reads what it needs of the club's data and compares each record with it. */
export type Planner = (db: Db, records: readonly CsvRecord[], context: PlanContext) => Promise<ImportPlan>;

export type PreviewValues = ImportRow['values'];

/** A row that cannot be imported: what the file says, and why not. */
export function rowWithErrors(row: number, values: PreviewValues, errors: string[]): ImportRow {
  return { row, values, action: null, changes: [], errors };
}

/** The cells as the file wrote them, for a row that did not read: empty ones null. */
export function writtenValues(record: CsvRecord): PreviewValues {
  return Object.fromEntries(Object.entries(record.cells).map(([key, text]) => [key, text ? text : null]));
}

/** A row that reads and matches: created, or compared with the record it matched ('unchanged' without changes). */
export function plannedRow(row: number, values: PreviewValues, matched: boolean, changes: string[] = []): ImportRow {
  const action: ImportAction = !matched ? 'create' : changes.length ? 'update' : 'unchanged';
  return { row, values, action, changes, errors: [] };
}

/** 'Shirt number: 7 → 9'; an empty value reads '(none)'. */
export function changeText(label: string, before: string | number | null, after: string | number | null): string {
  const shown = (value: string | number | null) => (value === null || value === '' ? '(none)' : String(value));
  return `${label}: ${shown(before)} → ${shown(after)}`;
}

/** The changes between a record's current values and the file's, each in words; a null in the file keeps the value. */
export function changesBetween(
  fields: readonly { label: string; before: string | number | null; after: string | number | null }[],
): string[] {
  return fields
    .filter((f) => f.after !== null && f.after !== f.before)
    .map((f) => changeText(f.label, f.before, f.after));
}

export function totalsOf(rows: readonly ImportRow[]): ImportTotals {
  const count = (action: ImportAction) => rows.filter((r) => r.action === action).length;
  return {
    rows: rows.length,
    create: count('create'),
    update: count('update'),
    unchanged: count('unchanged'),
    errors: rows.filter((r) => r.errors.length > 0).length,
  };
}

/** Items grouped under a key. */
export function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/** Finds a record by its name, compared as names are (accents, case and spacing ignored), or says why it cannot. */
export function nameFinder<T>(
  items: readonly T[],
  nameOf: (item: T) => string,
  noun: { one: string; many: string; where: string },
) {
  const byName = groupBy(items, (item) => foldName(nameOf(item)));
  const all = items.map(nameOf).sort((a, b) => a.localeCompare(b, 'en-GB'));
  const known = all.length > 0 && all.length <= 12 ? ` The club's ${noun.many}: ${all.join(', ')}.` : '';
  return (name: string): { found: T } | { error: string } => {
    const matches = byName.get(foldName(name)) ?? [];
    const [found] = matches;
    if (matches.length === 1 && found !== undefined) return { found };
    if (matches.length === 0) return { error: `There is no ${noun.one} called '${name}'.${known}` };
    return { error: `${matches.length} ${noun.many} are called '${name}': rename one under ${noun.where} first` };
  };
}

/** The rows of the file already seen under a key: the second with one key is an error pointing at the first. */
export class FileKeys {
  private readonly rows = new Map<string, number>();
  /** The row that had the key first, or undefined (and the key is now this row's). */
  firstRow(key: string, row: number): number | undefined {
    const first = this.rows.get(key);
    if (first === undefined) this.rows.set(key, row);
    return first;
  }
}

/**
 * Puts an import's writes on the audit log, an entry a record (decision 100): each record made, as read back after the
 * write, and each record changed, before and after, in the shape its own screen's edits put on record.
 */
export async function auditImport<T>(
  tx: Db,
  request: FastifyRequest,
  entity: string,
  written: Written,
  rows: { before: readonly T[]; after: readonly T[] },
  idOf: (row: T) => number,
): Promise<void> {
  const byId = (list: readonly T[]) => new Map(list.map((row) => [idOf(row), row]));
  const [was, is] = [byId(rows.before), byId(rows.after)];
  await auditEach(tx, request, [
    ...written.created_ids.map((id) => ({ entity, entityId: id, after: is.get(id) })),
    ...written.updated_ids.map((id) => ({ entity, entityId: id, before: was.get(id), after: is.get(id) })),
  ]);
}
