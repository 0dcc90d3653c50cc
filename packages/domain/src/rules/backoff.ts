import type { BackoffSchedule } from '../constants';

/**
 * Delay to wait after failed attempt `attempt` (1-based) before the next one:
 * initial × factor^(attempt-1), capped at the maximum, then ± jitter.
 * `random` returns a number in [0, 1); 0.5 means no jitter.
 */
export function backoffDelay(schedule: BackoffSchedule, attempt: number, random: () => number = Math.random): number {
  const base = Math.min(schedule.initialDelayMs * schedule.factor ** (attempt - 1), schedule.maxDelayMs);
  const spread = base * schedule.jitter * (random() * 2 - 1);
  return Math.round(base + spread);
}
