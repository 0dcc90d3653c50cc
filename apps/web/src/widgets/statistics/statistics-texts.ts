import type { StatType } from '@touchline/domain';
import { known, t } from '../../i18n/i18n';

/** Texts of the statistics pieces, word for word from the spec (§8) where it gives them. */
export const statisticsTexts = {
  get noPlayerStatistics() {
    return t('No player statistics found');
  },
  get noPlayerData() {
    return t('No player data available');
  },
  get nothingBehind() {
    return t('Nothing recorded for this figure this season');
  },
};

/** What a figure is called on screen; 'minutes_played' is the playing-time figure (GET /players/{id}/playing-time). */
export type StatFigure = StatType | 'minutes_played';

export const statLabels: Record<StatFigure, string> = {
  get games_started() {
    return t('Games started');
  },
  get goals() {
    return t('Goals');
  },
  get sub_starts() {
    return t('Sub starts');
  },
  get yellow_cards() {
    return t('Yellow cards');
  },
  get red_cards() {
    return t('Red cards');
  },
  get matches_missed() {
    return t('Matches missed');
  },
  get training_missed() {
    return t('Training missed');
  },
  get minutes_played() {
    return t('Minutes played');
  },
};

/** 'Failed to load goals details: Failed to fetch resource' (spec §8). */
export function statDetailsFailedText(statType: StatFigure, message: string): string {
  return t('Failed to load {statType} details: {message}', { statType, message: known(message) });
}
