import { t } from '../../../i18n/i18n';

/** The words the Fixtures and Training screens add for a team's coaches (#30). */
export const scheduleTexts = {
  /** In place of a row's actions when it is another team's. */
  get viewOnly() {
    return t('View only');
  },
  /** Above the list when a coach shows every team. */
  get otherTeamsFixtures() {
    return t("Other teams' fixtures are shown to read: only their coaches and an admin change them.");
  },
  get otherTeamsSessions() {
    return t("Other teams' sessions are shown to read: only their coaches and an admin change them.");
  },
};
