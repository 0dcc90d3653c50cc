import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assignDuties, dutySpread, fairShare, type DutyAssignment, type DutyFamily, type DutySlot } from '../src';

const family = (family_id: number, count = 0, unavailable: string[] = []): DutyFamily => ({
  family_id,
  count,
  unavailable,
});
/** An event's slots: `${event}:${kind}:${n}` for n from 1 to `needed`. */
const slotsOf = (event: string, date: string, kind: string, needed = 1): DutySlot[] =>
  Array.from({ length: needed }, (_, i) => ({ key: `${event}:${kind}:${i + 1}`, date, event }));
const countsOf = (families: readonly DutyFamily[], plan: readonly DutyAssignment[]) =>
  families.map((f) => f.count + plan.filter((a) => a.family_id === f.family_id).length);

describe('assignDuties', () => {
  it('shares 6 slots between 3 families 2 each, in date order, round and round', () => {
    const families = [family(1), family(2), family(3)];
    const slots = ['05', '12', '19', '26', '02', '09'].map((d, i) =>
      slotsOf(`e${i}`, `2026-${i < 4 ? '09' : '10'}-${d}`, 'refreshments'),
    );
    const plan = assignDuties(families, slots.flat());
    expect(plan.map((a) => a.family_id)).toEqual([1, 2, 3, 1, 2, 3]);
    expect(countsOf(families, plan)).toEqual([2, 2, 2]);
  });

  it('never gives a family a slot on a date it cannot do', () => {
    const plan = assignDuties([family(1, 0, ['2026-09-05']), family(2)], slotsOf('e1', '2026-09-05', 'linesman'));
    expect(plan).toEqual([{ key: 'e1:linesman:1', family_id: 2 }]);
  });

  it('gives a family at most one slot of one event', () => {
    const slots = [...slotsOf('e1', '2026-09-05', 'goals', 2), ...slotsOf('e1', '2026-09-05', 'kit')];
    const plan = assignDuties([family(1), family(2)], slots);
    expect(plan).toEqual([
      { key: 'e1:goals:1', family_id: 1 },
      { key: 'e1:goals:2', family_id: 2 },
      { key: 'e1:kit:1', family_id: null },
    ]);
  });

  it('leaves a slot empty when nobody is free: the coach asks', () => {
    const plan = assignDuties([family(1, 0, ['2026-09-05'])], slotsOf('e1', '2026-09-05', 'first-aider'));
    expect(plan).toEqual([{ key: 'e1:first-aider:1', family_id: null }]);
    expect(assignDuties([], slotsOf('e1', '2026-09-05', 'first-aider'))).toEqual([
      { key: 'e1:first-aider:1', family_id: null },
    ]);
  });

  it('counts the season so far: a family with 2 already gets none until the others catch up', () => {
    const families = [family(1, 2), family(2), family(3)];
    const slots = ['05', '12', '19', '26', '30'].flatMap((d, i) => slotsOf(`e${i}`, `2026-09-${d}`, 'refreshments'));
    const plan = assignDuties(families, slots);
    expect(plan.map((a) => a.family_id)).toEqual([2, 3, 2, 3, 1]);
    expect(countsOf(families, plan)).toEqual([3, 2, 2]);
  });

  it('breaks a tie by who did a duty least recently: in this plan, then before it, then by family_id', () => {
    const families = [
      { ...family(1), last_duty: '2026-08-30' },
      { ...family(2), last_duty: '2026-08-23' },
      family(3),
      family(4),
    ];
    const slots = ['05', '12', '19', '26'].flatMap((d, i) => slotsOf(`e${i}`, `2026-09-${d}`, 'kit'));
    expect(assignDuties(families, slots).map((a) => a.family_id)).toEqual([3, 4, 2, 1]);
  });

  it('fills by date, then by key, whatever the order given', () => {
    const slots = [...slotsOf('b', '2026-09-12', 'kit'), ...slotsOf('a', '2026-09-12', 'kit')];
    slots.push(...slotsOf('c', '2026-09-05', 'kit'));
    expect(assignDuties([family(1), family(2), family(3)], slots)).toEqual([
      { key: 'c:kit:1', family_id: 1 },
      { key: 'a:kit:1', family_id: 2 },
      { key: 'b:kit:1', family_id: 3 },
    ]);
  });
});

describe('dutySpread and fairShare', () => {
  it('measures the spread as largest minus smallest, 0 for none', () => {
    expect(dutySpread([])).toBe(0);
    expect(dutySpread([3])).toBe(0);
    expect(dutySpread([2, 5, 3])).toBe(3);
  });

  it('gives each family its count over the average, 1 for all when nobody has done any', () => {
    expect(
      fairShare([
        { family_id: 1, count: 1 },
        { family_id: 2, count: 3 },
      ]),
    ).toEqual([
      { family_id: 1, count: 1, share: 0.5 },
      { family_id: 2, count: 3, share: 1.5 },
    ]);
    expect(fairShare([{ family_id: 1, count: 0 }])).toEqual([{ family_id: 1, count: 0, share: 1 }]);
    expect(fairShare([])).toEqual([]);
  });
});

/** A season of 40 weeks from 2026-08-29; a week index becomes that week's Saturday. */
const weekDate = (week: number) => new Date(Date.UTC(2026, 7, 29 + 7 * week)).toISOString().slice(0, 10);
const week = fc.integer({ min: 0, max: 39 });
const season = (history: fc.Arbitrary<number>) =>
  fc
    .record({
      // Half the seasons have nobody away: property (c) applies to them when the events are small enough.
      away: fc.boolean(),
      families: fc.array(fc.record({ count: history, unavailable: fc.uniqueArray(week, { maxLength: 12 }) }), {
        minLength: 1,
        maxLength: 12,
      }),
      events: fc.array(fc.record({ week, needed: fc.integer({ min: 1, max: 3 }) }), { minLength: 1, maxLength: 60 }),
    })
    .map(({ away, families, events }) => ({
      families: families.map((f, i) => family(i + 1, f.count, away ? f.unavailable.map(weekDate) : [])),
      events,
    }));

/** Checks (a), (b), (d) and (e) on one plan; returns each family's final count. */
function checkPlan(families: readonly DutyFamily[], slots: readonly DutySlot[], plan: readonly DutyAssignment[]) {
  const slotOf = new Map(slots.map((s) => [s.key, s]));
  const given = new Map(families.map((f) => [f.family_id, [] as DutySlot[]]));
  for (const a of plan) {
    const s = slotOf.get(a.key);
    if (!s) throw new Error(`unknown slot ${a.key}`);
    if (a.family_id !== null) given.get(a.family_id)?.push(s);
  }
  const onEvent = (f: DutyFamily, s: DutySlot) => given.get(f.family_id)?.some((g) => g.event === s.event) ?? false;
  // (a) No slot goes to a family unavailable that day, and no family has two slots of one event.
  for (const f of families) {
    const mine = given.get(f.family_id) ?? [];
    for (const s of mine) expect(f.unavailable).not.toContain(s.date);
    expect(new Set(mine.map((s) => s.event)).size).toBe(mine.length);
  }
  // (b) A slot is left empty only when every family is unavailable that day or already on that event.
  for (const a of plan.filter((p) => p.family_id === null)) {
    const s = slotOf.get(a.key);
    if (!s) throw new Error(`unknown slot ${a.key}`);
    for (const f of families) expect(f.unavailable.includes(s.date) || onEvent(f, s)).toBe(true);
  }
  // (e) Replaying the plan in its (fill) order: each slot went to a family with the fewest duties of those free for it.
  const sofar = new Map(families.map((f) => [f.family_id, { count: f.count, events: new Set<string>() }]));
  for (const a of plan) {
    const s = slotOf.get(a.key);
    const chosen = a.family_id === null ? undefined : sofar.get(a.family_id);
    if (!s || !chosen) continue;
    for (const f of families) {
      const other = sofar.get(f.family_id);
      if (other && !f.unavailable.includes(s.date) && !other.events.has(s.event)) {
        expect(chosen.count).toBeLessThanOrEqual(other.count);
      }
    }
    chosen.count += 1;
    chosen.events.add(s.event);
  }
  const counts = families.map((f) => f.count + (given.get(f.family_id)?.length ?? 0));
  // (d) A family A ends at most max(1, A's count − B's before the plan) above a family B free on every date A got.
  families.forEach((a, i) => {
    families.forEach((b, j) => {
      if ((given.get(a.family_id) ?? []).some((s) => b.unavailable.includes(s.date))) return;
      expect((counts[i] ?? 0) - (counts[j] ?? 0)).toBeLessThanOrEqual(Math.max(1, a.count - b.count));
    });
  });
  return counts;
}

describe('assignDuties (properties)', () => {
  // From a season's start: (a) dates and events respected, (b) a slot empty only when nobody can take it, (c) counts at
  // most 1 apart with nobody away and events smaller than the team, (d) a family at most 1 above any family free on
  // all its dates, (e) each slot to a fewest-duties free family; and the same plan twice, the input unchanged.
  it('holds (a) to (e) for any season from its start', () => {
    let spreadChecked = 0;
    fc.assert(
      fc.property(season(fc.constant(0)), ({ families, events }) => {
        const slots = events.flatMap((e, i) => slotsOf(`e${i}`, weekDate(e.week), 'duty', e.needed));
        const before = JSON.stringify({ families, slots });
        const plan = assignDuties(families, slots);
        expect(JSON.stringify({ families, slots })).toBe(before);
        expect(assignDuties(families, slots)).toEqual(plan);
        expect(plan).toHaveLength(slots.length);
        const counts = checkPlan(families, slots, plan);
        // (c) Nobody away and every event needing fewer people than there are families: counts at most 1 apart.
        if (families.every((f) => f.unavailable.length === 0) && events.every((e) => e.needed < families.length)) {
          spreadChecked += 1;
          expect(dutySpread(counts)).toBeLessThanOrEqual(1);
        }
      }),
      { numRuns: 400 },
    );
    expect(spreadChecked).toBeGreaterThan(50);
  });

  it('holds (a), (b), (e) and (d) with the gap they started with, from counts earlier in the season', () => {
    fc.assert(
      fc.property(season(fc.integer({ min: 0, max: 6 })), ({ families, events }) => {
        const slots = events.flatMap((e, i) => slotsOf(`e${i}`, weekDate(e.week), 'duty', e.needed));
        checkPlan(families, slots, assignDuties(families, slots));
      }),
      { numRuns: 200 },
    );
  });
});
