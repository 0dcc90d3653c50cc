import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { msg } from '../i18n/translate';

/** What a CSV import brings in (decision 100). */
export const importKinds = ['players', 'parents', 'fixtures'] as const;
export type ImportKind = (typeof importKinds)[number];

export const importKind = lazySchema(() =>
  z.enum(importKinds, { error: msg('The kind of import must be players, parents or fixtures') }),
);
export const importParams = lazySchema(() => z.strictObject({ kind: importKind }));

/**
 * The most rows one file may hold. A parent new to the club gets an account with its own argon2 password hash (10 to
 * 30 ms of work each on a small server, one after the other), so a parents file is kept to what imports well within
 * the app's 15-second request time-out (decision 100).
 */
export const IMPORT_MAX_ROWS: Record<ImportKind, number> = { players: 2000, parents: 2000, fixtures: 2000 };

/** POST /import/{kind} and its preview: the file's text, as read in the browser (the size is checked by the server). */
/** What the import's server answers in words, beyond each row's errors. */
/** 'Row 4', 'Rows 4 and 9', 'Rows 4, 9, 12 and 3 more': which rows, as the preview numbers them (#28 item 24). */
function rowList(rows: readonly number[]): string {
  const shown = rows.slice(0, 10);
  const more = rows.length - shown.length;
  if (rows.length === 1) return `Row ${rows[0]}`;
  const list =
    more > 0 ? `${shown.join(', ')} and ${more} more` : `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`;
  return `Rows ${list}`;
}

export const importMessages = {
  inviteParentsOnly: msg('Invitations go only with an import of parents'),
  playedFixturesOnly: msg('Only an import of fixtures can say they were played'),
  /** The preview of fixtures dated before today: what counts them, and the question. */
  pastFixtures: (count: number) =>
    `${count === 1 ? '1 of these fixtures is' : `${count} of these fixtures are`} dated before today. A past ` +
    'fixture counts as played (in attendance, absences and games played) only once it has a result, an event or a ' +
    'lineup, or if you say it was played.',
  playedBeforeToday: (count: number) =>
    count === 1 ? 'It was played: count it' : `They were played: count all ${count}`,
  /** Which rows stop the import, named: the server's refusal and the preview say it alike. */
  rowsWithErrors: (rows: readonly number[]) =>
    `${rowList(rows)} ${rows.length === 1 ? 'has' : 'have'} errors, so nothing was imported. ` +
    'Correct them in the spreadsheet and import it again.',
  /** The same rows, named in the preview before anything is tried. */
  rowsToFix: (rows: readonly number[]) =>
    `${rowList(rows)} ${rows.length === 1 ? 'has an error' : 'have errors'}: nothing can be imported while a row ` +
    'has one. Correct them in the spreadsheet, save it and choose the file again.',
  /** The columns of the file the import does not read: listed, never dropped silently. */
  ignoredColumns: (headers: readonly string[]) =>
    `Not imported: ${headers.length === 1 ? 'the column' : 'the columns'} ${headers.map((h) => `'${h}'`).join(', ')} ` +
    `${headers.length === 1 ? 'is' : 'are'} not read by this import.`,
} as const;

export const importBody = lazySchema(() =>
  z.strictObject({
    csv: z.string({ error: "csv (the file's text) is required" }),
    /** Parents only: email an invitation to every parent the import creates (email set up; decision 104). */
    invite: z.boolean().optional(),
    /**
     * Fixtures only: the club says the fixtures dated before today were played, so they count in attendance, absences
     * and games played without a result, an event or a lineup (#28 item 2). Left out: they count nothing until one is
     * recorded.
     */
    played_before_today: z.boolean().optional(),
  }),
);
export type ImportBody = z.infer<typeof importBody>;

export const importActions = ['create', 'update', 'unchanged'] as const;
export type ImportAction = (typeof importActions)[number];

/** A value as the preview shows it: text, a number, or null for an empty cell. */
const cellValue = lazySchema(() => z.union([z.string(), z.number(), z.null()]));

export const importRow = lazySchema(() =>
  z.object({
    /** The row's number in the spreadsheet: the header is row 1. */
    row: z.number(),
    /**
     * What the row holds, by column key (rules/import-columns.ts): dates YYYY-MM-DD, times HH:MM, and for a new
     * fixture the defaults it gets; null where the file leaves it empty.
     */
    values: z.record(z.string(), cellValue),
    /** What importing the row does; null while it has errors. */
    action: z.enum(importActions).nullable(),
    /** For an update, what changes, in words: 'Shirt number: 7 → 9'. */
    changes: z.array(z.string()),
    /** What is wrong with the row, in words; the import refuses the whole file while any row has one. */
    errors: z.array(z.string()),
  }),
);
export type ImportRow = z.infer<typeof importRow>;

export const importTotals = lazySchema(() =>
  z.object({
    rows: z.number(),
    create: z.number(),
    update: z.number(),
    unchanged: z.number(),
    /** Rows with at least one error. */
    errors: z.number(),
  }),
);
export type ImportTotals = z.infer<typeof importTotals>;

export const importPreview = lazySchema(() =>
  z.object({
    kind: importKind,
    /** The file's columns the import reads, in the file's order: the field's key and label, and the header written. */
    columns: z.array(z.object({ key: z.string(), label: z.string(), header: z.string() })),
    /** The headers of the columns it does not read. */
    ignored_columns: z.array(z.string()),
    /** Fixtures: how many rows are dated before today (the preview asks whether they were played); 0 otherwise. */
    past_fixtures: z.number().int(),
    rows: z.array(importRow),
    totals: importTotals,
  }),
);
export type ImportPreview = z.infer<typeof importPreview>;

export const importResult = lazySchema(() =>
  z.object({
    kind: importKind,
    totals: importTotals,
    /**
     * The records made, in file order: player ids, the new parents' user ids (whom `invite` sends invitations
     * to), or match ids.
     */
    created_ids: z.array(z.number()),
    /** The records changed, in file order. */
    updated_ids: z.array(z.number()),
    /** How many of the new parents were sent an invitation (`invite`). */
    invited: z.number().int(),
  }),
);
export type ImportResult = z.infer<typeof importResult>;

/** The 400 of an import refused for its rows' errors: nothing was written, and the preview says what to correct. */
export const importRefusal = lazySchema(() => z.object({ error: z.string(), preview: importPreview }));
export type ImportRefusal = z.infer<typeof importRefusal>;
