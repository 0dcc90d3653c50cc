/**
 * The duty rota's fair assignment (#34): a team's families share the duties (refreshments, setting up goals,
 * linesman, kit washing, first aider: kinds set by the club, each needing some number of people) at its fixtures and
 * training sessions over a season. Pure: the server and its tests call it with the families and the slots to fill.
 */

/** A family that can be given duties. */
export interface DutyFamily {
  family_id: number;
  /** Duties already done or assigned this season before this plan. */
  count: number;
  /** ISO dates (YYYY-MM-DD) the family cannot do: every child of theirs is away, or the parent said so. */
  unavailable: readonly string[];
  /** The ISO date of the family's latest duty before this plan, for ties (none: it never did one, the least recent). */
  last_duty?: string | null;
  /** Events the family already has a duty at (a plan filling a rota's gaps): it gets no other slot of them. */
  events?: readonly string[];
}

/** One person needed for one duty at one event. */
export interface DutySlot {
  /** A stable key, e.g. `${event}:${kind}:${n}`. */
  key: string;
  /** The event's ISO date (YYYY-MM-DD). */
  date: string;
  /** The same event's slots share an event key: a family gets at most one slot of one event. */
  event: string;
}

/** Who does a slot. */
export interface DutyAssignment {
  key: string;
  /** Null when nobody is available: the coach asks. */
  family_id: number | null;
}

/**
 * Fills the slots in date order (then by key), each going to the available family with the fewest duties so far
 * (counting the ones given in this plan); ties go to the family that did a duty least recently (in this plan, then
 * before it: `last_duty`, never being the least recent), then to the lower family_id. A family is available for a slot
 * when the date is not in its `unavailable` and it has no other slot of the same event; nobody available leaves the
 * slot's family_id null. Deterministic, never changes its input; the answer is in the order the slots were filled.
 *
 * What the greedy fewest-first choice guarantees (tested with fast-check in test/duties.test.ts), where an event's
 * slots share its date and its keys sort together (as `${event}:${kind}:${n}` keys do when no event key holds ':'; an
 * event spread over two dates can break the last two):
 * - no slot goes to a family unavailable that day or already on that event, and a slot is left empty only when every
 *   family is one or the other;
 * - with nobody unavailable and equal counts at the start, the counts end at most 1 apart (each event takes the
 *   families with the fewest first, and one event moves no family twice);
 * - with unavailable dates, a family A ends at most max(1, h) duties above a family B whose unavailable dates hold
 *   none of A's slots' dates, h being A's count minus B's before the plan (so at most 1 from a season's start). Why:
 *   when A got a slot B could also take, A had no more than B, so A was at most 1 above B after it; A's later slots
 *   all came at events B was already on, each with B's slot there after that point, so B kept pace. B need not have
 *   been free of those events: only A's dates count, not whether B was already on A's events.
 */
export function assignDuties(families: readonly DutyFamily[], slots: readonly DutySlot[]): DutyAssignment[] {
  const state: Candidate[] = families.map((family) => ({
    family,
    unavailable: new Set(family.unavailable),
    count: family.count,
    last: -1,
    events: new Set(family.events ?? []),
  }));
  const order = [...slots].sort((a, b) => compare(a.date, b.date) || compare(a.key, b.key));
  return order.map((slot, index) => {
    const free = state.filter((c) => !c.unavailable.has(slot.date) && !c.events.has(slot.event));
    const chosen = free.reduce<Candidate | undefined>((best, c) => (!best || rank(c, best) < 0 ? c : best), undefined);
    if (!chosen) return { key: slot.key, family_id: null };
    chosen.count += 1;
    chosen.last = index;
    chosen.events.add(slot.event);
    return { key: slot.key, family_id: chosen.family.family_id };
  });
}

/** A family while the plan is made: its duties so far, the index of its latest slot in the plan, its events. */
interface Candidate {
  family: DutyFamily;
  unavailable: ReadonlySet<string>;
  count: number;
  last: number;
  events: Set<string>;
}

/** Negative when `a` comes before `b` for the next slot: fewer duties, less recent, lower family_id. */
function rank(a: Candidate, b: Candidate): number {
  return (
    a.count - b.count ||
    a.last - b.last ||
    compare(a.family.last_duty ?? '', b.family.last_duty ?? '') ||
    a.family.family_id - b.family.family_id
  );
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** How far apart the duty counts are: the largest minus the smallest, 0 for no counts. */
export function dutySpread(counts: readonly number[]): number {
  return counts.length === 0 ? 0 : Math.max(...counts) - Math.min(...counts);
}

/**
 * The fair-share report: each family's count divided by the average count (1 is exactly its share, 2 twice it), 1
 * for every family when the average is 0. In the families' order.
 */
export function fairShare(
  families: readonly { family_id: number; count: number }[],
): { family_id: number; count: number; share: number }[] {
  const average = families.reduce((sum, f) => sum + f.count, 0) / Math.max(families.length, 1);
  return families.map((f) => ({
    family_id: f.family_id,
    count: f.count,
    share: average === 0 ? 1 : f.count / average,
  }));
}
