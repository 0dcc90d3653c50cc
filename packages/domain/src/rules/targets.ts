import type { Progress, ProgressItem, Targets } from '../schemas/targets';

const round1 = (v: number) => Math.round(v * 10) / 10;

/**
 * current / target as a percentage to one decimal; null without a target; a target of 0 is met at once. `current`
 * may be an exact rate (such as a starting % of 66.666…): it is rounded once, for display, and the percentage is
 * taken from the exact value, so nothing is rounded twice.
 */
export function progressItemOf(current: number, target: number | null): ProgressItem {
  const shown = round1(current);
  if (target === null) return { current: shown, target, percentage: null };
  return { current: shown, target, percentage: target === 0 ? 100 : round1((current / target) * 100) };
}

export interface SeasonFigures {
  goals: number;
  assists: number;
  clean_sheets: number;
  games_started: number;
  appearances: number;
  team_matches_played: number;
}

/**
 * Progress from the season's figures: goal involvements = goals + assists; percentages of the team's played matches.
 */
export function targetProgress(figures: SeasonFigures, t: Targets): Progress {
  const pct = (n: number) => (figures.team_matches_played === 0 ? 0 : (n / figures.team_matches_played) * 100);
  return {
    goals: progressItemOf(figures.goals, t.goals_target),
    cleanSheets: progressItemOf(figures.clean_sheets, t.clean_sheets_target),
    goalInvolvements: progressItemOf(figures.goals + figures.assists, t.goal_involvements_target),
    startingPercentage: progressItemOf(pct(figures.games_started), t.starting_percentage_target),
    gamesPlayedPercentage: progressItemOf(pct(figures.appearances), t.games_played_percentage_target),
  };
}

export type ProgressColour = 'green' | 'blue' | 'amber' | 'red';

/** 100 or more green, 75 or more blue, 50 or more amber, below 50 red. */
export function progressColour(percentage: number): ProgressColour {
  if (percentage >= 100) return 'green';
  if (percentage >= 75) return 'blue';
  if (percentage >= 50) return 'amber';
  return 'red';
}

/** The ring never draws past full. */
export function ringValue(percentage: number | null): number {
  return Math.max(0, Math.min(100, percentage ?? 0));
}
