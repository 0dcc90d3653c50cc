import { CSV_DATE_FORMATS, readCsvDate, type CsvDateFormat } from './bank-dates';
import type { CsvMapping } from './statement-types';

/** A column name as the guess compares it: lower case, umlauts as two letters (ü → ue), no accents or marks. */
export function headerKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** What a field's column may be called: names tried in order (the first a stronger sign), and names it is not. */
interface FieldNames {
  names: readonly RegExp[];
  not?: RegExp;
}

const DATE: FieldNames = {
  names: [
    /^(transaction |booking |posting )?date$/,
    /^(buchungstag|buchungsdatum|buchung|datum|fecha|fecha (de )?operacion|fecha contable|date operation|boekdatum)$/,
    /\b(date|datum|fecha)\b|buchungstag|buchungsdatum/,
  ],
  not: /valu|wert|value|balance|saldo/,
};

const AMOUNT: FieldNames = {
  names: [/^(amount|betrag|importe|montant|bedrag|transaction amount)$/, /\b(amount|betrag|importe|montant|bedrag)\b/],
  not: /\b(debit|credit|paid|money|balance|saldo|local|original|soll|haben|in|out)\b/,
};

const CREDIT: FieldNames = {
  names: [
    /^(paid in|money in|credit|credits|credit amount|haben|gutschrift|eingang|abono|abonos|ingreso|ingresos|in)$/,
    /\b(paid in|money in|credit|haben|abono|ingreso)\b/,
  ],
  not: /balance|saldo|card/,
};

const DEBIT: FieldNames = {
  names: [
    /^(paid out|money out|debit|debits|debit amount|soll|ausgang|cargo|cargos|gasto|gastos|out)$/,
    /\b(paid out|money out|debit|soll|cargo|gasto)\b/,
  ],
  not: /balance|saldo|card/,
};

const DESCRIPTION: FieldNames = {
  names: [
    new RegExp(
      '^(description|transaction description|details|transaction details|reference|payment reference|memo|' +
        'narrative|verwendungszweck|concepto|descripcion|referencia|notes|notes and tags|remittance information|' +
        'purpose|omschrijving|mededelingen|libelle|communication|particulars)$',
    ),
    /\b(description|reference|memo|narrative|verwendungszweck|concepto|referencia|details)\b/,
  ],
  not: /\b(type|id|number|nummer|mandatsreferenz|kundenreferenz|sammlerreferenz)\b/,
};

const COUNTERPARTY: FieldNames = {
  names: [
    new RegExp(
      '^(name|payee|payer|counterparty|other party|payee name|payer name|auftraggeber|beguenstigter|empfaenger|' +
        'zahlungspflichtiger|name zahlungsbeteiligter|ordenante|beneficiario|contraparte|naam tegenpartij)$',
    ),
    /auftraggeber|beguenstigter|zahlungspflichtiger|zahlungsbeteiligter|empfaenger|payee|payer|counterparty/,
    /\b(name|ordenante|beneficiario|tegenpartij)\b/,
  ],
  not: /\b(konto|account|iban|bic|number|nummer|id|bank)\b|kontonummer/,
};

/** The first column not yet taken whose name fits the field, its strongest names first; -1 when none does. */
function findColumn(keys: readonly string[], field: FieldNames, taken: Set<number>): number {
  for (const name of field.names) {
    const index = keys.findIndex((key, i) => !taken.has(i) && name.test(key) && !(field.not?.test(key) ?? false));
    if (index >= 0) {
      taken.add(index);
      return index;
    }
  }
  return -1;
}

/** Every column not yet taken whose name fits the field, in the file's order. */
function findColumns(keys: readonly string[], field: FieldNames, taken: Set<number>): number[] {
  const found = keys
    .map((_key, i) => i)
    .filter((i) => !taken.has(i))
    .filter((i) => field.names.some((name) => name.test(keys[i] ?? '')) && !(field.not?.test(keys[i] ?? '') ?? false));
  for (const i of found) taken.add(i);
  return found;
}

function cellsOf(sample: readonly string[][], index: number): string[] {
  return sample.map((row) => (row[index] ?? '').trim()).filter((cell) => cell !== '');
}

/**
 * The date format most of the sample's dates are written in, day first before month first when both read them all
 * (`03/04/2025`: a UK or EU bank means 3 April); by the column's language when the sample has no date; null when
 * none reads any.
 */
function guessDateFormat(dates: readonly string[], dateKey: string): CsvDateFormat | null {
  if (dates.length === 0) return /datum|buchung/.test(dateKey) ? 'DD.MM.YYYY' : 'DD/MM/YYYY';
  let best: CsvDateFormat | null = null;
  let bestCount = 0;
  for (const format of CSV_DATE_FORMATS) {
    const count = dates.filter((d) => readCsvDate(d, format) !== null).length;
    if (count > bestCount) [best, bestCount] = [format, count];
  }
  return best;
}

/** The decimal mark the sample's amounts end with (`12,50` or `12.50`); by the date format when none tells. */
function guessDecimal(amounts: readonly string[], dateFormat: CsvDateFormat): '.' | ',' {
  let commas = 0;
  let points = 0;
  for (const amount of amounts) {
    const end = /([.,])\d{1,2}\D*$/.exec(amount)?.[1];
    if (end === ',') commas++;
    else if (end === '.') points++;
  }
  if (commas !== points) return commas > points ? ',' : '.';
  return dateFormat === 'DD.MM.YYYY' ? ',' : '.';
}

/**
 * A mapping for a bank's CSV from its header's column names and a few rows under it, or null when the names do not
 * show a date, an amount (one signed column, or paid in and paid out) and a description. Common UK, German, Spanish,
 * French and Dutch names are known. The date format and the decimal mark are read from the sample. The columns do not
 * tell the delimiter or where the header is: the guess says `;` for a decimal comma, else `,`, and row 1;
 * parseStatement puts the file's own in.
 */
export function guessCsvMapping(columns: string[], sample: string[][]): CsvMapping | null {
  const keys = columns.map(headerKey);
  const taken = new Set<number>();
  const date = findColumn(keys, DATE, taken);
  const amount = findColumn(keys, AMOUNT, taken);
  const credit = amount >= 0 ? -1 : findColumn(keys, CREDIT, taken);
  const debit = amount >= 0 ? -1 : findColumn(keys, DEBIT, taken);
  const counterparty = findColumn(keys, COUNTERPARTY, taken);
  const description = findColumns(keys, DESCRIPTION, taken);
  if (date < 0 || (amount < 0 && credit < 0 && debit < 0) || description.length === 0) return null;
  const dateFormat = guessDateFormat(cellsOf(sample, date), keys[date] ?? '');
  if (dateFormat === null) return null;
  const amounts = [amount, credit, debit].filter((i) => i >= 0).flatMap((i) => cellsOf(sample, i));
  const decimal = guessDecimal(amounts, dateFormat);
  const nameOf = (i: number): string | null => (i >= 0 ? (columns[i] ?? null) : null);
  return {
    delimiter: decimal === ',' ? ';' : ',',
    header_row: 1,
    date: columns[date] ?? '',
    date_format: dateFormat,
    amount: nameOf(amount),
    credit: nameOf(credit),
    debit: nameOf(debit),
    description: description.map((i) => columns[i] ?? ''),
    counterparty: nameOf(counterparty),
    decimal,
  };
}
