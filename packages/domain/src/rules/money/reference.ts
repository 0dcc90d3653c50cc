/**
 * A family's payment reference (#33, decision 133): `TL` and the family's number in five digits, then two check
 * digits (ISO 7064 MOD 97-10, as an IBAN's), e.g. `TL0004271`. Short enough for every UK and SEPA reference field,
 * easy to read out, and a mistyped digit is caught, never matched to another family.
 */
export const REFERENCE_PREFIX = 'TL';

function mod97(digits: string): number {
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest;
}

/** The reference of the family with this number (1 to 99,999). */
export function paymentReference(familyNumber: number): string {
  const body = String(familyNumber).padStart(5, '0');
  const check = 98 - mod97(`${body}00`);
  return `${REFERENCE_PREFIX}${body}${String(check).padStart(2, '0')}`;
}

/**
 * Every family number whose reference is written somewhere in a bank line's text, however the family typed it:
 * `TL0004271`, `tl 00042 71`, `TL-00042-71`, `Subs TL0004271 Ava`. A number whose check digits do not agree is not
 * read.
 */
export function referencesIn(text: string): number[] {
  const found = new Set<number>();
  const pattern = /T\s*L[\s\-/.]*((?:\d[\s\-/.]*){7})/gi;
  for (const match of text.matchAll(pattern)) {
    const digits = (match[1] ?? '').replace(/\D/g, '');
    const body = digits.slice(0, 5);
    if (digits.length === 7 && paymentReference(Number(body)) === `${REFERENCE_PREFIX}${digits}`)
      found.add(Number(body));
  }
  return [...found];
}
