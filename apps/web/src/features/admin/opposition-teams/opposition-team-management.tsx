import { Text } from '@mantine/core';
import type { OppositionTeam } from '@touchline/domain';
import { oppositionTeamBody } from '@touchline/domain';
import { oppositionTeamsApi } from '../../../api/opposition-teams';
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
  { key: 'team_name', header: 'Team Name', render: (t) => t.team_name },
  { key: 'venue_name', header: 'Home Venue', render: (t) => t.venue_name ?? '' },
  { key: 'venue_address', header: 'Address', render: (t) => t.venue_address ?? '' },
];

const texts = { ...oppositionTeamTexts, confirmDelete: () => oppositionTeamTexts.confirmDelete };
const form = {
  fields: oppositionTeamFields,
  schema: oppositionTeamBody,
  empty: emptyOppositionTeam,
  fromRecord: oppositionTeamFormValues,
  columns: 3,
};
const list = {
  columns,
  noun: 'opposition teams',
  label: 'Opposition teams',
  emptyText: { none: oppositionTeamTexts.none },
  footer: (_shown: number, total: number) => (
    <Text size="sm" c="dimmed">
      {oppositionTeamTexts.total(total)}
    </Text>
  ),
};

/** Opposition Teams panel (spec §2.9): the Add New Team toggle opens one form above the table, also used to edit. */
export function OppositionTeamManagement({ titleOrder = 1 }: AdminScreenProps) {
  return (
    <CrudPage
      title="Manage Opposition Teams"
      titleOrder={titleOrder}
      resource={oppositionTeamsApi}
      texts={texts}
      removeErrorText={oppositionDeleteError}
      getId={(t) => t.id}
      form={form}
      create={{ button: 'Add New Team', whileOpen: 'toggle', title: 'New Opposition Team', submit: 'Add Team' }}
      edit={{
        placement: 'top',
        title: 'Edit Opposition Team',
        label: (t) => `Edit opposition team ${t.team_name}`,
        submit: 'Save Team',
      }}
      list={list}
    />
  );
}
