import type { Team } from '@touchline/domain';
import type { EntityColumn } from '../../../ui/entity-list/entity-list';
import type { FieldSpec } from '../../../ui/crud/record-form';

/** Spec §8 (Teams) and §5. */
export const teamTexts = {
  fetch: 'Failed to fetch teams',
  create: 'Failed to create team',
  update: 'Failed to update team',
  remove: 'Failed to delete team',
  confirmDelete: 'Are you sure you want to delete this team?',
  noMatch: 'No teams found matching your search.',
  none: 'No teams available.',
} as const;

export type TeamFormValues = Record<
  'team_name' | 'home_colours' | 'away_colours' | 'age_group' | 'club_name' | 'contact_number',
  string
>;

export const emptyTeam: TeamFormValues = {
  team_name: '',
  home_colours: '',
  away_colours: '',
  age_group: '',
  club_name: '',
  contact_number: '',
};

/** Editing copies the record into the form. */
export function teamFormValues(team: Team): TeamFormValues {
  const { team_name, home_colours, away_colours, age_group, club_name, contact_number } = team;
  return { team_name, home_colours, away_colours, age_group, club_name, contact_number };
}

/** All six are required (spec §5). */
export const teamFields: FieldSpec<TeamFormValues>[] = [
  { name: 'team_name', label: 'Team Name', required: true },
  { name: 'home_colours', label: 'Home Colours', required: true },
  { name: 'away_colours', label: 'Away Colours', required: true },
  { name: 'age_group', label: 'Age Group', required: true },
  { name: 'club_name', label: 'Club Name', required: true },
  { name: 'contact_number', label: 'Contact Number', kind: 'tel', required: true },
];

export const teamColumns: EntityColumn<Team>[] = teamFields.map((f) => ({
  key: f.name,
  header: f.label,
  render: (team: Team) => team[f.name],
}));
