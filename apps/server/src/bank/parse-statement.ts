import { currencyExponent, withoutByteOrderMark } from '@touchline/domain';
import { parseCamt053Statement } from './camt053-statement';
import { parseCsvStatement } from './csv-statement';
import { detectFormat, matchesFormat } from './detect-format';
import { parseMt940Statement } from './mt940-statement';
import { parseOfxStatement } from './ofx-statement';
import { statementSizeProblem } from './statement-limits';
import { NOT_THE_FORMAT, refusal } from './statement-result';
import type { CsvMapping, ParsedStatement, StatementContext, StatementFormat } from './statement-types';

export interface StatementInput {
  content: string;
  fileName: string;
  /** The format the treasurer chose; detected from the content and the name when not given. */
  format?: StatementFormat;
  /** How to read a CSV; recognised from its header when not given. */
  mapping?: CsvMapping;
  /** The club's currency (ISO 4217): a CSV's lines are in it; a line of another format in another is a problem. */
  currency: string;
}

/** The club currency's decimals, or null for a code Intl does not know. */
function exponentOf(currency: string): number | null {
  if (!/^[A-Z]{3}$/.test(currency)) return null;
  try {
    return currencyExponent(currency);
  } catch {
    return null;
  }
}

/**
 * Reads a bank statement file into lines in integer minor units, and problems for what could not be read. A file too
 * large or long, empty, of a format not known, or not what its declared format says is refused with one problem on
 * row 0 and no lines. Pure: nothing is stored.
 */
export function parseStatement(input: StatementInput): ParsedStatement {
  const text = withoutByteOrderMark(input.content);
  const declared = input.format;
  const fallback = declared ?? 'csv';
  const tooLarge = statementSizeProblem(text);
  if (tooLarge) return refusal(fallback, tooLarge);
  const exponent = exponentOf(input.currency);
  if (exponent === null) return refusal(fallback, `The club's currency "${input.currency}" is not an ISO 4217 code`);
  const format = declared ?? detectFormat(input.fileName, text);
  if (format === null)
    return refusal(
      'csv',
      'This file is not a bank statement Touchline reads: export it as CSV, OFX, MT940 or CAMT.053',
    );
  if (!matchesFormat(format, text)) return refusal(format, NOT_THE_FORMAT[format]);
  const context: StatementContext = { currency: input.currency, exponent };
  if (format === 'ofx') return parseOfxStatement(text, context);
  if (format === 'mt940') return parseMt940Statement(text, context);
  if (format === 'camt053') return parseCamt053Statement(text, context);
  return parseCsvStatement(text, input.mapping, context);
}
