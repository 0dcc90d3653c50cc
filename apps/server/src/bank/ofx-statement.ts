import { XMLParser } from 'fast-xml-parser';
import { amountProblem, readBankAmount } from './bank-amounts';
import { readOfxDate } from './bank-dates';
import { ofxToXml } from './ofx-sgml';
import { currencyProblem, NOT_THE_FORMAT, refusal } from './statement-result';
import { cleanText, joinText, quoted } from './statement-text';
import type { ParsedStatement, StatementContext, StatementLine, StatementProblem } from './statement-types';
import { all, at, findAll, textAt } from './xml-tree';

const parser = new XMLParser({
  parseTagValue: false,
  ignoreAttributes: true,
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  // Also decodes character references (`M&#228;rz`), which fast-xml-parser leaves as written without it.
  htmlEntities: true,
});

/** A bank account's statement and a credit card's. */
const STATEMENTS = new Set(['STMTRS', 'CCSTMTRS']);

/**
 * Reads an OFX file, 1.x (SGML) or 2 (XML): every STMTTRN of its bank and card statements, numbered in the file's
 * order. The amount is TRNAMT, signed as the bank signs it; the date DTPOSTED; the text NAME and MEMO; the
 * counterparty NAME (or PAYEE's); the bank's id FITID. A transaction in another currency (its own CURRENCY, else the
 * statement's CURDEF) than the club's is a problem.
 */
export function parseOfxStatement(text: string, context: StatementContext): ParsedStatement {
  const xml = ofxToXml(text);
  if (xml === null) return refusal('ofx', NOT_THE_FORMAT.ofx);
  let tree: unknown;
  try {
    tree = parser.parse(xml);
  } catch {
    return refusal('ofx', 'The OFX file could not be read: export it from the bank again');
  }
  const statements = findAll(at(tree, 'OFX'), STATEMENTS);
  if (statements.length === 0) return refusal('ofx', 'The OFX file holds no bank or credit card statement');

  const lines: StatementLine[] = [];
  const problems: StatementProblem[] = [];
  let number = 0;
  for (const statement of statements) {
    const statementCurrency = textAt(statement, 'CURDEF').toUpperCase() || context.currency;
    for (const transaction of all(at(statement, 'BANKTRANLIST', 'STMTTRN'))) {
      number++;
      const where = `Transaction ${String(number)}`;
      const before = problems.length;
      const currency = textAt(transaction, 'CURRENCY', 'CURSYM').toUpperCase() || statementCurrency;
      if (currency !== context.currency)
        problems.push({ row: number, problem: currencyProblem(where, currency, context.currency) });
      const dateText = textAt(transaction, 'DTPOSTED');
      const bookedOn = readOfxDate(dateText);
      if (bookedOn === null)
        problems.push({
          row: number,
          problem: dateText === '' ? `${where}: no date` : `${where}: the date ${quoted(dateText)} is not a date`,
        });
      const amountText = textAt(transaction, 'TRNAMT');
      const amount = readBankAmount(amountText, amountText.includes(',') ? ',' : '.', context.exponent);
      if (amountText === '') problems.push({ row: number, problem: `${where}: no amount` });
      else if (!amount.ok)
        problems.push({ row: number, problem: amountProblem(where, amountText, amount.problem, context.currency) });
      if (problems.length > before || bookedOn === null || !amount.ok) continue;
      const name = textAt(transaction, 'NAME') || textAt(transaction, 'PAYEE', 'NAME');
      lines.push({
        row: number,
        booked_on: bookedOn,
        amount_minor: amount.minor,
        currency,
        description: joinText([name, textAt(transaction, 'MEMO')]),
        counterparty: cleanText(name),
        bank_id: textAt(transaction, 'FITID') || null,
      });
    }
  }
  return { format: 'ofx', lines, problems, columns: [] };
}
