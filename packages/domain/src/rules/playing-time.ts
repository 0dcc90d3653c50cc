/** A player is flagged when their share of available minutes is below 75 % of their team's average share. */
export const FAIR_SHARE_RATIO = 0.75;

export function isBelowFairShare(share: number, teamAverageShare: number): boolean {
  return share < FAIR_SHARE_RATIO * teamAverageShare;
}

/** Minutes as a share of the available minutes, in percent to one decimal. */
export function minutesShare(minutes: number, available: number): number {
  return available > 0 ? Math.round((minutes / available) * 1000) / 10 : 0;
}
