export const PITCH_MIN_SPACING = 18;
export const PITCH_MIN_SPACING_NARROW = 12;
export const PITCH_CLAMP = { min: 5, max: 95 } as const;
export const PITCH_RELAXATION_PASSES = 3;

export interface PitchPoint {
  id: number;
  x: number;
  y: number;
}

const clamp = (v: number) => Math.min(PITCH_CLAMP.max, Math.max(PITCH_CLAMP.min, v));
const dist = (a: PitchPoint, b: PitchPoint) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * Pushes apart positions closer than `minSpacing` units over `passes` relaxation passes, keeping every
 * coordinate within 5–95. A push is taken only if no pair ends up closer than it was at the start (it is
 * halved until it fits, or skipped), so relaxation never makes the layout more crowded anywhere.
 */
export function relaxPositions(
  points: readonly PitchPoint[],
  minSpacing = PITCH_MIN_SPACING,
  passes = PITCH_RELAXATION_PASSES,
): PitchPoint[] {
  const start = points.map((p) => ({ id: p.id, x: clamp(p.x), y: clamp(p.y) }));
  const out = start.map((p) => ({ ...p }));
  const n = out.length;
  const original = (i: number, j: number) => dist(start[i] as PitchPoint, start[j] as PitchPoint);
  const fits = (i: number, j: number, a: PitchPoint, b: PitchPoint) => {
    for (let k = 0; k < n; k++) {
      if (k === i || k === j) continue;
      const other = out[k] as PitchPoint;
      if (dist(a, other) < original(i, k) - 1e-9 || dist(b, other) < original(j, k) - 1e-9) return false;
    }
    return dist(a, b) >= original(i, j) - 1e-9;
  };
  for (let pass = 0; pass < passes; pass++) {
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) {
        const a = out[i] as PitchPoint;
        const b = out[j] as PitchPoint;
        const d = dist(a, b);
        if (d >= minSpacing) continue;
        // Direction from a to b; identical points are split sideways.
        const [ux, uy] = d === 0 ? [1, 0] : [(b.x - a.x) / d, (b.y - a.y) / d];
        for (let step = (minSpacing - d) / 2, tries = 0; tries < 6; step /= 2, tries++) {
          const na = { id: a.id, x: clamp(a.x - ux * step), y: clamp(a.y - uy * step) };
          const nb = { id: b.id, x: clamp(b.x + ux * step), y: clamp(b.y + uy * step) };
          if (dist(na, nb) > d && fits(i, j, na, nb)) {
            out[i] = na;
            out[j] = nb;
            break;
          }
        }
      }
    }
  }
  return out;
}

/** Where a formation position is drawn: mirrored horizontally (shown x = 100 − x_coordinate), then spaced. */
export function pitchLayout(
  positions: readonly { id: number; x_coordinate: number; y_coordinate: number }[],
  options: { narrow?: boolean } = {},
): PitchPoint[] {
  const mirrored = positions.map((p) => ({ id: p.id, x: 100 - p.x_coordinate, y: p.y_coordinate }));
  return relaxPositions(mirrored, options.narrow ? PITCH_MIN_SPACING_NARROW : PITCH_MIN_SPACING);
}

/** Pitch sizes of the spec, in pixels. */
export function pitchSize(context: 'default' | 'editor', windowWidth: number): { width: number; height: number } {
  if (windowWidth < 768) return { width: Math.round(windowWidth * 0.9), height: Math.round(windowWidth * 0.7) };
  return context === 'editor' ? { width: 700, height: 600 } : { width: 800, height: 600 };
}
