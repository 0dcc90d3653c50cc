/**
 * The shapes of a bank statement read for the treasurer's import (#33 Money): what a file holds, line by line, in
 * integer minor units, and what could not be read.
 */

export type StatementFormat = 'csv' | 'ofx' | 'mt940' | 'camt053';

/** How a bank's CSV is read; kept per bank by the server. */
export interface CsvMapping {
  delimiter: ',' | ';' | '\t';
  /** 1-based row of the column names (after any preamble). */
  header_row: number;
  /** Column name of the booking date. */
  date: string;
  date_format: 'DD/MM/YYYY' | 'YYYY-MM-DD' | 'DD.MM.YYYY' | 'MM/DD/YYYY' | 'DD-MM-YYYY';
  /** One signed amount column, or */
  amount: string | null;
  /** paid in / Haben */
  credit: string | null;
  /** paid out / Soll */
  debit: string | null;
  /** Columns joined with ' ' to make the text searched for a reference. */
  description: string[];
  counterparty: string | null;
  decimal: '.' | ',';
}

export interface StatementLine {
  /** 1-based line/row/transaction number in the file, for the problem list. */
  row: number;
  /** ISO date YYYY-MM-DD. */
  booked_on: string;
  /** Signed: credits (money in) > 0, debits < 0. */
  amount_minor: number;
  /** ISO 4217, e.g. 'GBP'. */
  currency: string;
  /** The text (reference, remittance info, memo, name). */
  description: string;
  /** The payer's name where the format has it, else ''. */
  counterparty: string;
  /** The bank's own id of the transaction (OFX FITID, CAMT AcctSvcrRef/NtryRef, MT940 bank ref) or null. */
  bank_id: string | null;
}

/** A row that could not be read, in plain English: 'Row 7: the amount "12.345" has more decimals than GBP has'. */
export interface StatementProblem {
  row: number;
  problem: string;
}

export interface ParsedStatement {
  format: StatementFormat;
  lines: StatementLine[];
  /** Rows that could not be read; a file that is not what it says → one problem on row 0, no lines. */
  problems: StatementProblem[];
  /** CSV only: the header's column names (so the web can offer a mapping), else []. */
  columns: string[];
  /** CSV only: the layout the file was read by (given, or recognised with its delimiter and header row). */
  mapping?: CsvMapping;
}

/** What every reader is given besides the text: the club's currency and its number of decimals. */
export interface StatementContext {
  currency: string;
  exponent: number;
}
