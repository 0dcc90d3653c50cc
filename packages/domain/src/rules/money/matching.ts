import { referencesIn } from './reference';

/**
 * A family as the matching sees it, by the number in a reference: the family that pays now (another, for a family
 * merged into it) and what it owes.
 */
export interface MatchableFamily {
  family_id: number;
  balance_minor: number;
}

export type BankMatch =
  | { matched_by: 'reference'; family_id: number }
  | { matched_by: 'amount'; family_id: number }
  | { matched_by: 'none'; family_id: null };

/**
 * Which family a credit on the bank statement is from (#33, decision 133). By its reference when the line names one
 * family's (check digits right); else by amount when exactly one family owes exactly that much (shown as a guess for
 * the treasurer); else none. A line naming two families' references is left to the treasurer.
 */
export function matchBankLine(
  line: { amount_minor: number; text: string },
  families: ReadonlyMap<number, MatchableFamily>,
): BankMatch {
  const named = [...new Set(referencesIn(line.text).flatMap((n) => families.get(n)?.family_id ?? []))];
  if (named.length === 1 && named[0] !== undefined) return { matched_by: 'reference', family_id: named[0] };
  if (named.length > 1 || line.amount_minor <= 0) return { matched_by: 'none', family_id: null };
  let only: number | null = null;
  for (const [number, family] of families) {
    if (number !== family.family_id || family.balance_minor !== line.amount_minor) continue;
    if (only !== null) return { matched_by: 'none', family_id: null };
    only = family.family_id;
  }
  return only === null ? { matched_by: 'none', family_id: null } : { matched_by: 'amount', family_id: only };
}
