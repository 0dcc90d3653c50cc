import { readBankAmount, amountProblem } from './bank-amounts';
import { readCsvDate } from './bank-dates';
import { guessCsvMapping, headerKey } from './csv-mapping';
import { detectDelimiter, isBlankRow, readCsvTable } from './csv-table';
import { refusal } from './statement-result';
import { cleanText, joinText, quoted } from './statement-text';
import type { CsvMapping, ParsedStatement, StatementContext, StatementLine, StatementProblem } from './statement-types';

/** How far into a file the header row is looked for, past a bank's preamble (account, period, balance). */
const HEADER_SEARCH_ROWS = 30;

/** How many rows under a candidate header the guess reads for its date format and decimal mark. */
const SAMPLE_ROWS = 20;

export const CHOOSE_COLUMNS = 'Choose which columns hold the date, the amount and the description';

/** The mapping the file's own header is recognised by, with its row and the file's delimiter, or null. */
function findHeader(table: string[][], delimiter: CsvMapping['delimiter']): CsvMapping | null {
  for (let i = 0; i < Math.min(table.length, HEADER_SEARCH_ROWS); i++) {
    const row = table[i] ?? [];
    if (isBlankRow(row)) continue;
    const guess = guessCsvMapping(
      row.map((cell) => cell.trim()),
      table.slice(i + 1, i + 1 + SAMPLE_ROWS),
    );
    if (guess) return { ...guess, delimiter, header_row: i + 1 };
  }
  return null;
}

/** The likeliest header when none is recognised: the first row with as many filled cells as the widest one. */
function likelyHeader(table: string[][]): string[] {
  const rows = table.slice(0, HEADER_SEARCH_ROWS);
  const filled = (row: string[]) => row.filter((cell) => cell.trim() !== '').length;
  const widest = Math.max(0, ...rows.map(filled));
  return (rows.find((row) => filled(row) === widest) ?? []).map((cell) => cell.trim());
}

/** The index of the named column in the header: as written, else by the same name in other case or accents. */
function columnIndex(header: readonly string[], name: string): number {
  const exact = header.findIndex((column) => column.trim() === name.trim());
  if (exact >= 0) return exact;
  const key = headerKey(name);
  return key === '' ? -1 : header.findIndex((column) => headerKey(column) === key);
}

interface ColumnIndexes {
  date: number;
  amount: number;
  credit: number;
  debit: number;
  description: number[];
  counterparty: number;
}

/** The header's index of every column the mapping names, or the first name missing from it. */
function indexesOf(header: readonly string[], mapping: CsvMapping): ColumnIndexes | { missing: string } {
  const names = [
    mapping.date,
    mapping.amount,
    mapping.credit,
    mapping.debit,
    mapping.counterparty,
    ...mapping.description,
  ];
  for (const name of names) if (name !== null && columnIndex(header, name) < 0) return { missing: name };
  const optional = (name: string | null) => (name === null ? -1 : columnIndex(header, name));
  return {
    date: columnIndex(header, mapping.date),
    amount: optional(mapping.amount),
    credit: optional(mapping.credit),
    debit: optional(mapping.debit),
    description: mapping.description.map((name) => columnIndex(header, name)),
    counterparty: optional(mapping.counterparty),
  };
}

type RowAmount = { ok: true; minor: number } | { ok: false; problem: string };

const NOTHING: RowAmount = { ok: true, minor: 0 };

/** A row's signed amount: its one amount column, or what was paid in less what was paid out. */
function amountOf(
  row: readonly string[],
  where: string,
  at: ColumnIndexes,
  mapping: CsvMapping,
  context: StatementContext,
): RowAmount {
  const cell = (i: number) => (i >= 0 ? (row[i] ?? '').trim() : '');
  const read = (text: string): RowAmount => {
    const reading = readBankAmount(text, mapping.decimal, context.exponent);
    return reading.ok ? reading : { ok: false, problem: amountProblem(where, text, reading.problem, context.currency) };
  };
  if (at.amount >= 0) {
    const text = cell(at.amount);
    return text === '' ? { ok: false, problem: `${where}: no amount` } : read(text);
  }
  const [paidIn, paidOut] = [cell(at.credit), cell(at.debit)];
  if (paidIn === '' && paidOut === '') return { ok: false, problem: `${where}: no amount` };
  const credit = paidIn === '' ? NOTHING : read(paidIn);
  if (!credit.ok) return credit;
  const debit = paidOut === '' ? NOTHING : read(paidOut);
  if (!debit.ok) return debit;
  if (credit.minor !== 0 && debit.minor !== 0)
    return {
      ok: false,
      problem: `${where}: both "${mapping.credit ?? ''}" and "${mapping.debit ?? ''}" hold an amount`,
    };
  return { ok: true, minor: Math.abs(credit.minor) - Math.abs(debit.minor) };
}

/**
 * Reads a bank's CSV by its mapping, or by the one its header is recognised by. A row under the header is a line of
 * the statement; a row with every cell empty is skipped, any other without a date or an amount is a problem naming
 * its row (the number a spreadsheet shows) and value, the other rows still read. The lines are in the club's
 * currency: a CSV does not say its own.
 */
export function parseCsvStatement(
  text: string,
  mapping: CsvMapping | undefined,
  context: StatementContext,
): ParsedStatement {
  const delimiter = mapping?.delimiter ?? detectDelimiter(text);
  const reading = readCsvTable(text, delimiter);
  if (!reading.ok) return refusal('csv', reading.problem);
  const { table } = reading;
  const used = mapping ?? findHeader(table, delimiter);
  if (!used) return refusal('csv', CHOOSE_COLUMNS, likelyHeader(table));
  const header = (table[used.header_row - 1] ?? []).map((cell) => cell.trim());
  if (header.length === 0 || isBlankRow(header))
    return refusal('csv', `Row ${String(used.header_row)} is not a header row: it is empty or past the end`);
  const at = indexesOf(header, used);
  if ('missing' in at)
    return refusal(
      'csv',
      `The column "${at.missing}" is not in the header row (row ${String(used.header_row)})`,
      header,
    );

  const lines: StatementLine[] = [];
  const problems: StatementProblem[] = [];
  for (let i = used.header_row; i < table.length; i++) {
    const row = table[i] ?? [];
    if (isBlankRow(row)) continue;
    const number = i + 1;
    const where = `Row ${String(number)}`;
    const dateText = (row[at.date] ?? '').trim();
    const bookedOn = dateText === '' ? null : readCsvDate(dateText, used.date_format);
    if (bookedOn === null)
      problems.push({
        row: number,
        problem:
          dateText === ''
            ? `${where}: no date`
            : `${where}: the date ${quoted(dateText)} is not a date written ${used.date_format}`,
      });
    const amount = amountOf(row, where, at, used, context);
    if (!amount.ok) problems.push({ row: number, problem: amount.problem });
    if (bookedOn === null || !amount.ok) continue;
    lines.push({
      row: number,
      booked_on: bookedOn,
      amount_minor: amount.minor,
      currency: context.currency,
      description: joinText(at.description.map((index) => row[index] ?? '')),
      counterparty: at.counterparty >= 0 ? cleanText(row[at.counterparty] ?? '') : '',
      bank_id: null,
    });
  }
  return { format: 'csv', lines, problems, columns: header, mapping: used };
}
