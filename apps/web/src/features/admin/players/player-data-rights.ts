import type { Player } from '@touchline/domain';

/** The data-rights texts of Player Management (issue 7); the spec gives none of them. */
export const dataRightsTexts = {
  exportLabel: (p: Player) => `Export data for ${p.player_name}`,
  eraseLabel: (p: Player) => `Erase personal data of ${p.player_name}`,
  eraseQuestion: (p: Player) =>
    `Erase ${p.player_name}'s personal data? Their name, date of birth, availability, parent links and targets are ` +
    `removed; match history is kept anonymously. This cannot be undone.`,
  eraseTitle: 'Erase personal data',
  eraseConfirm: 'Erase',
  erased: 'Personal data erased',
  eraseFailed: 'Failed to erase personal data',
  exportFailed: 'Failed to export data',
} as const;
