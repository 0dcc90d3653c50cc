import type { ImportAction, ImportField, ImportKind, ImportResult, ImportTotals } from '@touchline/domain';
import { formatFileSize, IMPORT_MAX_BYTES, IMPORT_MAX_LINES, IMPORT_MAX_ROWS, importFields } from '@touchline/domain';
import { currentLanguage, known, t } from '../../i18n/i18n';

/** The words of the Import screen, read when shown: in the language in use. */
export const importTexts = {
  get title() {
    return t('Import from a Spreadsheet');
  },
  get inviteParents() {
    return t('Email an invitation to each new parent');
  },
  get inviteParentsHint() {
    return t('Each parent the import creates gets a link to choose their password, valid for 7 days.');
  },
  get intro() {
    return t(
      "Bring the club's spreadsheets in: save each as CSV (UTF-8) and choose the file. You see every row before " +
        'anything is imported, and a file imports whole or not at all. Importing a file again changes only what ' +
        'differs.',
    );
  },
  get kindLabel() {
    return t('What does the file hold?');
  },
  get fileLabel() {
    return t('CSV file');
  },
  get dropHere() {
    return t('Or drop a CSV file here');
  },
  get dropZoneLabel() {
    return t('Drop a CSV file here');
  },
  get formats() {
    return t('Commas or semicolons; dates as DD/MM/YYYY or YYYY-MM-DD.');
  },
  get empty() {
    return t('No file chosen yet. Choose a CSV file to see each of its rows before anything is imported.');
  },
  get checking() {
    return t('Checking the rows...');
  },
  get importing() {
    return t('Importing...');
  },
  get previewTable() {
    return t('Rows of the file');
  },
  get noRows() {
    return t('No rows to show.');
  },
  get anotherFile() {
    return t('Import another file');
  },
  previewOf: (fileName: string) => t('Preview of {fileName}', { fileName }),
  get notCsv() {
    return t('That is not a CSV file. Save the spreadsheet as CSV (UTF-8) first, then choose the .csv file.');
  },
  get onlyErrors() {
    return t('Show only the rows with errors');
  },
  get rows() {
    return t('rows');
  },
  get row() {
    return t('Row');
  },
  get action() {
    return t('Action');
  },
  get error() {
    return t('Error');
  },
  get details() {
    return t('Errors or changes');
  },
} as const;

export const kindLabels: Record<ImportKind, string> = {
  get players() {
    return t('Players');
  },
  get parents() {
    return t('Parents');
  },
  get fixtures() {
    return t('Fixtures');
  },
};

export const actionLabels: Record<ImportAction, string> = {
  get create() {
    return t('Create');
  },
  get update() {
    return t('Update');
  },
  get unchanged() {
    return t('Unchanged');
  },
};

/** '4 rows', '1 row' (the count not grouped: '2000 rows'). */
const rowCount = (rows: number) =>
  t('{rows, plural, one {{count} row} other {{count} rows}}', { rows, count: String(rows) });

/** 'Columns: Player name, Date of birth, … Optional: Short name (when empty: …).' */
export function columnsHelp(kind: ImportKind): string {
  const fields: readonly ImportField[] = importFields[kind];
  const required = fields
    .filter((f) => f.required)
    .map((f) => (f.hint ? `${known(f.label)} (${known(f.hint)})` : known(f.label)));
  const optional = fields
    .filter((f) => !f.required)
    .map((f) =>
      f.whenEmpty
        ? t('{label} (if empty: {whenEmpty})', { label: known(f.label), whenEmpty: known(f.whenEmpty) })
        : known(f.label),
    );
  const columns = t('Columns: {columns}.', { columns: required.join(', ') });
  return optional.length ? `${columns} ${t('Optional: {columns}.', { columns: optional.join('; ') })}` : columns;
}

/** 'At most 1 MB, 2,000 rows and 10,000 lines a file.' */
export function limitsText(kind: ImportKind): string {
  const number = new Intl.NumberFormat(currentLanguage());
  return t('At most {size}, {rows} rows and {lines} lines a file.', {
    size: formatFileSize(IMPORT_MAX_BYTES),
    rows: number.format(IMPORT_MAX_ROWS[kind]),
    lines: number.format(IMPORT_MAX_LINES),
  });
}

export const readingFile = (name: string) => t('Reading {name}...', { name });

/** '4 rows: 2 to create, 1 to update, 1 unchanged, 1 with errors.' */
export function totalsText(totals: ImportTotals): string {
  const parts = [
    t('{count} to create', { count: String(totals.create) }),
    t('{count} to update', { count: String(totals.update) }),
    t('{count} unchanged', { count: String(totals.unchanged) }),
  ];
  if (totals.errors) parts.push(t('{count} with errors', { count: String(totals.errors) }));
  return `${rowCount(totals.rows)}: ${parts.join(', ')}.`;
}

/** 'Import 4 rows'. */
export function importButtonText(rows: number): string {
  return t('Import {rows, plural, one {{count} row} other {{count} rows}}', { rows, count: String(rows) });
}

/** 'Imported 4 rows from players.csv: 2 created, 1 updated, 1 unchanged.' */
export function resultText(result: ImportResult, fileName: string): string {
  const { rows, create, update, unchanged } = result.totals;
  const imported = t(
    'Imported {rows, plural, one {{count} row} other {{count} rows}} from {fileName}: {create} created, ' +
      '{update} updated, {unchanged} unchanged.',
    {
      rows,
      count: String(rows),
      fileName,
      create: String(create),
      update: String(update),
      unchanged: String(unchanged),
    },
  );
  if (result.invited === 0) return imported;
  const invited = t('Invitations sent to {parents, plural, one {{count} parent} other {{count} parents}}.', {
    parents: result.invited,
    count: String(result.invited),
  });
  return `${imported} ${invited}`;
}

/** The row's name in a card or an accessible label: 'Row 2'. */
export const rowLabel = (row: number) => t('Row {row}', { row: String(row) });

/** A file the import can read: named .csv or .txt, or of a text type. */
export function looksLikeCsv(file: { name: string; type: string }): boolean {
  return /\.(csv|txt)$/i.test(file.name) || file.type === 'text/csv' || file.type === 'text/plain';
}
