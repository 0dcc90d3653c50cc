import { groupedDigits, lineCount, utf8Size } from '@touchline/domain';

/** The largest statement read: 5 MB (5,000,000 bytes of UTF-8), a year of a busy club account in any format. */
export const STATEMENT_MAX_BYTES = 5_000_000;

/** The most lines a statement may have, blank ones included. */
export const STATEMENT_MAX_LINES = 20_000;

/** Why the text is too large or long to read, in words, or null when it is within the limits. */
export function statementSizeProblem(text: string): string | null {
  const bytes = utf8Size(text);
  if (bytes > STATEMENT_MAX_BYTES)
    return (
      `The file is ${groupedDigits(bytes)} bytes; a bank statement may be at most ` +
      `${groupedDigits(STATEMENT_MAX_BYTES)} bytes (5 MB). Export a shorter period.`
    );
  const lines = lineCount(text);
  if (lines > STATEMENT_MAX_LINES)
    return (
      `The file has ${groupedDigits(lines)} lines; a bank statement may have at most ` +
      `${groupedDigits(STATEMENT_MAX_LINES)} lines. Export a shorter period.`
    );
  if (text.trim() === '') return 'The file is empty';
  return null;
}
