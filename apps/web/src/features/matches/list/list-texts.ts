import { t } from '../../../i18n/i18n';
import { monthLabel } from '../../../widgets/match/match-dates';

/** The texts of the match lists (spec 'Match list (fixtures)' word for word where it gives them). */
export const matchListTexts = {
  get failed() {
    return t('Failed to get matches');
  },
  get none() {
    return t('No matches found');
  },
  noneInMonth: (month: string) => t('No matches found for {month}', { month: monthLabel(month) }),
  /** Fixtures & Results: what is to come, and the matches that are over (#30). */
  get views() {
    return t('Fixtures or results');
  },
  get fixtures() {
    return t('Fixtures');
  },
  get results() {
    return t('Results');
  },
  get noResults() {
    return t('No results yet');
  },
  get noResultsHint() {
    return t('A match appears here once it has been played.');
  },
  get earlier() {
    return t('Show earlier results');
  },
};
