import { monthLabel } from '../../../widgets/match/match-dates';

/** The texts of the match lists (spec 'Match list (fixtures)' word for word where it gives them). */
export const matchListTexts = {
  failed: 'Failed to get matches',
  none: 'No matches found',
  noneInMonth: (month: string) => `No matches found for ${monthLabel(month)}`,
  /** Fixtures & Results: what is to come, and the matches that are over (#30). */
  views: 'Fixtures or results',
  fixtures: 'Fixtures',
  results: 'Results',
  noResults: 'No results yet',
  noResultsHint: 'A match appears here once it has been played.',
  earlier: 'Show earlier results',
} as const;
