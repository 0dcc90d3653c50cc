import { amountProblem, readBankAmount } from './bank-amounts';
import { readMt940Date } from './bank-dates';
import { looksLikeMt940 } from './detect-format';
import { mt940Details, mt940Fields } from './mt940-fields';
import { currencyProblem, NOT_THE_FORMAT, refusal } from './statement-result';
import { cleanText, joinText, quoted } from './statement-text';
import type { ParsedStatement, StatementContext, StatementLine, StatementProblem } from './statement-types';

/**
 * A :61: statement line: value date YYMMDD, entry date MMDD (optional), C/D or RC/RD for a reversal (EC/ED expected),
 * the funds code's letter (optional), the amount with a decimal comma, the transaction type (N and three characters),
 * the account owner's reference and, after `//`, the bank's.
 */
const STATEMENT_LINE = /^(\d{6})(\d{4})?(RC|RD|EC|ED|C|D)([A-Z])?(\d[\d,.]*)([NFS][A-Z0-9]{3})(.*)$/;

/** The sign of a line's mark: a credit or a reversed debit is money in, a debit or a reversed credit money out. */
function signOf(mark: string): 1 | -1 {
  return mark === 'C' || mark === 'EC' || mark === 'RD' ? 1 : -1;
}

interface PendingLine {
  line: StatementLine;
}

/**
 * Reads an MT940 file of one statement or several (each from :20: to :62F:): every :61: line, with its :86: details
 * after it. Its row is the number of the :61: line in the file. The currency is the opening balance's (:60F: or
 * :60M:); a line in another than the club's is a problem.
 */
export function parseMt940Statement(text: string, context: StatementContext): ParsedStatement {
  if (!looksLikeMt940(text)) return refusal('mt940', NOT_THE_FORMAT.mt940);
  const lines: StatementLine[] = [];
  const problems: StatementProblem[] = [];
  let currency = context.currency;
  let pending: PendingLine | null = null;
  for (const field of mt940Fields(text)) {
    if (field.tag === '86' && pending) {
      const details = mt940Details(field.lines);
      pending.line.description = joinText([details.description]);
      pending.line.counterparty = cleanText(details.counterparty);
      pending = null;
      continue;
    }
    pending = null;
    const value = field.lines[0] ?? '';
    if (field.tag === '20') currency = context.currency;
    if (field.tag === '60F' || field.tag === '60M') currency = /^[CD]\d{6}([A-Z]{3})/.exec(value)?.[1] ?? currency;
    if (field.tag !== '61') continue;
    const where = `Line ${String(field.line)}`;
    const problem = (words: string) => problems.push({ row: field.line, problem: `${where}: ${words}` });
    const m = STATEMENT_LINE.exec(value.trim());
    if (!m) {
      problem(`the transaction ${quoted(value)} cannot be read`);
      continue;
    }
    const [, valueDate = '', entryDate, mark = '', , amountText = '', , references = ''] = m;
    const bookedOn = readMt940Date(valueDate, entryDate);
    if (bookedOn === null) problem(`the date ${quoted(valueDate + (entryDate ?? ''))} is not a date`);
    const amount = readBankAmount(amountText, ',', context.exponent);
    if (!amount.ok)
      problems.push({ row: field.line, problem: amountProblem(where, amountText, amount.problem, context.currency) });
    if (currency !== context.currency)
      problems.push({ row: field.line, problem: currencyProblem(where, currency, context.currency) });
    if (bookedOn === null || !amount.ok || currency !== context.currency) continue;
    const bankReference = references.split('//')[1]?.trim() ?? '';
    const line: StatementLine = {
      row: field.line,
      booked_on: bookedOn,
      amount_minor: amount.minor === 0 ? 0 : signOf(mark) * Math.abs(amount.minor),
      currency,
      description: '',
      counterparty: '',
      bank_id: bankReference || null,
    };
    lines.push(line);
    pending = { line };
  }
  return { format: 'mt940', lines, problems, columns: [] };
}
