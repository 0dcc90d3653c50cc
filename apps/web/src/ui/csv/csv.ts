/**
 * CSV files for spreadsheets: UTF-8 with a byte-order mark (so Excel reads accents), a header row, RFC 4180 quoting
 * and CRLF line ends, ISO dates. Put stable ids in the first columns so a sheet can be matched to the next export.
 */

export type CsvValue = string | number | boolean | Date | null | undefined;

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvValue;
}

/** The UTF-8 byte-order mark that starts every file. */
export const CSV_BOM = '\uFEFF';

const NEEDS_QUOTES = /[",\r\n]/;
/** A spreadsheet would run a text starting with one of these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell: numbers as they are, dates as ISO (YYYY-MM-DD at midnight UTC, else the full timestamp), text quoted when
 * needed.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The header row and one row per item, CRLF between records (RFC 4180), without the byte-order mark. */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const lines = [
    columns.map((c) => csvCell(c.header)),
    ...rows.map((row) => columns.map((c) => csvCell(c.value(row)))),
  ];
  return lines.map((cells) => cells.join(',')).join('\r\n') + '\r\n';
}

/** The file's bytes: the byte-order mark, then the CSV text. */
export function csvBlob(csv: string): Blob {
  return new Blob([CSV_BOM, csv], { type: 'text/csv;charset=utf-8' });
}

/** 'player-targets-2026-03-14.csv': a name, then the local date of the download. */
export function csvFileName(base: string, now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${base}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

/** Starts a browser download of the rows as a CSV file. */
export function downloadCsv<T>(fileName: string, columns: readonly CsvColumn<T>[], rows: readonly T[]): void {
  const url = URL.createObjectURL(csvBlob(toCsv(columns, rows)));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so every browser has started reading the file.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
