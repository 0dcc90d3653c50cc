import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readBankAmount } from '../src/bank/bank-amounts';
import {
  detectFormat,
  fingerprintOf,
  fingerprintsOf,
  guessCsvMapping,
  parseStatement,
  sampleCsvStatement,
  type CsvMapping,
  type ParsedStatement,
  type StatementLine,
} from '../src/bank';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/bank/${name}`, import.meta.url), 'utf8');

const lloyds = fixture('uk-lloyds.csv');
const barclays = fixture('uk-barclays.csv');
const ing = fixture('de-ing.csv');
const sgml = fixture('uk-statement-sgml.ofx');
const ofxXml = fixture('uk-statement-xml.ofx');
const mt940 = fixture('de-statement.sta');
const camt = fixture('camt053.xml');

/** The lines without the fields a test does not look at. */
function brief(statement: ParsedStatement) {
  return statement.lines.map(({ row, booked_on, amount_minor, description }) => ({
    row,
    booked_on,
    amount_minor,
    description,
  }));
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('CSV statements', () => {
  it('reads a UK export with paid out and paid in columns (Lloyds layout) in pence', () => {
    const statement = parseStatement({ content: lloyds, fileName: 'Statement 03-2025.csv', currency: 'GBP' });
    expect(statement.format).toBe('csv');
    expect(statement.problems).toEqual([]);
    expect(statement.columns).toContain('Transaction Description');
    expect(brief(statement)).toEqual([
      { row: 2, booked_on: '2025-03-03', amount_minor: 4500, description: 'J SMITH TL0004269 SUBS MARCH' },
      { row: 3, booked_on: '2025-03-03', amount_minor: 3000, description: 'A KHAN TL0004366' },
      { row: 4, booked_on: '2025-03-04', amount_minor: -12050, description: 'FA COMPETITIONS LTD' },
      { row: 5, booked_on: '2025-03-05', amount_minor: 123456, description: 'PATEL, R TL0000777 AUTUMN TERM' },
      { row: 6, booked_on: '2025-03-06', amount_minor: 1000, description: 'M JONES TL0005724' },
      { row: 7, booked_on: '2025-03-06', amount_minor: 1000, description: 'M JONES TL0005724' },
      { row: 8, booked_on: '2025-03-07', amount_minor: -8999, description: 'SPORTS DIRECT CD 1234' },
    ]);
    for (const line of statement.lines) {
      expect(line).toMatchObject({ currency: 'GBP', counterparty: '', bank_id: null });
      expect(Number.isInteger(line.amount_minor)).toBe(true);
    }
  });

  it('reads a UK export with one signed amount column, grouped thousands and whole pounds (Barclays layout)', () => {
    const statement = parseStatement({ content: barclays, fileName: 'data.csv', currency: 'GBP' });
    expect(statement.problems).toEqual([]);
    expect(brief(statement)).toEqual([
      { row: 2, booked_on: '2025-04-01', amount_minor: 4500, description: 'SMITH J TL0004269 FT' },
      { row: 3, booked_on: '2025-04-01', amount_minor: -25000, description: 'COUNTY FA REFEREES DDR' },
      { row: 4, booked_on: '2025-04-02', amount_minor: 150000, description: 'SPONSOR LTD KIT DEAL 2025 BGC' },
      { row: 5, booked_on: '2025-04-03', amount_minor: 1500, description: 'O BRIEN TL0031138 TRAINING FT' },
    ]);
  });

  it('reads a German export: semicolons, decimal commas, DD.MM.YYYY, a preamble before the header', () => {
    const statement = parseStatement({
      content: ing,
      fileName: 'Umsatzanzeige_DE12500105171234567890.csv',
      currency: 'EUR',
    });
    expect(statement.problems).toEqual([]);
    expect(statement.columns[0]).toBe('Buchung');
    expect(statement.lines).toEqual([
      {
        row: 16,
        booked_on: '2025-03-07',
        amount_minor: -38990,
        currency: 'EUR',
        description: 'Rechnung 2025-118 Trikots',
        counterparty: 'Sportshop Müller GmbH',
        bank_id: null,
      },
      {
        row: 17,
        booked_on: '2025-03-06',
        amount_minor: 4500,
        currency: 'EUR',
        description: 'Mitgliedsbeitrag TL0004269 Lena Schneider',
        counterparty: 'Familie Schneider',
        bank_id: null,
      },
      {
        row: 18,
        booked_on: '2025-03-05',
        amount_minor: 3000,
        currency: 'EUR',
        description: 'TL0004366 Beitrag März; Deniz',
        counterparty: 'Yilmaz, Ayse',
        bank_id: null,
      },
      {
        row: 19,
        booked_on: '2025-03-04',
        amount_minor: -123450,
        currency: 'EUR',
        description: 'Flutlicht Strom Februar',
        counterparty: 'Stadtwerke Musterstadt',
        bank_id: null,
      },
    ]);
  });

  it('reads a file with a byte-order mark and CR LF line ends', () => {
    const statement = parseStatement({ content: `\uFEFF${lloyds}`, fileName: 'x.csv', currency: 'GBP' });
    expect(statement.problems).toEqual([]);
    expect(statement.lines).toHaveLength(7);
  });

  it('names each row it cannot read with its value, and still reads the others', () => {
    const content = [
      'Date,Description,Amount',
      '01/03/2025,Subs TL0004269,45.00',
      '31/02/2025,Subs TL0004366,30.00',
      '02/03/2025,Subs TL0000777,12.345',
      ',,',
      '',
      '03/03/2025,Subs TL0005724,ten pounds',
      'Total,,85.00',
      '04/03/2025,Kit,',
      ',Closing balance,',
      '05/03/2025,Sponsor,2000000.00',
      '06/03/2025,Subs TL0031138,-7.5',
    ].join('\n');
    const statement = parseStatement({ content, fileName: 'bank.csv', currency: 'GBP' });
    expect(statement.problems).toEqual([
      { row: 3, problem: 'Row 3: the date "31/02/2025" is not a date written DD/MM/YYYY' },
      { row: 4, problem: 'Row 4: the amount "12.345" has more decimals than GBP has' },
      { row: 7, problem: 'Row 7: the amount "ten pounds" is not an amount' },
      { row: 8, problem: 'Row 8: the date "Total" is not a date written DD/MM/YYYY' },
      { row: 9, problem: 'Row 9: no amount' },
      { row: 10, problem: 'Row 10: no date' },
      { row: 10, problem: 'Row 10: no amount' },
      { row: 11, problem: 'Row 11: the amount "2000000.00" is over £1,000,000.00, the most a line may be' },
    ]);
    expect(brief(statement)).toEqual([
      { row: 2, booked_on: '2025-03-01', amount_minor: 4500, description: 'Subs TL0004269' },
      { row: 12, booked_on: '2025-03-06', amount_minor: -750, description: 'Subs TL0031138' },
    ]);
  });

  it('reports a row with both paid in and paid out filled', () => {
    const content = 'Date,Description,Paid in,Paid out\n01/03/2025,Odd,10.00,5.00\n02/03/2025,Fine,0.00,5.00\n';
    const statement = parseStatement({ content, fileName: 'x.csv', currency: 'GBP' });
    expect(statement.problems).toEqual([{ row: 2, problem: 'Row 2: both "Paid in" and "Paid out" hold an amount' }]);
    expect(brief(statement)).toEqual([{ row: 3, booked_on: '2025-03-02', amount_minor: -500, description: 'Fine' }]);
  });

  it('asks for the columns when it cannot recognise the header, and lists them', () => {
    const content = 'Col A;Col B;Col C\n01.03.2025;Beitrag TL0004269;45,00\n';
    const statement = parseStatement({ content, fileName: 'export.csv', currency: 'EUR' });
    expect(statement).toEqual({
      format: 'csv',
      lines: [],
      problems: [{ row: 0, problem: 'Choose which columns hold the date, the amount and the description' }],
      columns: ['Col A', 'Col B', 'Col C'],
    });
  });

  it('reads by the mapping it is given, and refuses one naming a column the file does not have', () => {
    const content = 'Col A;Col B;Col C\n01.03.2025;Beitrag TL0004269;1.045,00\n02.03.2025;Strom;-12,5\n';
    const mapping: CsvMapping = {
      delimiter: ';',
      header_row: 1,
      date: 'Col A',
      date_format: 'DD.MM.YYYY',
      amount: 'Col C',
      credit: null,
      debit: null,
      description: ['Col B'],
      counterparty: null,
      decimal: ',',
    };
    const statement = parseStatement({ content, fileName: 'export.csv', mapping, currency: 'EUR' });
    expect(statement.problems).toEqual([]);
    expect(brief(statement)).toEqual([
      { row: 2, booked_on: '2025-03-01', amount_minor: 104500, description: 'Beitrag TL0004269' },
      { row: 3, booked_on: '2025-03-02', amount_minor: -1250, description: 'Strom' },
    ]);
    const missing = parseStatement({
      content,
      fileName: 'export.csv',
      mapping: { ...mapping, counterparty: 'Name' },
      currency: 'EUR',
    });
    expect(missing.problems).toEqual([{ row: 0, problem: 'The column "Name" is not in the header row (row 1)' }]);
    expect(missing.columns).toEqual(['Col A', 'Col B', 'Col C']);
  });

  it('reads amounts by the mapping’s decimal mark, never guessing it', () => {
    const content = 'Date,Description,Amount\n01/03/2025,A,"1,234"\n02/03/2025,B,"1.234,56"\n03/03/2025,C,0.5\n';
    const mapping = guessCsvMapping(['Date', 'Description', 'Amount'], []);
    expect(mapping).not.toBeNull();
    if (!mapping) return;
    const statement = parseStatement({ content, fileName: 'x.csv', mapping, currency: 'GBP' });
    expect(statement.problems).toEqual([{ row: 3, problem: 'Row 3: the amount "1.234,56" is not an amount' }]);
    expect(statement.lines.map((l) => l.amount_minor)).toEqual([123400, 50]);
  });
});

describe('readBankAmount', () => {
  it('takes the known decimal mark as the decimal one, in integer minor units', () => {
    const minor = (text: string, decimal: '.' | ',', exponent = 2) => readBankAmount(text, decimal, exponent);
    expect(minor('12.345', '.')).toEqual({ ok: false, problem: 'fraction' });
    expect(minor('12.340', '.')).toEqual({ ok: true, minor: 1234 });
    expect(minor('1.234', ',')).toEqual({ ok: true, minor: 123400 });
    expect(minor('1,234', ',')).toEqual({ ok: false, problem: 'fraction' });
    expect(minor('1,5', '.')).toEqual({ ok: false, problem: 'format' });
    expect(minor('-1.234,56', ',')).toEqual({ ok: true, minor: -123456 });
    expect(minor('1234,', ',')).toEqual({ ok: true, minor: 123400 });
    expect(minor('£1,000.10', '.')).toEqual({ ok: true, minor: 100010 });
    expect(minor('0.10', '.')).toEqual({ ok: true, minor: 10 });
    expect(minor('1.250', '.', 3)).toEqual({ ok: true, minor: 1250 });
    expect(minor('1500', '.', 0)).toEqual({ ok: true, minor: 1500 });
    expect(minor('15.5', '.', 0)).toEqual({ ok: false, problem: 'fraction' });
  });
});

describe('OFX statements', () => {
  it('reads OFX 1.x SGML, whose leaf elements are not closed, with a bare & and an empty MEMO', () => {
    const statement = parseStatement({ content: sgml, fileName: 'statement.ofx', currency: 'GBP' });
    expect(statement.format).toBe('ofx');
    expect(statement.problems).toEqual([]);
    expect(statement.lines).toEqual([
      {
        row: 1,
        booked_on: '2025-03-03',
        amount_minor: 4500,
        currency: 'GBP',
        description: 'J SMITH TL0004269 SUBS MARCH',
        counterparty: 'J SMITH',
        bank_id: '202503030001',
      },
      {
        row: 2,
        booked_on: '2025-03-04',
        amount_minor: -12050,
        currency: 'GBP',
        description: 'FA COMPETITIONS LTD LEAGUE FEES & FINES',
        counterparty: 'FA COMPETITIONS LTD',
        bank_id: '202503040002',
      },
      {
        row: 3,
        booked_on: '2025-03-05',
        amount_minor: 123456,
        currency: 'GBP',
        description: 'PATEL R TL0000777',
        counterparty: 'PATEL R TL0000777',
        bank_id: '202503050003',
      },
      {
        row: 4,
        booked_on: '2025-03-07',
        amount_minor: -8999,
        currency: 'GBP',
        description: 'SPORTS DIRECT CD 1234',
        counterparty: 'SPORTS DIRECT',
        bank_id: '202503070004',
      },
    ]);
  });

  it('reads OFX 2 XML, with entities, a self-closed element and a PAYEE aggregate', () => {
    const statement = parseStatement({ content: ofxXml, fileName: 'monzo.qfx', currency: 'GBP' });
    expect(statement.problems).toEqual([]);
    expect(
      statement.lines.map(({ booked_on, amount_minor, description, counterparty, bank_id }) => ({
        booked_on,
        amount_minor,
        description,
        counterparty,
        bank_id,
      })),
    ).toEqual([
      {
        booked_on: '2025-04-01',
        amount_minor: 4500,
        description: 'Jo Smith Subs TL0004269 Ava U11',
        counterparty: 'Jo Smith',
        bank_id: 'tx_0000AbCdEf01',
      },
      {
        booked_on: '2025-04-02',
        amount_minor: -650,
        description: 'Marks & Spencer',
        counterparty: 'Marks & Spencer',
        bank_id: 'tx_0000AbCdEf02',
      },
      {
        booked_on: '2025-04-03',
        amount_minor: 3000,
        description: 'Ayesha Khan TL0004366',
        counterparty: 'Ayesha Khan',
        bank_id: 'tx_0000AbCdEf03',
      },
    ]);
  });

  it('reads lower-case tags and a body on one line', () => {
    const body = sgml.slice(sgml.indexOf('<OFX>')).replace(/\n/g, '').toLowerCase();
    const statement = parseStatement({ content: body, fileName: 'x.ofx', currency: 'GBP' });
    expect(statement.problems).toEqual([]);
    expect(statement.lines.map((l) => l.amount_minor)).toEqual([4500, -12050, 123456, -8999]);
  });

  it('makes a problem of a transaction in another currency, of a bad amount and of a bad date', () => {
    const content = ofxXml
      .replace(
        '<TRNAMT>45.00</TRNAMT>',
        '<TRNAMT>45.00</TRNAMT><CURRENCY><CURRATE>1.27</CURRATE><CURSYM>USD</CURSYM></CURRENCY>',
      )
      .replace('<TRNAMT>-6.5</TRNAMT>', '<TRNAMT>-6.505</TRNAMT>')
      .replace('<DTPOSTED>20250403</DTPOSTED>', '<DTPOSTED>20251303</DTPOSTED>');
    const statement = parseStatement({ content, fileName: 'x.ofx', currency: 'GBP' });
    expect(statement.lines).toEqual([]);
    expect(statement.problems).toEqual([
      { row: 1, problem: 'Transaction 1: in USD, not GBP' },
      { row: 2, problem: 'Transaction 2: the amount "-6.505" has more decimals than GBP has' },
      { row: 3, problem: 'Transaction 3: the date "20251303" is not a date' },
    ]);
    const euros = parseStatement({ content: sgml, fileName: 'x.ofx', currency: 'EUR' });
    expect(euros.problems[0]).toEqual({ row: 1, problem: 'Transaction 1: in GBP, not EUR' });
    expect(euros.problems).toHaveLength(4);
  });
});

describe('MT940 statements', () => {
  it('reads each :61: line with its :86: details, a reversal flipping the sign', () => {
    const statement = parseStatement({ content: mt940, fileName: 'MT940_20250310.sta', currency: 'EUR' });
    expect(statement.format).toBe('mt940');
    expect(statement.problems).toEqual([]);
    expect(statement.lines).toEqual([
      {
        row: 6,
        booked_on: '2025-03-04',
        amount_minor: -123450,
        currency: 'EUR',
        description: 'Flutlicht Strom Februar STW-2025-02-0815',
        counterparty: 'Stadtwerke Musterstadt',
        bank_id: '2503041234567',
      },
      {
        row: 10,
        booked_on: '2025-03-05',
        amount_minor: 3000,
        currency: 'EUR',
        description: 'TL0004366 Beitrag Maerz',
        counterparty: 'Yilmaz, Ayse',
        bank_id: '2503051234568',
      },
      {
        row: 15,
        booked_on: '2025-03-06',
        amount_minor: 4500,
        currency: 'EUR',
        description: 'Mitgliedsbeitrag TL0004269 Lena Schneider',
        counterparty: 'Familie Schneider',
        bank_id: '2503061234569',
      },
      {
        row: 19,
        booked_on: '2025-03-07',
        amount_minor: -38990,
        currency: 'EUR',
        description: 'Sportshop Mueller Trikots',
        counterparty: 'Sportshop Mueller GmbH',
        bank_id: '2503071234570',
      },
      {
        row: 22,
        booked_on: '2025-03-07',
        amount_minor: 38990,
        currency: 'EUR',
        description: 'Storno Sportshop Mueller Trikots',
        counterparty: 'Sportshop Mueller GmbH',
        bank_id: '2503071234571',
      },
    ]);
    const sum = statement.lines.reduce((total, line) => total + line.amount_minor, 0);
    expect(389507 + sum).toBe(273557);
  });

  it('reads free-text :86: lines, a reversed credit, an entry date across New Year and no bank reference', () => {
    const content = [
      ':20:940S250102',
      ':25:20325813152170',
      ':28C:1/1',
      ':60F:C241231GBP100,00',
      ':61:2412310102C45,NTRFNONREF',
      ':86:SMITH J SUBS',
      'TL0004269 JANUARY',
      ':61:250102RC45,NTRFNONREF//B25010200077',
      ':86:RETURNED PAYMENT',
      ':62F:C250102GBP100,00',
      '',
    ].join('\n');
    const statement = parseStatement({ content, fileName: 'statement.txt', currency: 'GBP' });
    expect(statement.problems).toEqual([]);
    expect(statement.lines).toEqual([
      {
        row: 5,
        booked_on: '2025-01-02',
        amount_minor: 4500,
        currency: 'GBP',
        description: 'SMITH J SUBS TL0004269 JANUARY',
        counterparty: '',
        bank_id: null,
      },
      {
        row: 8,
        booked_on: '2025-01-02',
        amount_minor: -4500,
        currency: 'GBP',
        description: 'RETURNED PAYMENT',
        counterparty: '',
        bank_id: 'B25010200077',
      },
    ]);
  });

  it('makes a problem of a line it cannot read, a bad amount and a statement in another currency', () => {
    const bad = mt940
      .replace(':61:2503050305CR30,00NTRF', ':61:2503050305CR30,005NTRF')
      .replace(':61:2503060306CR45,00NTRF', ':61:25030603XXCR45,00NTRF');
    const statement = parseStatement({ content: bad, fileName: 'x.sta', currency: 'EUR' });
    expect(statement.problems).toEqual([
      { row: 10, problem: 'Line 10: the amount "30,005" has more decimals than EUR has' },
      { row: 15, problem: 'Line 15: the transaction "25030603XXCR45,00NTRFNONREF//2503061234569" cannot be read' },
    ]);
    expect(statement.lines.map((l) => l.row)).toEqual([6, 19, 22]);
    const pounds = parseStatement({ content: mt940, fileName: 'x.sta', currency: 'GBP' });
    expect(pounds.lines).toEqual([]);
    expect(pounds.problems[0]).toEqual({ row: 6, problem: 'Line 6: in EUR, not GBP' });
  });
});

describe('CAMT.053 statements', () => {
  it('signs each booked entry by its credit/debit indicator and splits a batch of payments', () => {
    const statement = parseStatement({ content: camt, fileName: 'camt053_20250310.xml', currency: 'EUR' });
    expect(statement.format).toBe('camt053');
    expect(statement.problems).toEqual([]);
    expect(statement.lines).toEqual([
      {
        row: 1,
        booked_on: '2025-03-04',
        amount_minor: -123450,
        currency: 'EUR',
        description: 'Flutlicht Strom Februar',
        counterparty: 'Stadtwerke Musterstadt',
        bank_id: '2025030412345670001',
      },
      {
        row: 2,
        booked_on: '2025-03-05',
        amount_minor: 3000,
        currency: 'EUR',
        description: 'TL0004366 Beitrag März',
        counterparty: 'Yilmaz, Ayse',
        bank_id: '2025030500002',
      },
      {
        row: 3,
        booked_on: '2025-03-06',
        amount_minor: 4500,
        currency: 'EUR',
        description: 'Mitgliedsbeitrag Maerz TL0004269',
        counterparty: 'Familie Schneider',
        bank_id: '2025030612345670003/1',
      },
      {
        row: 3,
        booked_on: '2025-03-06',
        amount_minor: 4500,
        currency: 'EUR',
        description: 'Mitgliedsbeitrag Maerz TL0005724',
        counterparty: 'Jones, Mia',
        bank_id: '2025030612345670003/2',
      },
      {
        row: 4,
        booked_on: '2025-03-07',
        amount_minor: -38990,
        currency: 'EUR',
        description: 'Rechnung 2025-118 Trikots U11',
        counterparty: 'Sportshop Mueller GmbH',
        bank_id: '2025030712345670004',
      },
      {
        row: 5,
        booked_on: '2025-03-07',
        amount_minor: 38990,
        currency: 'EUR',
        description: 'Storno Rechnung 2025-118',
        counterparty: '',
        bank_id: '2025030712345670005',
      },
    ]);
  });

  it('reads the v8 layout with prefixes; another currency and a missing indicator are problems', () => {
    const content = `<?xml version="1.0"?>
<c:Document xmlns:c="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><c:BkToCstmrStmt><c:Stmt>
<c:Ntry><c:Amt Ccy="GBP">45.00</c:Amt><c:CdtDbtInd>CRDT</c:CdtDbtInd><c:Sts><c:Cd>BOOK</c:Cd></c:Sts>
<c:BookgDt><c:DtTm>2025-05-01T09:30:00+01:00</c:DtTm></c:BookgDt><c:AcctSvcrRef>R1</c:AcctSvcrRef>
<c:NtryDtls><c:TxDtls><c:RltdPties><c:Dbtr><c:Pty><c:Nm>Jo Smith</c:Nm></c:Pty></c:Dbtr></c:RltdPties>
<c:RmtInf><c:Strd><c:CdtrRefInf><c:Ref>TL0004269</c:Ref></c:CdtrRefInf></c:Strd></c:RmtInf></c:TxDtls>
</c:NtryDtls>
</c:Ntry>
<c:Ntry><c:Amt Ccy="USD">10.00</c:Amt><c:CdtDbtInd>CRDT</c:CdtDbtInd>
<c:BookgDt><c:Dt>2025-05-02</c:Dt></c:BookgDt></c:Ntry>
<c:Ntry><c:Amt Ccy="GBP">10.00</c:Amt><c:BookgDt><c:Dt>2025-05-03</c:Dt></c:BookgDt></c:Ntry>
</c:Stmt></c:BkToCstmrStmt></c:Document>`;
    const statement = parseStatement({ content, fileName: 'x.xml', currency: 'GBP' });
    expect(statement.lines).toEqual([
      {
        row: 1,
        booked_on: '2025-05-01',
        amount_minor: 4500,
        currency: 'GBP',
        description: 'TL0004269',
        counterparty: 'Jo Smith',
        bank_id: 'R1',
      },
    ]);
    expect(statement.problems).toEqual([
      { row: 2, problem: 'Entry 2: in USD, not GBP' },
      { row: 3, problem: 'Entry 3: neither a credit nor a debit (CdtDbtInd "")' },
    ]);
  });
});

describe('a statement that is not what it says', () => {
  it('is refused as a whole with one problem on row 0', () => {
    const cases: [ParsedStatement, string][] = [
      [
        parseStatement({ content: lloyds, fileName: 'x.ofx', format: 'ofx', currency: 'GBP' }),
        'This is not an OFX file',
      ],
      [
        parseStatement({ content: sgml, fileName: 'x.xml', format: 'camt053', currency: 'GBP' }),
        'This is not a CAMT.053 file',
      ],
      [
        parseStatement({ content: camt, fileName: 'x.sta', format: 'mt940', currency: 'EUR' }),
        'This is not an MT940 file',
      ],
      [parseStatement({ content: mt940, fileName: 'x.csv', format: 'csv', currency: 'EUR' }), 'This is not a CSV file'],
      [parseStatement({ content: 'Date,Amount\n', fileName: 'bank.ofx', currency: 'GBP' }), 'This is not an OFX file'],
    ];
    for (const [statement, problem] of cases) {
      expect(statement.lines).toEqual([]);
      expect(statement.problems).toEqual([{ row: 0, problem }]);
    }
  });

  it('refuses a file of no known format, an empty one and an XML file that is not a statement', () => {
    const pdf = parseStatement({ content: '%PDF-1.7 binary', fileName: 'statement.pdf', currency: 'GBP' });
    expect(pdf.problems).toEqual([
      {
        row: 0,
        problem: 'This file is not a bank statement Touchline reads: export it as CSV, OFX, MT940 or CAMT.053',
      },
    ]);
    const empty = parseStatement({ content: '\n\n', fileName: 'x.csv', currency: 'GBP' });
    expect(empty.problems).toEqual([{ row: 0, problem: 'The file is empty' }]);
    const pain = parseStatement({
      content: '<Document><CstmrCdtTrfInitn/></Document>',
      fileName: 'p.xml',
      currency: 'EUR',
    });
    expect(pain.problems).toEqual([{ row: 0, problem: 'This is not a CAMT.053 file' }]);
  });

  it('refuses a file over 20,000 lines or over 5 MB', () => {
    const long = `Date,Description,Amount\n${'01/03/2025,Subs,1.00\n'.repeat(20_000)}`;
    expect(parseStatement({ content: long, fileName: 'x.csv', currency: 'GBP' }).problems).toEqual([
      {
        row: 0,
        problem: 'The file has 20,001 lines; a bank statement may have at most 20,000 lines. Export a shorter period.',
      },
    ]);
    const large = `Date,Description,Amount\n01/03/2025,${'x'.repeat(5_000_000)},1.00\n`;
    const refused = parseStatement({ content: large, fileName: 'x.csv', currency: 'GBP' });
    expect(refused.lines).toEqual([]);
    expect(refused.problems).toHaveLength(1);
    expect(refused.problems[0]?.problem).toBe(
      'The file is 5,000,041 bytes; a bank statement may be at most 5,000,000 bytes (5 MB). Export a shorter period.',
    );
  });
});

describe('detectFormat', () => {
  it('tells the format by the content first, then by the name', () => {
    expect(detectFormat('Statement.csv', lloyds)).toBe('csv');
    expect(detectFormat('Umsatzanzeige.csv', ing)).toBe('csv');
    expect(detectFormat('download.txt', barclays)).toBe('csv');
    expect(detectFormat('statement.ofx', sgml)).toBe('ofx');
    expect(detectFormat('statement.qfx', ofxXml)).toBe('ofx');
    expect(detectFormat('statement (1).xml', ofxXml)).toBe('ofx');
    expect(detectFormat('MT940.sta', mt940)).toBe('mt940');
    expect(detectFormat('export.txt', mt940)).toBe('mt940');
    expect(detectFormat('camt.053.xml', camt)).toBe('camt053');
    expect(detectFormat('download', camt)).toBe('camt053');
    expect(detectFormat('bank.ofx', lloyds)).toBe('ofx');
    expect(detectFormat('statement.pdf', '%PDF-1.7')).toBeNull();
    expect(detectFormat('notes', 'hello')).toBeNull();
    expect(detectFormat('x.constructor', 'hello')).toBeNull();
  });
});

describe('guessCsvMapping', () => {
  const table = (text: string) =>
    text
      .trim()
      .split(/\r?\n/)
      .map((line) => line.split(','));

  it('recognises a UK bank’s paid in and paid out columns', () => {
    const [columns = [], ...rows] = table(lloyds);
    expect(guessCsvMapping(columns, rows)).toEqual({
      delimiter: ',',
      header_row: 1,
      date: 'Transaction Date',
      date_format: 'DD/MM/YYYY',
      amount: null,
      credit: 'Credit Amount',
      debit: 'Debit Amount',
      description: ['Transaction Description'],
      counterparty: null,
      decimal: '.',
    });
  });

  it('recognises a UK bank’s signed amount and memo', () => {
    const [columns = [], ...rows] = table(barclays);
    expect(guessCsvMapping(columns, rows)).toMatchObject({
      date: 'Date',
      amount: 'Amount',
      credit: null,
      debit: null,
      description: ['Memo'],
      counterparty: null,
      decimal: '.',
    });
  });

  it('recognises a German bank’s columns, date format and decimal comma', () => {
    const lines = ing.trim().split(/\r?\n/);
    const header = lines.findIndex((line) => line.startsWith('Buchung;'));
    const [columns = [], ...rows] = lines.slice(header).map((line) => line.split(';'));
    expect(guessCsvMapping(columns, rows)).toEqual({
      delimiter: ';',
      header_row: 1,
      date: 'Buchung',
      date_format: 'DD.MM.YYYY',
      amount: 'Betrag',
      credit: null,
      debit: null,
      description: ['Verwendungszweck'],
      counterparty: 'Auftraggeber/Empfänger',
      decimal: ',',
    });
  });

  it('recognises Sparkasse, Monzo and Spanish headers, and month-first dates when only they fit', () => {
    const sparkasse = guessCsvMapping(
      [
        'Auftragskonto',
        'Buchungstag',
        'Valutadatum',
        'Buchungstext',
        'Verwendungszweck',
        'Beguenstigter/Zahlungspflichtiger',
        'Kontonummer/IBAN',
        'Betrag',
        'Waehrung',
      ],
      [['DE1', '03.03.25', '03.03.25', 'GUTSCHR', 'TL0004269', 'Schneider', 'DE2', '45,00', 'EUR']],
    );
    expect(sparkasse).toMatchObject({
      date: 'Buchungstag',
      date_format: 'DD.MM.YYYY',
      amount: 'Betrag',
      counterparty: 'Beguenstigter/Zahlungspflichtiger',
      description: ['Verwendungszweck'],
      decimal: ',',
    });
    const monzo = guessCsvMapping(
      [
        'Transaction ID',
        'Date',
        'Time',
        'Type',
        'Name',
        'Category',
        'Amount',
        'Currency',
        'Notes and #tags',
        'Description',
      ],
      [['tx_1', '2025-03-03', '10:00:00', 'Faster payment', 'Jo Smith', 'Income', '45.00', 'GBP', '', 'TL0004269']],
    );
    expect(monzo).toMatchObject({
      date: 'Date',
      date_format: 'YYYY-MM-DD',
      amount: 'Amount',
      counterparty: 'Name',
      description: ['Notes and #tags', 'Description'],
    });
    const spanish = guessCsvMapping(
      ['Fecha', 'Concepto', 'Ordenante', 'Importe'],
      [['03/13/2025', 'TL0004269', 'Ana', '45.00']],
    );
    expect(spanish).toMatchObject({
      date: 'Fecha',
      date_format: 'MM/DD/YYYY',
      amount: 'Importe',
      counterparty: 'Ordenante',
    });
    expect(guessCsvMapping(['Date', 'Balance', 'Description'], [])).toBeNull();
    expect(guessCsvMapping(['Date', 'Amount', 'Balance'], [])).toBeNull();
  });
});

describe('fingerprints', () => {
  it('are the same when the same file is read twice, and distinct for two identical lines', () => {
    const first = fingerprintsOf(parseStatement({ content: lloyds, fileName: 'a.csv', currency: 'GBP' }).lines);
    const second = fingerprintsOf(parseStatement({ content: lloyds, fileName: 'b.csv', currency: 'GBP' }).lines);
    expect(second).toEqual(first);
    expect(new Set(first).size).toBe(7);
    for (const fingerprint of first) expect(fingerprint).toMatch(/^[0-9a-f]{64}$/);
  });

  it('count the occurrence among identical lines only', () => {
    const lines = parseStatement({ content: lloyds, fileName: 'a.csv', currency: 'GBP' }).lines;
    const [fifth, sixth] = [lines[4], lines[5]];
    if (!fifth || !sixth) throw new Error('the fixture has seven lines');
    expect(fingerprintsOf(lines).slice(4, 6)).toEqual([fingerprintOf(fifth, 0), fingerprintOf(sixth, 1)]);
    expect(fingerprintOf(fifth, 0)).toBe(sha256('2025-03-06|1000|M JONES TL0005724||0'));
  });

  it('are the bank’s id when it gives one', () => {
    const lines = parseStatement({ content: sgml, fileName: 'a.ofx', currency: 'GBP' }).lines;
    expect(fingerprintsOf(lines)[0]).toBe(sha256('202503030001'));
    const [line] = lines;
    if (!line) throw new Error('the fixture has four lines');
    const twice: StatementLine[] = [line, { ...line, row: 2 }];
    expect(fingerprintsOf(twice)).toEqual([sha256('202503030001'), sha256('202503030001|1')]);
  });
});

describe('sampleCsvStatement', () => {
  it('writes a UK CSV that reads back to the same lines', () => {
    const sample = [
      { booked_on: '2025-03-03', amount_minor: 4500, description: 'Subs TL0004269', counterparty: 'Smith, Jo' },
      { booked_on: '2025-03-04', amount_minor: -12050, description: 'Kit "home"', counterparty: 'Sports Direct' },
      { booked_on: '2025-03-05', amount_minor: 5, description: 'Interest', counterparty: '' },
    ];
    const csv = sampleCsvStatement(sample);
    expect(csv.split('\r\n')[0]).toBe('Date,Description,Name,Paid in,Paid out');
    expect(csv).toContain('03/03/2025,Subs TL0004269,"Smith, Jo",45.00,');
    const statement = parseStatement({ content: csv, fileName: 'sample.csv', currency: 'GBP' });
    expect(statement.problems).toEqual([]);
    expect(
      statement.lines.map(({ booked_on, amount_minor, description, counterparty }) => ({
        booked_on,
        amount_minor,
        description,
        counterparty,
      })),
    ).toEqual(sample);
  });
});
