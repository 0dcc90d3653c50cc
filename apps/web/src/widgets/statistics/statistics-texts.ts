import type { StatType } from '@touchline/domain';

/** Texts of the statistics pieces, word for word from the spec (§8) where it gives them. */
export const statisticsTexts = {
  noPlayerStatistics: 'No player statistics found',
  noPlayerData: 'No player data available',
  nothingBehind: 'Nothing recorded for this figure this season',
} as const;

/** What a figure is called on screen; 'minutes_played' is the playing-time figure (GET /players/{id}/playing-time). */
export type StatFigure = StatType | 'minutes_played';

export const statLabels: Record<StatFigure, string> = {
  games_started: 'Games started',
  goals: 'Goals',
  sub_starts: 'Sub starts',
  yellow_cards: 'Yellow cards',
  red_cards: 'Red cards',
  matches_missed: 'Matches missed',
  training_missed: 'Training missed',
  minutes_played: 'Minutes played',
};

/** 'Failed to load goals details: Failed to fetch resource' (spec §8). */
export function statDetailsFailedText(statType: StatFigure, message: string): string {
  return `Failed to load ${statType} details: ${message}`;
}
