import { t } from '../../../i18n/i18n';

/** The live screens' texts, word for word from the spec. */
export const liveTexts = {
  get loadingUpcoming() {
    return t('Loading upcoming matches...');
  },
  get errorLoading() {
    return t('Error Loading Matches');
  },
  get tryAgain() {
    return t('Try Again');
  },
  get noUpcoming() {
    return t('No Upcoming Matches');
  },
  get checkBack() {
    return t('Check back later for live match updates');
  },
  get selectToView() {
    return t('Please select a match to view live updates');
  },
  get selectToBegin() {
    return t('Please select a match to begin');
  },
  get liveUpdates() {
    return t('Live Updates');
  },
  get matchEvents() {
    return t('Match Events');
  },
  get quickActions() {
    return t('Quick Actions');
  },
  get addEvent() {
    return t('Add Event');
  },
  get forfeitMatch() {
    return t('Forfeit Match');
  },
  error: (message: string) => t('Error: {message}', { message }),
};
