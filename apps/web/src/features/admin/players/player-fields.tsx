import type { ListedPlayer, Player, Team } from '@touchline/domain';
import { t } from '../../../i18n/i18n';
import type { FieldSpec } from '../../../ui/crud/record-form';
import type { EntityColumn } from '../../../ui/entity-list/entity-list';
import { NameWithFamily, parentNames } from '../family/family-names';

/** Spec §2.5, §5 and §8 (Players). */
export const playerTexts = {
  get fetch() {
    return t('Failed to fetch players');
  },
  get create() {
    return t('Failed to create player');
  },
  get update() {
    return t('Failed to update player');
  },
  get remove() {
    return t('Failed to delete player');
  },
  get confirmDelete() {
    return t('Are you sure you want to delete this player?');
  },
  get noMatch() {
    return t('No players found matching your search.');
  },
  get none() {
    return t('No players found.');
  },
};

/** Text inputs hold strings; `toPlayerBody` turns shirt number and team into numbers. */
export type PlayerFormValues = Record<
  'player_name' | 'player_short_name' | 'preferred_position' | 'date_of_birth' | 'shirt_number' | 'team_id',
  string
>;

export const emptyPlayer: PlayerFormValues = {
  player_name: '',
  player_short_name: '',
  preferred_position: '',
  date_of_birth: '',
  shirt_number: '',
  team_id: '',
};

/** Editing copies the record into the form. */
export function playerFormValues(p: Player): PlayerFormValues {
  return {
    player_name: p.player_name,
    player_short_name: p.player_short_name ?? '',
    preferred_position: p.preferred_position,
    date_of_birth: p.date_of_birth ?? '',
    shirt_number: String(p.shirt_number),
    team_id: String(p.team_id),
  };
}

/** The request body: empty fields are left out so the schema says they are required; team_id is sent as a number. */
export function toPlayerBody(v: PlayerFormValues) {
  const orUndefined = (text: string) => (text.trim() === '' ? undefined : text.trim());
  const number = (text: string) => (text.trim() === '' ? undefined : Number(text));
  return {
    player_name: v.player_name,
    player_short_name: v.player_short_name,
    preferred_position: v.preferred_position,
    date_of_birth: orUndefined(v.date_of_birth),
    shirt_number: number(v.shirt_number),
    team_id: number(v.team_id),
  };
}

export function playerFields(teams: readonly Team[]): FieldSpec<PlayerFormValues>[] {
  return [
    { name: 'player_name', label: t('Player Name'), required: true },
    { name: 'player_short_name', label: t('Short Name (optional)') },
    {
      name: 'preferred_position',
      label: t('Preferred Position'),
      required: true,
      placeholder: t('e.g. Midfielder'),
    },
    { name: 'date_of_birth', label: t('Date of Birth'), kind: 'date', required: true },
    { name: 'shirt_number', label: t('Shirt Number'), kind: 'number', required: true },
    {
      name: 'team_id',
      label: t('Team'),
      kind: 'select',
      required: true,
      placeholder: t('Select a team'),
      options: teams.map((t) => ({ value: String(t.team_id), label: t.team_name })),
    },
  ];
}

/** Search: case-insensitive substring of name, short name, position, team, shirt number or a parent's name. */
export function playerMatchesSearch(p: ListedPlayer, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [
    p.player_name,
    p.player_short_name ?? '',
    p.preferred_position,
    p.team_name,
    String(p.shirt_number),
    ...parentNames(p),
  ].some((v) => v.toLowerCase().includes(q));
}

export const playerColumns: EntityColumn<ListedPlayer>[] = [
  {
    key: 'shirt_number',
    get header() {
      return t('Shirt Number');
    },
    render: (p) => p.shirt_number,
  },
  {
    key: 'player_name',
    get header() {
      return t('Player Name');
    },
    render: (p) => <NameWithFamily name={p.player_name} label="Parents" names={parentNames(p)} />,
  },
  {
    key: 'player_short_name',
    get header() {
      return t('Short Name');
    },
    render: (p) => p.player_short_name ?? '',
  },
  {
    key: 'preferred_position',
    get header() {
      return t('Position');
    },
    render: (p) => p.preferred_position,
  },
  {
    key: 'date_of_birth',
    get header() {
      return t('Date of Birth');
    },
    render: (p) => p.date_of_birth ?? '',
  },
  {
    key: 'team_name',
    get header() {
      return t('Team');
    },
    render: (p) => p.team_name,
  },
];
