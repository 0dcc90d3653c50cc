import { msg } from '../i18n/translate';
/**
 * The text of an imported CSV file as a whole, before its rows are read (decision 100): its size, its byte-order mark,
 * whether it is UTF-8 at all, and its delimiter.
 */

/** The largest file the import takes: 1 MB (1,000,000 bytes of UTF-8). */
export const IMPORT_MAX_BYTES = 1_000_000;

/** '1 MB', '1.4 MB', '830 KB': a size as the import's messages write it. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1_000_000) return `${Number((bytes / 1_000_000).toFixed(1))} MB`;
  return `${Math.max(1, Math.round(bytes / 1000))} KB`;
}

/** The number of bytes the text takes in UTF-8, counted without copying it. */
export function utf8Size(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      // A surrogate pair: one character of four bytes.
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** '1,000,001': a whole number with its thousands grouped, as the import's messages write counts. */
export function groupedDigits(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * The refusal of a file of this many bytes, in words, or null when it is within the limit. Both numbers are exact
 * (#28 item 22: a file one byte over was 'The file is 1 MB'); the web shows the same words before sending a file.
 */
export function fileSizeRefusal(bytes: number): string | null {
  if (bytes <= IMPORT_MAX_BYTES) return null;
  return (
    `The file is ${groupedDigits(bytes)} bytes; the limit is ${groupedDigits(IMPORT_MAX_BYTES)} bytes ` +
    `(${formatFileSize(IMPORT_MAX_BYTES)}). Split it into smaller files.`
  );
}

/**
 * The most lines the import reads a file (blank ones included): room for the 2,000-row limit with blank lines and
 * cells of several lines. csv-parse spends an error object on every record shorter than the header, so 100,000 blank
 * lines took it 6 s; at this many it takes a few hundred milliseconds at worst (#28 item 22).
 */
export const IMPORT_MAX_LINES = 10_000;

/** The number of lines of the text: each line ends at CR LF, LF or CR, and a last line without an ending counts. */
export function lineCount(text: string): number {
  let lines = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x0a || (c === 0x0d && text.charCodeAt(i + 1) !== 0x0a)) lines++;
  }
  const last = text.charCodeAt(text.length - 1);
  return text.length > 0 && last !== 0x0a && last !== 0x0d ? lines + 1 : lines;
}

/** The refusal of a file of more lines than the import reads, in words, or null. */
export function tooManyLines(text: string): string | null {
  const lines = lineCount(text);
  if (lines <= IMPORT_MAX_LINES) return null;
  return (
    `The file has ${groupedDigits(lines)} lines; the import reads at most ${groupedDigits(IMPORT_MAX_LINES)} lines ` +
    'a file, blank ones included. Split it into smaller files.'
  );
}

/** The refusal of a file's text over the limit, or null. */
export function fileTooLarge(text: string): string | null {
  return fileSizeRefusal(utf8Size(text));
}

export const BYTE_ORDER_MARK = '\uFEFF';

/** The text without the UTF-8 byte-order mark that Excel and LibreOffice may put first. */
export function withoutByteOrderMark(text: string): string {
  return text.startsWith(BYTE_ORDER_MARK) ? text.slice(1) : text;
}

/**
 * What makes the text unreadable as a whole, or null: an empty file, or one that was not saved as UTF-8 (its
 * accented letters arrive as U+FFFD, the replacement character, once decoded).
 */
export function csvTextProblem(text: string): string | null {
  if (withoutByteOrderMark(text).trim() === '') return msg('The file is empty');
  if (text.includes('\uFFFD'))
    return msg(
      'The file is not saved as UTF-8, so its accented letters cannot be read. In LibreOffice choose the character ' +
        "set 'Unicode (UTF-8)' when saving as CSV; in Excel choose 'CSV UTF-8'.",
    );
  return null;
}

export type CsvDelimiter = ',' | ';';

/**
 * The delimiter of the file, chosen by its header line: semicolons when the header has more of them than commas
 * (LibreOffice and Excel in much of Europe write semicolons), commas otherwise. Quoted text does not count.
 */
export function delimiterOf(text: string): CsvDelimiter {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of withoutByteOrderMark(text)) {
    if (char === '"') quoted = !quoted;
    else if (quoted) continue;
    else if (char === '\n' || char === '\r') break;
    else if (char === ',') commas++;
    else if (char === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}
