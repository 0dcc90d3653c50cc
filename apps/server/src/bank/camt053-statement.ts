import { XMLParser } from 'fast-xml-parser';
import { amountProblem, readBankAmount } from './bank-amounts';
import { readIsoDate } from './bank-dates';
import { currencyProblem, NOT_THE_FORMAT, refusal } from './statement-result';
import { cleanText, joinText, quoted } from './statement-text';
import type { ParsedStatement, StatementContext, StatementLine, StatementProblem } from './statement-types';
import { all, at, attributeOf, textAt, textOf } from './xml-tree';

const parser = new XMLParser({
  parseTagValue: false,
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  // Also decodes character references (`M&#228;rz`), which fast-xml-parser leaves as written without it.
  htmlEntities: true,
});

/** The remittance text of a transaction: its unstructured lines, structured creditor references, added info. */
function remittanceOf(details: unknown): string {
  const structured = all(at(details, 'RmtInf', 'Strd')).flatMap((s) => [
    textAt(s, 'CdtrRefInf', 'Ref'),
    ...all(at(s, 'AddtlRmtInf')).map(textOf),
  ]);
  const unstructured = all(at(details, 'RmtInf', 'Ustrd')).map(textOf);
  return joinText([...unstructured, ...structured, textAt(details, 'AddtlTxInf')]);
}

/** The other party of a transaction: the debtor who paid a credit, the creditor paid by a debit (v2 or v8 layout). */
function counterpartyOf(details: unknown, credit: boolean): string {
  const party = credit ? 'Dbtr' : 'Cdtr';
  const ultimate = credit ? 'UltmtDbtr' : 'UltmtCdtr';
  return cleanText(
    textAt(details, 'RltdPties', party, 'Nm') ||
      textAt(details, 'RltdPties', party, 'Pty', 'Nm') ||
      textAt(details, 'RltdPties', ultimate, 'Nm') ||
      textAt(details, 'RltdPties', ultimate, 'Pty', 'Nm'),
  );
}

/** A transaction's own amount node in a batch entry: TxAmt (v2) or Amt (v8), or undefined. */
function transactionAmount(details: unknown): unknown {
  return at(details, 'AmtDtls', 'TxAmt', 'Amt') ?? at(details, 'Amt');
}

interface Part {
  amount: unknown;
  indicator: string;
  description: string;
  counterparty: string;
  bankId: string | null;
}

/**
 * The lines an entry makes: one, or one per transaction of a batch entry whose transactions each carry an amount (a
 * club's SEPA direct-debit collection is booked as one entry of many members' payments).
 */
function partsOf(entry: unknown): Part[] {
  const indicator = textAt(entry, 'CdtDbtInd');
  const entryId = textAt(entry, 'AcctSvcrRef') || textAt(entry, 'NtryRef');
  const transactions = all(at(entry, 'NtryDtls')).flatMap((d) => all(at(d, 'TxDtls')));
  if (transactions.length > 1 && transactions.every((t) => transactionAmount(t) !== undefined))
    return transactions.map((t, i) => {
      const own = textAt(t, 'CdtDbtInd') || indicator;
      return {
        amount: transactionAmount(t),
        indicator: own,
        description: remittanceOf(t) || textAt(entry, 'AddtlNtryInf'),
        counterparty: counterpartyOf(t, own === 'CRDT'),
        bankId: textAt(t, 'Refs', 'AcctSvcrRef') || (entryId ? `${entryId}/${String(i + 1)}` : null),
      };
    });
  const single = transactions.length === 1 ? textAt(transactions[0], 'Refs', 'AcctSvcrRef') : '';
  return [
    {
      amount: at(entry, 'Amt'),
      indicator,
      description: joinText(transactions.map(remittanceOf)) || cleanText(textAt(entry, 'AddtlNtryInf')),
      counterparty: transactions.map((t) => counterpartyOf(t, indicator === 'CRDT')).find((n) => n !== '') ?? '',
      bankId: entryId || single || null,
    },
  ];
}

/** Whether an entry is booked: its status BOOK (v2 text, v8 code), or no status. Pending entries are left aside. */
function isBooked(entry: unknown): boolean {
  const status = textAt(entry, 'Sts') || textAt(entry, 'Sts', 'Cd');
  return status === '' || status === 'BOOK';
}

/**
 * Reads a CAMT.053 statement (ISO 20022 BkToCstmrStmt, any version): every booked entry (Ntry) of every statement,
 * numbered in the file's order. The amount is Amt, signed by CdtDbtInd (CRDT in, DBIT out; a reversal's indicator is
 * already the direction of its booking); the date BookgDt (ValDt when there is none); the text the remittance
 * information; the counterparty the debtor of a credit or the creditor of a debit; the bank's id AcctSvcrRef, else
 * NtryRef. An entry in another currency than the club's is a problem.
 */
export function parseCamt053Statement(text: string, context: StatementContext): ParsedStatement {
  let tree: unknown;
  try {
    tree = parser.parse(text);
  } catch {
    return refusal('camt053', 'The CAMT.053 file could not be read: export it from the bank again');
  }
  const statement = at(tree, 'Document', 'BkToCstmrStmt');
  if (statement === undefined) return refusal('camt053', NOT_THE_FORMAT.camt053);

  const lines: StatementLine[] = [];
  const problems: StatementProblem[] = [];
  let number = 0;
  for (const entry of all(at(statement, 'Stmt')).flatMap((s) => all(at(s, 'Ntry')))) {
    number++;
    if (!isBooked(entry)) continue;
    const where = `Entry ${String(number)}`;
    const problem = (words: string) => problems.push({ row: number, problem: words });
    const dateText =
      textAt(entry, 'BookgDt', 'Dt') ||
      textAt(entry, 'BookgDt', 'DtTm') ||
      textAt(entry, 'ValDt', 'Dt') ||
      textAt(entry, 'ValDt', 'DtTm');
    const bookedOn = readIsoDate(dateText);
    if (bookedOn === null)
      problem(dateText === '' ? `${where}: no date` : `${where}: the date ${quoted(dateText)} is not a date`);
    for (const part of partsOf(entry)) {
      const before = problems.length;
      const amountText = textOf(part.amount);
      const currency = (attributeOf(part.amount, 'Ccy') || context.currency).toUpperCase();
      if (currency !== context.currency) problem(currencyProblem(where, currency, context.currency));
      const amount = readBankAmount(amountText, '.', context.exponent);
      if (amountText === '') problem(`${where}: no amount`);
      else if (!amount.ok) problem(amountProblem(where, amountText, amount.problem, context.currency));
      if (part.indicator !== 'CRDT' && part.indicator !== 'DBIT')
        problem(`${where}: neither a credit nor a debit (CdtDbtInd ${quoted(part.indicator)})`);
      if (problems.length > before || bookedOn === null || !amount.ok) continue;
      const minor = Math.abs(amount.minor);
      lines.push({
        row: number,
        booked_on: bookedOn,
        amount_minor: part.indicator === 'DBIT' && minor !== 0 ? -minor : minor,
        currency,
        description: part.description,
        counterparty: part.counterparty,
        bank_id: part.bankId,
      });
    }
  }
  return { format: 'camt053', lines, problems, columns: [] };
}
