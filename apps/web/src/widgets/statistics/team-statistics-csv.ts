import type { PlayerStatistics } from '@touchline/domain';
import type { CsvColumn } from '../../ui/csv/csv';
import { shareOf } from './team-statistics-sort';

/** The 'Download CSV' file of the coach's table: stable ids first, then every figure the server gives. */
export const teamStatsCsvColumns: CsvColumn<PlayerStatistics>[] = [
  { header: 'player_id', value: (s) => s.player_id },
  { header: 'team_id', value: (s) => s.team_id },
  { header: 'player_name', value: (s) => s.player_name },
  { header: 'player_short_name', value: (s) => s.player_short_name },
  { header: 'shirt_number', value: (s) => s.shirt_number },
  { header: 'season', value: (s) => s.season },
  { header: 'games_started', value: (s) => s.games_started },
  { header: 'substitution_starts', value: (s) => s.substitution_starts },
  { header: 'goals', value: (s) => s.goals },
  { header: 'assists', value: (s) => s.assists },
  { header: 'yellow_cards', value: (s) => s.yellow_cards },
  { header: 'red_cards', value: (s) => s.red_cards },
  { header: 'matches_missed', value: (s) => s.matches_missed },
  { header: 'training_missed', value: (s) => s.training_missed },
  { header: 'minutes_played', value: (s) => s.minutes_played },
  { header: 'available_minutes', value: (s) => s.available_minutes },
  { header: 'minutes_share_percent', value: shareOf },
];
