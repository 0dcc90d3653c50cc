import { withoutByteOrderMark } from '@touchline/domain';
import type { StatementFormat } from './statement-types';

/** Whether the text is an OFX file: 1.x (SGML, `OFXHEADER:100`) or 2 (XML, `<?OFX OFXHEADER="200"?>`). */
export function looksLikeOfx(text: string): boolean {
  return /<OFX\s*>/i.test(text);
}

/** Whether the text is an ISO 20022 bank-to-customer statement (CAMT.053), of any version. */
export function looksLikeCamt053(text: string): boolean {
  return /<([\w-]+:)?BkToCstmrStmt[\s>]/.test(text);
}

/** Whether the text is a SWIFT MT940 statement: a `:20:` reference and a balance or statement line. */
export function looksLikeMt940(text: string): boolean {
  return /^(\{[^\n]*\{4:\s*)?:20:/m.test(text) && /^:(25|28C|60[FM]|61):/m.test(text);
}

/** Whether the text reads as delimited rows: not markup, not binary, and a delimiter in one of its first lines. */
export function looksLikeCsv(text: string): boolean {
  const start = text.trimStart();
  if (start.startsWith('<') || start.startsWith('{') || text.includes('\u0000')) return false;
  const firstLines = start.split(/\r\n|\n|\r/, 30);
  return firstLines.some((line) => /[,;\t]/.test(line));
}

const BY_EXTENSION = new Map<string, StatementFormat>([
  ['csv', 'csv'],
  ['tsv', 'csv'],
  ['txt', 'csv'],
  ['ofx', 'ofx'],
  ['qfx', 'ofx'],
  ['sta', 'mt940'],
  ['mt940', 'mt940'],
  ['940', 'mt940'],
  ['xml', 'camt053'],
  ['camt', 'camt053'],
]);

/**
 * The format of a statement file: by its content first (an OFX, CAMT.053 or MT940 file says what it is), then by
 * its name's extension, so that a file named `.ofx` that holds something else is refused as 'not an OFX file'. Null
 * when neither tells.
 */
export function detectFormat(fileName: string, content: string): StatementFormat | null {
  const text = withoutByteOrderMark(content);
  if (looksLikeOfx(text)) return 'ofx';
  if (looksLikeCamt053(text)) return 'camt053';
  if (looksLikeMt940(text)) return 'mt940';
  const extension = /\.([a-z0-9]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase() ?? '';
  const named = BY_EXTENSION.get(extension);
  if (named !== undefined && named !== 'csv') return named;
  if (looksLikeCsv(text)) return 'csv';
  return named ?? null;
}

/** Whether the text is what its declared format says. */
export function matchesFormat(format: StatementFormat, text: string): boolean {
  if (format === 'ofx') return looksLikeOfx(text);
  if (format === 'camt053') return looksLikeCamt053(text);
  if (format === 'mt940') return looksLikeMt940(text);
  return !looksLikeOfx(text) && !looksLikeCamt053(text) && !looksLikeMt940(text) && !text.includes('\u0000');
}
