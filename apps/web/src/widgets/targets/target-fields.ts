import type { Progress, ProgressColour, ProgressItem, Targets } from '@touchline/domain';

/** One of the five season targets, as the body and the `targets` answer name it. */
export type TargetKey = keyof Targets;

export interface TargetDefinition {
  key: TargetKey;
  /** Where its progress is in the `progress` answer. */
  progressKey: keyof Progress;
  /** Column heading and the name in 'Set {target} target for {player}'. */
  label: string;
  /** The dialog's field label. */
  fieldLabel: string;
  /** Starting % and games played %: 0–100 with two decimals, set by coaches and admins only. */
  percent: boolean;
}

/** The five targets in the report's column order. */
export const targetDefinitions: readonly TargetDefinition[] = [
  { key: 'goals_target', progressKey: 'goals', label: 'Goals', fieldLabel: 'Goals target', percent: false },
  {
    key: 'goal_involvements_target',
    progressKey: 'goalInvolvements',
    label: 'Goal Involvements',
    fieldLabel: 'Goal involvements target',
    percent: false,
  },
  {
    key: 'clean_sheets_target',
    progressKey: 'cleanSheets',
    label: 'Clean Sheets',
    fieldLabel: 'Clean sheets target',
    percent: false,
  },
  {
    key: 'starting_percentage_target',
    progressKey: 'startingPercentage',
    label: 'Starting %',
    fieldLabel: 'Starting percentage target',
    percent: true,
  },
  {
    key: 'games_played_percentage_target',
    progressKey: 'gamesPlayedPercentage',
    label: 'Games Played %',
    fieldLabel: 'Games played percentage target',
    percent: true,
  },
];

/** Every target (coach and admin views). */
export const allTargetKeys: readonly TargetKey[] = targetDefinitions.map((d) => d.key);
/** The three counts that players and parents set (spec §6: the percentages are hidden in the parent view). */
export const countTargetKeys: readonly TargetKey[] = targetDefinitions.filter((d) => !d.percent).map((d) => d.key);

export function targetDefinition(key: TargetKey): TargetDefinition {
  const found = targetDefinitions.find((d) => d.key === key);
  if (!found) throw new Error(`Unknown target ${key}`);
  return found;
}

/** Mantine colours of the domain's progress colours (amber is Mantine's yellow). */
export const ringColours: Record<ProgressColour, string> = {
  green: 'green.7',
  blue: 'blue.6',
  amber: 'yellow.6',
  red: 'red.7',
};

/** '3' or '45.5%': a current value or a target as shown. */
export function formatTargetValue(value: number, percent: boolean): string {
  const text = Number.isInteger(value) ? String(value) : String(Math.round(value * 100) / 100);
  return percent ? `${text}%` : text;
}

/** '3/5' or '45.5%/60%'; '–/5' where youth mode hides the current figure. */
export function currentOverTarget(item: ProgressItem, percent: boolean): string {
  const target = item.target === null ? '–' : formatTargetValue(item.target, percent);
  return `${item.current === null ? '–' : formatTargetValue(item.current, percent)}/${target}`;
}
