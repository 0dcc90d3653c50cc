import type { PlayerTargetsRow } from '@touchline/domain';
import type { CsvColumn } from '../../ui/csv/csv';
import { targetDefinitions } from '../../widgets/targets/target-fields';

/** The report as a sheet: ids first, then per target its current value, target and progress %. */
export const targetsCsvColumns: readonly CsvColumn<PlayerTargetsRow>[] = [
  { header: 'player_id', value: (r) => r.player_id },
  { header: 'player_name', value: (r) => r.player_name },
  { header: 'player_short_name', value: (r) => r.player_short_name },
  { header: 'season', value: (r) => r.season },
  ...targetDefinitions.flatMap((d): CsvColumn<PlayerTargetsRow>[] => [
    { header: `${d.label} current`, value: (r) => r.progress[d.progressKey].current },
    { header: `${d.label} target`, value: (r) => r.progress[d.progressKey].target },
    { header: `${d.label} progress %`, value: (r) => r.progress[d.progressKey].percentage },
  ]),
];
