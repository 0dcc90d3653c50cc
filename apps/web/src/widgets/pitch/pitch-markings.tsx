import classes from './pitch.module.css';

interface PitchMarkingsProps {
  width: number;
  height: number;
}

/**
 * The white lines of a pitch seen from above, our goal at the bottom (formation y runs from the
 * opponents' goal line, 0, to ours, 100): outline, halfway line, centre circle and spot, penalty and
 * goal areas with spots and arcs, goals and corner arcs. Drawn in the pitch's own pixels so circles stay round.
 */
export function PitchMarkings({ width: w, height: h }: PitchMarkingsProps) {
  const x0 = w * 0.025;
  const y0 = h * 0.035;
  const fw = w - 2 * x0;
  const fh = h - 2 * y0;
  const cx = w / 2;
  const cy = h / 2;
  const radius = fh * 0.12;
  const box = { w: Math.min(fw * 0.5, fh * 0.9), d: fh * 0.17 };
  const goalArea = { w: box.w * 0.46, d: fh * 0.065 };
  const goal = { w: box.w * 0.24, d: y0 * 0.75 };
  const spot = fh * 0.115;
  const corner = Math.min(w, h) * 0.022;
  const stroke = w < 500 ? 1.5 : 2;
  // The arc of the penalty area: the part of the circle round the spot that lies outside the box.
  const arcDy = box.d - spot;
  const arcDx = radius > arcDy ? Math.sqrt(radius * radius - arcDy * arcDy) : 0;
  const top = y0 + box.d;
  const bottom = y0 + fh - box.d;

  return (
    <svg className={classes.markings} viewBox={`0 0 ${w} ${h}`} aria-hidden="true" focusable="false">
      <g fill="none" stroke="rgb(255 255 255 / 85%)" strokeWidth={stroke} vectorEffect="non-scaling-stroke">
        <rect x={x0} y={y0} width={fw} height={fh} />
        <line x1={x0} y1={cy} x2={x0 + fw} y2={cy} />
        <circle cx={cx} cy={cy} r={radius} />
        <rect x={cx - box.w / 2} y={y0} width={box.w} height={box.d} />
        <rect x={cx - box.w / 2} y={bottom} width={box.w} height={box.d} />
        <rect x={cx - goalArea.w / 2} y={y0} width={goalArea.w} height={goalArea.d} />
        <rect x={cx - goalArea.w / 2} y={y0 + fh - goalArea.d} width={goalArea.w} height={goalArea.d} />
        <rect x={cx - goal.w / 2} y={y0 - goal.d} width={goal.w} height={goal.d} />
        <rect x={cx - goal.w / 2} y={y0 + fh} width={goal.w} height={goal.d} />
        {arcDx > 0 && (
          <>
            <path d={`M ${cx - arcDx} ${top} A ${radius} ${radius} 0 0 0 ${cx + arcDx} ${top}`} />
            <path d={`M ${cx - arcDx} ${bottom} A ${radius} ${radius} 0 0 1 ${cx + arcDx} ${bottom}`} />
          </>
        )}
        <path d={`M ${x0 + corner} ${y0} A ${corner} ${corner} 0 0 1 ${x0} ${y0 + corner}`} />
        <path d={`M ${x0 + fw - corner} ${y0} A ${corner} ${corner} 0 0 0 ${x0 + fw} ${y0 + corner}`} />
        <path d={`M ${x0} ${y0 + fh - corner} A ${corner} ${corner} 0 0 1 ${x0 + corner} ${y0 + fh}`} />
        <path d={`M ${x0 + fw} ${y0 + fh - corner} A ${corner} ${corner} 0 0 0 ${x0 + fw - corner} ${y0 + fh}`} />
      </g>
      <g fill="rgb(255 255 255 / 85%)">
        <circle cx={cx} cy={cy} r={stroke * 1.6} />
        <circle cx={cx} cy={y0 + spot} r={stroke * 1.4} />
        <circle cx={cx} cy={y0 + fh - spot} r={stroke * 1.4} />
      </g>
    </svg>
  );
}
