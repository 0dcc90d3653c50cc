import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pitchLayout, pitchSize, relaxPositions, type PitchPoint } from '../src';

const dist = (a: PitchPoint, b: PitchPoint) => Math.hypot(a.x - b.x, a.y - b.y);
const layout = fc
  .array(
    fc.record({ x: fc.double({ min: 5, max: 95, noNaN: true }), y: fc.double({ min: 5, max: 95, noNaN: true }) }),
    { minLength: 1, maxLength: 11 },
  )
  .map((ps) => ps.map((p, id) => ({ id, ...p })));
const anyLayout = fc
  .array(
    fc.record({ x: fc.double({ min: -50, max: 150, noNaN: true }), y: fc.double({ min: -50, max: 150, noNaN: true }) }),
    { minLength: 1, maxLength: 11 },
  )
  .map((ps) => ps.map((p, id) => ({ id, ...p })));

describe('relaxPositions (properties)', () => {
  it('keeps every output inside 5–95', () => {
    fc.assert(
      fc.property(anyLayout, fc.constantFrom(12, 18), (points, spacing) => {
        for (const p of relaxPositions(points, spacing)) {
          expect(p.x).toBeGreaterThanOrEqual(5);
          expect(p.x).toBeLessThanOrEqual(95);
          expect(p.y).toBeGreaterThanOrEqual(5);
          expect(p.y).toBeLessThanOrEqual(95);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('never brings a pair closer than it was', () => {
    fc.assert(
      fc.property(layout, fc.constantFrom(12, 18), (points, spacing) => {
        const out = relaxPositions(points, spacing);
        for (let i = 0; i < points.length; i++)
          for (let j = i + 1; j < points.length; j++)
            expect(dist(out[i] as PitchPoint, out[j] as PitchPoint)).toBeGreaterThanOrEqual(
              dist(points[i] as PitchPoint, points[j] as PitchPoint) - 1e-9,
            );
      }),
      { numRuns: 500 },
    );
  });

  it('leaves an already spaced layout as it is (and is idempotent there)', () => {
    const spaced = layout.filter((ps) => ps.every((a, i) => ps.every((b, j) => i === j || dist(a, b) >= 18)));
    fc.assert(
      fc.property(spaced, (points) => {
        const once = relaxPositions(points);
        expect(once).toEqual(points);
        expect(relaxPositions(once)).toEqual(once);
      }),
      { numRuns: 200 },
    );
  });

  it('spreads two players on the same spot', () => {
    const [a, b] = relaxPositions([
      { id: 1, x: 50, y: 50 },
      { id: 2, x: 50, y: 50 },
    ]);
    expect(dist(a as PitchPoint, b as PitchPoint)).toBeGreaterThanOrEqual(17.9);
  });
});

describe('pitchLayout and pitchSize', () => {
  it('mirrors x: shown x = 100 − x_coordinate', () => {
    expect(pitchLayout([{ id: 1, x_coordinate: 20, y_coordinate: 50 }])).toEqual([{ id: 1, x: 80, y: 50 }]);
  });
  it('uses 12 units on narrow screens', () => {
    const close = [
      { id: 1, x_coordinate: 50, y_coordinate: 50 },
      { id: 2, x_coordinate: 50, y_coordinate: 64 },
    ];
    expect(pitchLayout(close, { narrow: true })).toEqual([
      { id: 1, x: 50, y: 50 },
      { id: 2, x: 50, y: 64 },
    ]);
    const wide = pitchLayout(close);
    expect(dist(wide[0] as PitchPoint, wide[1] as PitchPoint)).toBeGreaterThan(14);
  });
  it('sizes the pitch as the spec says', () => {
    expect(pitchSize('default', 1280)).toEqual({ width: 800, height: 600 });
    expect(pitchSize('editor', 1280)).toEqual({ width: 700, height: 600 });
    expect(pitchSize('editor', 390)).toEqual({ width: 351, height: 273 });
  });
});
