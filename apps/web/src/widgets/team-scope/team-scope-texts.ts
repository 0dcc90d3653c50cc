import { t } from '../../i18n/i18n';

/** The words of the team scope (decision 127). */
export const teamScopeTexts = {
  get label() {
    return t('Teams shown');
  },
  get mine() {
    return t('My teams');
  },
  get all() {
    return t('All teams');
  },
  get failed() {
    return t('Failed to get your teams');
  },
  get noTeamTitle() {
    return t('You do not coach a team yet');
  },
  get noTeamBody() {
    return t(
      "Your club's admin adds you to your team in Team Management (Coaches). Your team's matches, players and " +
        'reports appear here then.',
    );
  },
  get noTeamLink() {
    return t('See the fixtures');
  },
  /** A family screen's line above the list: whose teams are shown. */
  showing: (names: readonly string[]) => t('Showing {names}', { names: names.join(` ${t('and')} `) }),
};
