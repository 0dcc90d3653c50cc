import type { Progress, ProgressColour, ProgressItem, Targets } from '@touchline/domain';
import { msg } from '@touchline/domain';
import { t } from '../../i18n/i18n';

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

/** A definition whose label and field label are messages, read in the language in use. */
function definition(
  key: TargetKey,
  progressKey: keyof Progress,
  label: string,
  fieldLabel: string,
  percent: boolean,
): TargetDefinition {
  return {
    key,
    progressKey,
    get label() {
      return t(label);
    },
    get fieldLabel() {
      return t(fieldLabel);
    },
    percent,
  };
}

/** The five targets in the report's column order. */
export const targetDefinitions: readonly TargetDefinition[] = [
  definition('goals_target', 'goals', msg('Goals'), msg('Goals target'), false),
  definition(
    'goal_involvements_target',
    'goalInvolvements',
    msg('Goal Involvements'),
    msg('Goal involvements target'),
    false,
  ),
  definition('clean_sheets_target', 'cleanSheets', msg('Clean Sheets'), msg('Clean sheets target'), false),
  definition(
    'starting_percentage_target',
    'startingPercentage',
    msg('Starting %'),
    msg('Starting percentage target'),
    true,
  ),
  definition(
    'games_played_percentage_target',
    'gamesPlayedPercentage',
    msg('Games Played %'),
    msg('Games played percentage target'),
    true,
  ),
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
