interface IconProps {
  size?: number;
}

/** A football: marks a match day. */
export function FootballIcon({ size = 12 }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
      aria-hidden
    >
      <circle cx="12" cy="12" r="10" />
      <path d="m12 7 4.5 3.3-1.7 5.2H9.2l-1.7-5.2z" fill="currentColor" />
      <path d="M12 2v5M21.5 9.5l-5 .8M18 20l-3.2-4.5M6 20l3.2-4.5M2.5 9.5l5 .8" />
    </svg>
  );
}

/** A dumbbell: marks a training day. */
export function WeightsIcon({ size = 12 }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      aria-hidden
    >
      <path d="M7 12h10" />
      <path d="M5 7v10M8 8v8M19 7v10M16 8v8" />
      <path d="M2.5 10v4M21.5 10v4" />
    </svg>
  );
}
