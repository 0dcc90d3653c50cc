import { createHash } from 'node:crypto';
import type { StatementLine } from './statement-types';

/** What makes two lines of one file the same: the bank's id when it gives one, else every field a person sees. */
function identityOf(line: StatementLine): string {
  return line.bank_id ?? `${line.booked_on}|${String(line.amount_minor)}|${line.description}|${line.counterparty}`;
}

/**
 * A line's fingerprint, by which a second import of the same statement is known: the SHA-256 (hex) of the bank's id
 * when it gives one, else of its date, amount, text, counterparty and occurrence, the number of identical lines
 * before it in the same file. Two £10 payments alike on one day stay two lines, and the same file read again gives
 * the same fingerprints. (A bank id repeated within one file, as a careless bank may write, takes its occurrence too.)
 */
export function fingerprintOf(line: StatementLine, occurrence: number): string {
  const identity = identityOf(line);
  const text = line.bank_id !== null && occurrence === 0 ? identity : `${identity}|${String(occurrence)}`;
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** The fingerprints of a file's lines, in their order, each with its occurrence among the identical lines before. */
export function fingerprintsOf(lines: StatementLine[]): string[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const identity = `${line.bank_id === null ? 'line' : 'bank'}:${identityOf(line)}`;
    const occurrence = seen.get(identity) ?? 0;
    seen.set(identity, occurrence + 1);
    return fingerprintOf(line, occurrence);
  });
}
