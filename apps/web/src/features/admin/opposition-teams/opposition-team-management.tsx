import { Text } from '@mantine/core';
import type { OppositionTeam } from '@touchline/domain';
import { oppositionTeamBody } from '@touchline/domain';
import { oppositionTeamsApi } from '../../../api/opposition-teams';
import { t } from '../../../i18n/i18n';
import { CrudPage } from '../../../ui/crud/crud-page';
import type { AdminScreenProps } from '../../../ui/crud/crud-screen';
import type { EntityColumn } from '../../../ui/entity-list/entity-list';
import {
  emptyOppositionTeam,
  oppositionDeleteError,
  oppositionTeamFields,
  oppositionTeamFormValues,
  oppositionTeamTexts,
} from './opposition-team-fields';

const columns: EntityColumn<OppositionTeam>[] = [
  {
    key: 'team_name',
    get header() {
      return t('Team Name');
    },
    render: (team) => team.team_name,
  },
  {
    key: 'venue_name',
    get header() {
      return t('Home Venue');
    },
    render: (team) => team.venue_name ?? '',
  },
  {
    key: 'venue_address',
    get header() {
      return t('Address');
    },
    render: (team) => team.venue_address ?? '',
  },
];

const form = {
  fields: oppositionTeamFields,
  schema: oppositionTeamBody,
  empty: emptyOppositionTeam,
  fromRecord: oppositionTeamFormValues,
  columns: 3,
};
const list = {
  columns,
  get noun() {
    return t('opposition teams');
  },
  get label() {
    return t('Opposition teams');
  },
  emptyText: {
    get none() {
      return oppositionTeamTexts.none;
    },
  },
  footer: (_shown: number, total: number) => (
    <Text size="sm" c="dimmed">
      {oppositionTeamTexts.total(total)}
    </Text>
  ),
};

/** Opposition Teams panel (spec §2.9): the Add New Team toggle opens one form above the table, also used to edit. */
export function OppositionTeamManagement({ titleOrder = 1 }: AdminScreenProps) {
  const texts = { ...oppositionTeamTexts, confirmDelete: () => oppositionTeamTexts.confirmDelete };
  return (
    <CrudPage
      title={t('Manage Opposition Teams')}
      titleOrder={titleOrder}
      resource={oppositionTeamsApi}
      texts={texts}
      removeErrorText={oppositionDeleteError}
      getId={(team) => team.id}
      form={form}
      create={{
        button: t('Add New Team'),
        whileOpen: 'toggle',
        title: t('New Opposition Team'),
        submit: t('Add Team'),
      }}
      edit={{
        placement: 'top',
        title: t('Edit Opposition Team'),
        label: (team) => t('Edit opposition team {name}', { name: team.team_name }),
        submit: t('Save Team'),
      }}
      list={list}
    />
  );
}
