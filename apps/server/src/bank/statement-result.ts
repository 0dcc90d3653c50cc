import type { ParsedStatement, StatementFormat } from './statement-types';

/** A statement refused as a whole: one problem on row 0, no lines. */
export function refusal(format: StatementFormat, problem: string, columns: string[] = []): ParsedStatement {
  return { format, lines: [], problems: [{ row: 0, problem }], columns };
}

/** The words a file that is not what it says is refused with. */
export const NOT_THE_FORMAT: Record<StatementFormat, string> = {
  csv: 'This is not a CSV file',
  ofx: 'This is not an OFX file',
  mt940: 'This is not an MT940 file',
  camt053: 'This is not a CAMT.053 file',
};

/** The problem of a line in another currency than the club's: 'Row 4: in USD, not GBP'. */
export function currencyProblem(where: string, currency: string, clubCurrency: string): string {
  return `${where}: in ${currency}, not ${clubCurrency}`;
}
