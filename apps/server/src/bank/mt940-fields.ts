/**
 * The fields of an MT940 file: each `:tag:` line and the lines that continue it, with the line number it starts on.
 * A SWIFT envelope (`{1:…}{2:…}{4:` before, `-}` after each statement) is left aside.
 */
export interface Mt940Field {
  tag: string;
  lines: string[];
  line: number;
}

export function mt940Fields(text: string): Mt940Field[] {
  const fields: Mt940Field[] = [];
  let current: Mt940Field | null = null;
  text.split(/\r\n|\n|\r/).forEach((raw, index) => {
    let line = raw;
    if (line.startsWith('{')) {
      const body = line.indexOf('{4:');
      if (body < 0) return;
      line = line.slice(body + 3);
    }
    if (/^-\}?\s*$/.test(line)) {
      current = null;
      return;
    }
    const tag = /^:(\d{2}[A-Z]?):(.*)$/.exec(line);
    if (tag) {
      current = { tag: tag[1] ?? '', lines: [tag[2] ?? ''], line: index + 1 };
      fields.push(current);
    } else if (current && line.trim() !== '') current.lines.push(line);
  });
  return fields;
}

/** What a :86: field tells of a line: its text (the reference the payer wrote) and the payer's or payee's name. */
export interface Mt940Details {
  description: string;
  counterparty: string;
}

/** SEPA keys that start a piece of a German :86: field's remittance text (`SVWZ+` the payer's words). */
const SEPA_KEY = /(EREF|KREF|MREF|CRED|DEBT|SVWZ|ABWA|ABWE|COAM|OAMT|IBAN|BIC)\+/g;

/** The SEPA pieces of a remittance text: `EREF+X SVWZ+Y` → EREF: X, SVWZ: Y. */
function sepaPieces(text: string): Map<string, string> {
  const pieces = new Map<string, string>();
  const keys = [...text.matchAll(SEPA_KEY)];
  keys.forEach((m, i) => {
    const start = (m.index ?? 0) + m[0].length;
    const end = keys[i + 1]?.index ?? text.length;
    pieces.set(m[1] ?? '', text.slice(start, end).trim());
  });
  return pieces;
}

/**
 * Reads a :86: field. German banks structure it (`166?00GUTSCHRIFT?20EREF+…?21SVWZ+Subs TL00042?2269?32Name`):
 * subfields ?20–?29 and ?60–?63 are the remittance text, cut every 27 characters and joined again without a space,
 * ?32–?33 the other party's name; of the remittance, the SEPA text (SVWZ+) and the end-to-end reference (EREF+) are
 * kept. Other banks write free text, its lines joined with a space.
 */
export function mt940Details(lines: readonly string[]): Mt940Details {
  const joined = lines.join('');
  if (!/^\d{3}\?/.test(joined)) return { description: lines.join(' '), counterparty: '' };
  const subfields = new Map<number, string>();
  for (const m of joined.matchAll(/\?(\d{2})([^?]*)/g))
    subfields.set(Number(m[1]), (subfields.get(Number(m[1])) ?? '') + (m[2] ?? ''));
  const pick = (codes: number[]) => codes.map((code) => subfields.get(code) ?? '').join('');
  const remittance = pick([20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 60, 61, 62, 63]);
  const sepa = sepaPieces(remittance);
  const reference = sepa.get('EREF') ?? '';
  const description =
    sepa.size === 0
      ? remittance || pick([0])
      : [sepa.get('SVWZ') ?? '', reference === 'NOTPROVIDED' ? '' : reference].join(' ');
  return { description, counterparty: pick([32, 33]) };
}
