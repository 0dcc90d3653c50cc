import type { Player } from '@touchline/domain';
import { t } from '../../../i18n/i18n';

/** The data-rights texts of Player Management (issue 7); the spec gives none of them. */
export const dataRightsTexts = {
  exportLabel: (p: Player) => t('Export data for {name}', { name: p.player_name }),
  eraseLabel: (p: Player) => t('Erase personal data of {name}', { name: p.player_name }),
  eraseQuestion: (p: Player) =>
    t(
      "Erase {name}'s personal data? Their name, date of birth, availability, parent links and targets are " +
        'removed; match history is kept anonymously. This cannot be undone.',
      { name: p.player_name },
    ),
  get eraseTitle() {
    return t('Erase personal data');
  },
  get eraseConfirm() {
    return t('Erase');
  },
  get erased() {
    return t('Personal data erased');
  },
  get eraseFailed() {
    return t('Failed to erase personal data');
  },
  get exportFailed() {
    return t('Failed to export data');
  },
};
