import type { Team } from '@touchline/domain';
import { youthModeDefault, youthModeTexts } from '@touchline/domain';
import { known, t, tc } from '../../../i18n/i18n';
import type { EntityColumn } from '../../../ui/entity-list/entity-list';
import type { FieldSpec } from '../../../ui/crud/record-form';

/** The team's match length (decision 124): the clock, the quick actions and the minutes of its matches follow it. */
export const teamLengthTexts = {
  get label() {
    return t('Match length (minutes)');
  },
  get description() {
    return t(
      'Empty follows the age group (the FA: U7–U8 40, U9–U10 50, U11–U12 60, U13–U14 70, U15–U16 80, older 90).',
    );
  },
};

/** Spec §8 (Teams) and §5. */
export const teamTexts = {
  get fetch() {
    return t('Failed to fetch teams');
  },
  get create() {
    return t('Failed to create team');
  },
  get update() {
    return t('Failed to update team');
  },
  get remove() {
    return t('Failed to delete team');
  },
  get confirmDelete() {
    return t('Are you sure you want to delete this team?');
  },
  get noMatch() {
    return t('No teams found matching your search.');
  },
  get none() {
    return t('No teams available.');
  },
};

/**
 * The six texts; youth mode: '' while it follows the age group, else the admin's choice (decision 110); the match
 * length: '' while it follows the age group, else the minutes typed (decision 124).
 */
export type TeamFormValues = Record<
  'team_name' | 'home_colours' | 'away_colours' | 'age_group' | 'club_name' | 'contact_number' | 'match_minutes',
  string
> & { youth_mode: '' | boolean };

export const emptyTeam: TeamFormValues = {
  team_name: '',
  home_colours: '',
  away_colours: '',
  age_group: '',
  club_name: '',
  contact_number: '',
  youth_mode: '',
  match_minutes: '',
};

/** Editing copies the record into the form. */
export function teamFormValues(team: Team): TeamFormValues {
  const { team_name, home_colours, away_colours, age_group, club_name, contact_number } = team;
  return {
    team_name,
    home_colours,
    away_colours,
    age_group,
    club_name,
    contact_number,
    youth_mode: team.youth_mode_choice ?? '',
    match_minutes: team.match_minutes_choice === null ? '' : String(team.match_minutes_choice),
  };
}

/**
 * The body: youth mode only once the admin has chosen (else it follows the age group, or stays as it was); the match
 * length as typed, or null to follow the age group (an emptied field goes back to it).
 */
export function teamBodyOf({ youth_mode, match_minutes, ...texts }: TeamFormValues) {
  const minutes = match_minutes.trim() === '' ? null : Number(match_minutes);
  return youth_mode === '' ? { ...texts, match_minutes: minutes } : { ...texts, youth_mode, match_minutes: minutes };
}

/** The six texts are required (spec §5); youth mode shows on by default for U7 to U11 (decision 110). */
export const teamFields: FieldSpec<TeamFormValues>[] = [
  {
    name: 'team_name',
    get label() {
      return t('Team Name');
    },
    required: true,
  },
  {
    name: 'home_colours',
    get label() {
      return t('Home Colours');
    },
    required: true,
  },
  {
    name: 'away_colours',
    get label() {
      return t('Away Colours');
    },
    required: true,
  },
  {
    name: 'age_group',
    get label() {
      return t('Age Group');
    },
    required: true,
  },
  {
    name: 'club_name',
    get label() {
      return t('Club Name');
    },
    required: true,
  },
  {
    name: 'contact_number',
    get label() {
      return t('Contact Number');
    },
    kind: 'tel',
    required: true,
  },
  {
    name: 'youth_mode',
    get label() {
      return known(youthModeTexts.label);
    },
    kind: 'switch',
    get description() {
      return known(youthModeTexts.description);
    },
    whenUnset: (values) => youthModeDefault(values.age_group),
  },
  {
    name: 'match_minutes',
    get label() {
      return teamLengthTexts.label;
    },
    kind: 'number',
    get description() {
      return teamLengthTexts.description;
    },
  },
];

/** 'On' or 'Off'. */
export const youthModeText = (team: Team) => (team.youth_mode ? tc('switch', 'On') : tc('switch', 'Off'));

/** The list's columns: the six texts, and youth mode as 'On' or 'Off'. */
export const teamColumns: EntityColumn<Team>[] = teamFields.map((f) => ({
  key: f.name,
  get header() {
    return f.label;
  },
  render: (team: Team) => (f.name === 'youth_mode' ? youthModeText(team) : team[f.name]),
}));
