import type { ImportAction, ImportField, ImportKind, ImportResult, ImportTotals } from '@touchline/domain';
import { formatFileSize, IMPORT_MAX_BYTES, IMPORT_MAX_LINES, IMPORT_MAX_ROWS, importFields } from '@touchline/domain';

/** The words of the Import screen. */
export const importTexts = {
  title: 'Import from a Spreadsheet',
  inviteParents: 'Email an invitation to each new parent',
  inviteParentsHint: 'Each parent the import creates gets a link to choose their password, valid for 7 days.',
  intro:
    "Bring the club's spreadsheets in: save each as CSV (UTF-8) and choose the file. You see every row before " +
    'anything is imported, and a file imports whole or not at all. Importing a file again changes only what differs.',
  kindLabel: 'What does the file hold?',
  fileLabel: 'CSV file',
  dropHere: 'Or drop a CSV file here',
  dropZoneLabel: 'Drop a CSV file here',
  formats: 'Commas or semicolons; dates as DD/MM/YYYY or YYYY-MM-DD.',
  empty: 'No file chosen yet. Choose a CSV file to see each of its rows before anything is imported.',
  checking: 'Checking the rows...',
  importing: 'Importing...',
  previewTable: 'Rows of the file',
  noRows: 'No rows to show.',
  anotherFile: 'Import another file',
  previewOf: (fileName: string) => `Preview of ${fileName}`,
  notCsv: 'That is not a CSV file. Save the spreadsheet as CSV (UTF-8) first, then choose the .csv file.',
  onlyErrors: 'Show only the rows with errors',
} as const;

export const kindLabels: Record<ImportKind, string> = { players: 'Players', parents: 'Parents', fixtures: 'Fixtures' };

export const actionLabels: Record<ImportAction, string> = {
  create: 'Create',
  update: 'Update',
  unchanged: 'Unchanged',
};

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** 'Columns: Player name, Date of birth, … Optional: Short name (when empty: …).' */
export function columnsHelp(kind: ImportKind): string {
  const fields: readonly ImportField[] = importFields[kind];
  const required = fields.filter((f) => f.required).map((f) => (f.hint ? `${f.label} (${f.hint})` : f.label));
  const optional = fields
    .filter((f) => !f.required)
    .map((f) => (f.whenEmpty ? `${f.label} (if empty: ${f.whenEmpty})` : f.label));
  return `Columns: ${required.join(', ')}.` + (optional.length ? ` Optional: ${optional.join('; ')}.` : '');
}

/** 'At most 1 MB, 2,000 rows and 10,000 lines a file.' */
export function limitsText(kind: ImportKind): string {
  const rows = new Intl.NumberFormat('en-GB').format(IMPORT_MAX_ROWS[kind]);
  const lines = new Intl.NumberFormat('en-GB').format(IMPORT_MAX_LINES);
  return `At most ${formatFileSize(IMPORT_MAX_BYTES)}, ${rows} rows and ${lines} lines a file.`;
}

export const readingFile = (name: string) => `Reading ${name}...`;

/** '4 rows: 2 to create, 1 to update, 1 unchanged, 1 with errors.' */
export function totalsText(totals: ImportTotals): string {
  const parts = [`${totals.create} to create`, `${totals.update} to update`, `${totals.unchanged} unchanged`];
  if (totals.errors) parts.push(`${totals.errors} with errors`);
  return `${plural(totals.rows, 'row')}: ${parts.join(', ')}.`;
}

/** 'Import 4 rows'. */
export function importButtonText(rows: number): string {
  return `Import ${plural(rows, 'row')}`;
}

/** 'Imported 4 rows from players.csv: 2 created, 1 updated, 1 unchanged.' */
export function resultText(result: ImportResult, fileName: string): string {
  const { rows, create, update, unchanged } = result.totals;
  const invited = result.invited > 0 ? ` Invitations sent to ${plural(result.invited, 'parent')}.` : '';
  return (
    `Imported ${plural(rows, 'row')} from ${fileName}: ${create} created, ${update} updated, ` +
    `${unchanged} unchanged.${invited}`
  );
}

/** The row's name in a card or an accessible label: 'Row 2'. */
export const rowLabel = (row: number) => `Row ${row}`;

/** A file the import can read: named .csv or .txt, or of a text type. */
export function looksLikeCsv(file: { name: string; type: string }): boolean {
  return /\.(csv|txt)$/i.test(file.name) || file.type === 'text/csv' || file.type === 'text/plain';
}
