import { parse } from 'csv-parse/sync';
import type { CsvMapping } from './statement-types';

export type CsvDelimiter = CsvMapping['delimiter'];

const DELIMITERS: readonly CsvDelimiter[] = [',', ';', '\t'];

/**
 * The delimiter of a bank's CSV: the one a single line of its first 30 has most of, outside quotes. The header row
 * has the most, whatever preamble lines come before it (`Kontoname;Girokonto`); a decimal comma in the amounts does
 * not outnumber the semicolons of its row.
 */
export function detectDelimiter(text: string): CsvDelimiter {
  const most = new Map<CsvDelimiter, number>(DELIMITERS.map((d) => [d, 0]));
  for (const line of text.split(/\r\n|\n|\r/, 30)) {
    const counts = new Map<string, number>();
    let quoted = false;
    for (const char of line) {
      if (char === '"') quoted = !quoted;
      else if (!quoted) counts.set(char, (counts.get(char) ?? 0) + 1);
    }
    for (const d of DELIMITERS) most.set(d, Math.max(most.get(d) ?? 0, counts.get(d) ?? 0));
  }
  let best: CsvDelimiter = ',';
  for (const d of DELIMITERS) if ((most.get(d) ?? 0) > (most.get(best) ?? 0)) best = d;
  return best;
}

export type CsvTableReading = { ok: true; table: string[][] } | { ok: false; problem: string };

function lineOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('lines' in error)) return null;
  return typeof error.lines === 'number' ? error.lines : null;
}

/**
 * The rows of the text, each its cells as written (blank lines kept as a row of one empty cell, so that a row's
 * number is its number in a spreadsheet), or why csv-parse could not read it.
 */
export function readCsvTable(text: string, delimiter: CsvDelimiter): CsvTableReading {
  try {
    const table: string[][] = parse(text, {
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
    });
    return { ok: true, table };
  } catch (error) {
    const line = lineOf(error);
    const where = line === null ? '' : ` near line ${String(line)}`;
    return { ok: false, problem: `The file could not be read as CSV${where}: save it from the bank again as CSV` };
  }
}

/** Whether every cell of the row is empty or spaces. */
export function isBlankRow(row: readonly string[]): boolean {
  return row.every((cell) => cell.trim() === '');
}
