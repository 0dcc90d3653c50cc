import type { PlayerTargetsRow } from '@touchline/domain';
import type { CsvColumn } from '../../ui/csv/csv';
import { targetDefinitions } from '../../widgets/targets/target-fields';
import { t } from '../../i18n/i18n';

/**
 * The report as a sheet: ids first, then per target its current value, target and progress %, headed in the language
 * in use (read when the sheet is made).
 */
export const targetsCsvColumns = (): readonly CsvColumn<PlayerTargetsRow>[] => [
  { header: 'player_id', value: (r) => r.player_id },
  { header: 'player_name', value: (r) => r.player_name },
  { header: 'player_short_name', value: (r) => r.player_short_name },
  { header: 'season', value: (r) => r.season },
  ...targetDefinitions.flatMap((d): CsvColumn<PlayerTargetsRow>[] => [
    { header: t('{label} current', { label: d.label }), value: (r) => r.progress[d.progressKey].current },
    { header: t('{label} target', { label: d.label }), value: (r) => r.progress[d.progressKey].target },
    { header: t('{label} progress %', { label: d.label }), value: (r) => r.progress[d.progressKey].percentage },
  ]),
];
