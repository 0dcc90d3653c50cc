import { t, tc } from '../../i18n/i18n';

/** The live link page's texts (decision 111). */
export const watchTexts = {
  get title() {
    return t('Live match');
  },
  get loading() {
    return t('Loading match…');
  },
  kickOff: (day: string, time: string, side: 'Home' | 'Away') =>
    t('{day}, kick-off {time} ({side})', {
      day,
      time,
      side: side === 'Home' ? tc('venue', 'Home') : tc('venue', 'Away'),
    }),
  get youthMode() {
    return t('Youth mode: no score is shown for this team.');
  },
  get matchEvents() {
    return t('Match events');
  },
  refreshes: (until: string) => t('Updates every 10 seconds. This link works until {until}.', { until }),
  get offline() {
    return t(
      'Offline: the club’s server cannot be reached. Showing what was last loaded; trying again every 10 seconds.',
    );
  },
  get offlineNothing() {
    return t('Offline: the club’s server cannot be reached. Trying again every 10 seconds.');
  },
  get goneTitle() {
    return t('Link no longer works');
  },
  get firstNames() {
    return t("Players are shown by first name only, or as 'Player' where their family has not agreed to it.");
  },
};
