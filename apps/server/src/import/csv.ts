import { parse } from 'csv-parse/sync';
import {
  cellsOf,
  csvTextProblem,
  delimiterOf,
  fileTooLarge,
  IMPORT_MAX_ROWS,
  tooManyLines,
  isBlankRecord,
  mapHeader,
  withoutByteOrderMark,
  type HeaderMap,
  type ImportCells,
  type ImportKind,
} from '@touchline/domain';
import { HttpError } from '../plugins/errors';

/** One record of the file under its header: its row number in the spreadsheet (the header is row 1) and its cells. */
export interface CsvRecord {
  row: number;
  cells: ImportCells;
}

export interface CsvFile {
  map: HeaderMap;
  records: CsvRecord[];
}

/** What csv-parse's refusal means, in words. */
function unreadable(error: unknown): string {
  const { code, lines } = (error ?? {}) as { code?: string; lines?: number };
  if (code === 'CSV_QUOTE_NOT_CLOSED')
    return (
      'The file could not be read: a quoted cell is never closed (a double quote is missing), ' +
      'so the file ends inside it.'
    );
  const where = typeof lines === 'number' ? ` near line ${lines}` : '';
  return `The file could not be read as CSV${where}. Save it again from the spreadsheet as CSV and try once more.`;
}

const numberFormat = new Intl.NumberFormat('en-GB');

/**
 * Reads an imported file (decision 100): refuses one over 1 MB, over 10,000 lines (before csv-parse reads it) or over
 * the kind's row limit (413), an empty one, one not in UTF-8, one csv-parse cannot read or whose header lacks a
 * required column (400), each in words. The delimiter is the header line's; a byte-order mark is dropped; blank lines
 * are skipped but keep their row numbers.
 */
export function readCsvFile(kind: ImportKind, text: string): CsvFile {
  const tooLarge = fileTooLarge(text) ?? tooManyLines(text);
  if (tooLarge) throw new HttpError(413, tooLarge);
  const problem = csvTextProblem(text);
  if (problem) throw new HttpError(400, problem);
  let table: string[][];
  try {
    table = parse(withoutByteOrderMark(text), {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      relax_quotes: true,
    });
  } catch (error) {
    throw new HttpError(400, unreadable(error));
  }
  const [header = [], ...body] = table;
  const mapped = mapHeader(kind, header);
  if ('error' in mapped) throw new HttpError(400, mapped.error);
  const records = body
    .map((record, index) => ({ row: index + 2, record }))
    .filter(({ record }) => !isBlankRecord(record))
    .map(({ row, record }) => ({ row, cells: cellsOf(mapped.map, record) }));
  if (records.length === 0) throw new HttpError(400, 'The file has no rows under its header row');
  const limit = IMPORT_MAX_ROWS[kind];
  if (records.length > limit)
    throw new HttpError(
      413,
      `The file has ${numberFormat.format(records.length)} rows; a ${kind} import takes at most ` +
        `${numberFormat.format(limit)} rows at a time. Split it into smaller files.`,
    );
  return { map: mapped.map, records };
}
