import type { MatchType } from '@touchline/domain';
import { matchTypeBody } from '@touchline/domain';
import { matchTypesApi } from '../../../api/match-types';
import { CrudPage } from '../../../ui/crud/crud-page';
import type { AdminScreenProps } from '../../../ui/crud/crud-screen';
import type { EntityColumn } from '../../../ui/entity-list/entity-list';
import { emptyMatchType, matchTypeFields, matchTypeFormValues, matchTypeTexts } from './match-type-fields';

const columns: EntityColumn<MatchType>[] = [
  { key: 'name', header: 'Name', render: (t) => t.name },
  { key: 'description', header: 'Description', render: (t) => t.description ?? '' },
];

const texts = { ...matchTypeTexts, confirmDelete: (t: MatchType) => matchTypeTexts.confirmDelete(t.name) };
const form = {
  fields: matchTypeFields,
  schema: matchTypeBody,
  empty: emptyMatchType,
  fromRecord: matchTypeFormValues,
  columns: 2,
};
const list = {
  columns,
  noun: 'match types',
  label: 'Match types',
  emptyText: { none: matchTypeTexts.none },
  footer: () => null,
};

/** Match Types panel (spec §2.10): one form above the table, for a new type or the one being edited. */
export function MatchTypeManagement({ titleOrder = 1 }: AdminScreenProps) {
  return (
    <CrudPage
      title="Match Type Management"
      titleOrder={titleOrder}
      resource={matchTypesApi}
      texts={texts}
      getId={(t) => t.match_type_id}
      form={form}
      create={{
        button: 'Add New Match Type',
        whileOpen: 'hide',
        title: 'Create New Match Type',
        submit: 'Create Match Type',
      }}
      edit={{ placement: 'top', title: 'Edit Match Type', label: () => 'Edit Match Type', submit: 'Update Match Type' }}
      list={list}
    />
  );
}
