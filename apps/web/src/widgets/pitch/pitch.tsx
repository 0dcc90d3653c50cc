import type { CSSProperties, ReactNode } from 'react';
import type { FormationPosition } from '@touchline/domain';
import { pitchLayout } from '@touchline/domain';
import { PitchMarkings } from './pitch-markings';
import classes from './pitch.module.css';

export interface PitchSize {
  width: number;
  height: number;
}

interface PitchProps {
  positions: readonly FormationPosition[];
  /** From `pitchSize()`; the pitch shrinks with its container and keeps its proportions. */
  size: PitchSize;
  /** Under 768 px: closer spacing (12 units) and smaller markers. */
  narrow: boolean;
  /** The accessible name of the list of positions. */
  label: string;
  renderPosition: (position: FormationPosition) => ReactNode;
}

/** Marker and caption sizes, by screen width. */
const SIZES = {
  wide: { '--marker-size': '40px', '--caption-size': '12px', '--caption-max': '170px' },
  narrow: { '--marker-size': '26px', '--caption-size': '10px', '--caption-max': '92px' },
} as const;

/**
 * A football pitch with a formation's positions at `pitchLayout()` places (mirrored, spaced apart,
 * kept within 5–95 %). What each position shows is up to the caller: read-only markers or drop zones.
 */
export function Pitch({ positions, size, narrow, label, renderPosition }: PitchProps) {
  const byId = new Map(positions.map((p) => [p.id, p]));
  const layout = pitchLayout(positions, { narrow });
  const style = {
    width: size.width,
    aspectRatio: `${size.width} / ${size.height}`,
    ...SIZES[narrow ? 'narrow' : 'wide'],
  } as CSSProperties;

  return (
    <div className={classes.pitch} style={style} data-testid="pitch">
      <PitchMarkings width={size.width} height={size.height} />
      <ul className={classes.positions} aria-label={label}>
        {layout.map((point) => {
          const position = byId.get(point.id);
          if (!position) return null;
          return (
            <li key={point.id} className={classes.slot} style={{ left: `${point.x}%`, top: `${point.y}%` }}>
              {renderPosition(position)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
