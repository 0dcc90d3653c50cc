import { minorToDecimal } from '@touchline/domain';
import type { StatementLine } from './statement-types';

export type SampleLine = Pick<StatementLine, 'booked_on' | 'amount_minor' | 'description' | 'counterparty'>;

/** A CSV cell: quoted when it holds a comma, a quote or a line break, its quotes doubled. */
function cell(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** 2025-03-04 → 04/03/2025, as UK banks write dates. */
function ukDate(iso: string): string {
  const [year = '', month = '', day = ''] = iso.split('-');
  return `${day}/${month}/${year}`;
}

/**
 * A bank statement as a UK bank exports it (GBP, two decimals): Date (DD/MM/YYYY), Description, Name, Paid in, Paid
 * out, one line a row, for the benchmark and the browser tests. parseStatement recognises its header.
 */
export function sampleCsvStatement(lines: SampleLine[]): string {
  const rows = lines.map((line) => {
    const amount = minorToDecimal(Math.abs(line.amount_minor), 2);
    const [paidIn, paidOut] = line.amount_minor >= 0 ? [amount, ''] : ['', amount];
    return [ukDate(line.booked_on), line.description, line.counterparty, paidIn, paidOut].map(cell).join(',');
  });
  return ['Date,Description,Name,Paid in,Paid out', ...rows].join('\r\n') + '\r\n';
}
