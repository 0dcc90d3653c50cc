/**
 * A family's ledger (#33, decision 133). Entries carry signed minor units: a charge raises what the family owes, a
 * payment or credit lowers it, an adjustment does either. The balance is their sum; what is overdue comes from
 * allocating everything that lowers the balance to the oldest charges first.
 */
export type EntryKind = 'charge' | 'payment' | 'adjustment' | 'credit';

export interface LedgerLine {
  kind: EntryKind;
  amount_minor: number;
  /** A charge's due date; the day of anything else (ISO date). */
  due_on: string;
}

/** What the family owes (> 0) or has in credit (< 0). */
export function balanceOf(entries: readonly Pick<LedgerLine, 'amount_minor'>[]): number {
  let total = 0;
  for (const e of entries) total += e.amount_minor;
  return total;
}

/** The ageing buckets of what is owed: not yet due, then days past the due date. */
export interface Ageing {
  not_due: number;
  days_0_30: number;
  days_31_60: number;
  days_61_90: number;
  days_over_90: number;
}

export const emptyAgeing = (): Ageing => ({ not_due: 0, days_0_30: 0, days_31_60: 0, days_61_90: 0, days_over_90: 0 });

/**
 * What is still unpaid of each charge (and of each adjustment that raised the balance), oldest due first, after
 * everything that lowered the balance has paid off the oldest. Sums to the balance when the family owes.
 */
export function unpaidCharges<L extends LedgerLine>(entries: readonly L[]): { entry: L; unpaid: number }[] {
  const owed = entries
    .filter((e) => e.amount_minor > 0)
    .sort((a, b) => (a.due_on < b.due_on ? -1 : a.due_on > b.due_on ? 1 : 0));
  let paid = -entries.filter((e) => e.amount_minor < 0).reduce((sum, e) => sum + e.amount_minor, 0);
  const unpaid: { entry: L; unpaid: number }[] = [];
  for (const entry of owed) {
    const covered = Math.min(paid, entry.amount_minor);
    paid -= covered;
    if (entry.amount_minor > covered) unpaid.push({ entry, unpaid: entry.amount_minor - covered });
  }
  return unpaid;
}

/** Days from a due date to today (ISO dates; negative before it is due). */
export function daysPast(dueOn: string, today: string): number {
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${dueOn}T00:00:00Z`)) / 86_400_000);
}

/** The ageing of a family's unpaid charges on `today`: 30, 60 and 90 days past their due dates. */
export function ageingOf(entries: readonly LedgerLine[], today: string): Ageing {
  const ageing = emptyAgeing();
  for (const { entry, unpaid } of unpaidCharges(entries)) ageing[bucketOf(daysPast(entry.due_on, today))] += unpaid;
  return ageing;
}

export function bucketOf(days: number): keyof Ageing {
  if (days <= 0) return 'not_due';
  if (days <= 30) return 'days_0_30';
  if (days <= 60) return 'days_31_60';
  if (days <= 90) return 'days_61_90';
  return 'days_over_90';
}

/** How many days the oldest unpaid charge is past due on `today` (0 when nothing is overdue). */
export function daysOverdue(entries: readonly LedgerLine[], today: string): number {
  const oldest = unpaidCharges(entries)[0];
  return oldest ? Math.max(0, daysPast(oldest.entry.due_on, today)) : 0;
}

/**
 * The due dates of a season's instalments: the first on `firstDue`, then one a month on the same day (the 28th at
 * most, so every month has it).
 */
export function instalmentDates(firstDue: string, count: number): string[] {
  const [y, m, d] = firstDue.split('-').map(Number);
  const day = Math.min(d ?? 1, 28);
  return Array.from({ length: count }, (_, i) => {
    if (i === 0) return firstDue;
    const month = (m ?? 1) - 1 + i;
    const year = (y ?? 2000) + Math.floor(month / 12);
    return `${year}-${String((month % 12) + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  });
}
