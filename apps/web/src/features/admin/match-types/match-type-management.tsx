import type { MatchType } from '@touchline/domain';
import { matchTypeBody } from '@touchline/domain';
import { matchTypesApi } from '../../../api/match-types';
import { t } from '../../../i18n/i18n';
import { CrudPage } from '../../../ui/crud/crud-page';
import type { AdminScreenProps } from '../../../ui/crud/crud-screen';
import type { EntityColumn } from '../../../ui/entity-list/entity-list';
import { emptyMatchType, matchTypeFields, matchTypeFormValues, matchTypeTexts } from './match-type-fields';

const columns: EntityColumn<MatchType>[] = [
  {
    key: 'name',
    get header() {
      return t('Name');
    },
    render: (type) => type.name,
  },
  {
    key: 'description',
    get header() {
      return t('Description');
    },
    render: (type) => type.description ?? '',
  },
];

const form = {
  fields: matchTypeFields,
  schema: matchTypeBody,
  empty: emptyMatchType,
  fromRecord: matchTypeFormValues,
  columns: 2,
};
const list = {
  columns,
  get noun() {
    return t('match types');
  },
  get label() {
    return t('Match types');
  },
  emptyText: {
    get none() {
      return matchTypeTexts.none;
    },
  },
  footer: () => null,
};

/** Match Types panel (spec §2.10): one form above the table, for a new type or the one being edited. */
export function MatchTypeManagement({ titleOrder = 1 }: AdminScreenProps) {
  const texts = { ...matchTypeTexts, confirmDelete: (type: MatchType) => matchTypeTexts.confirmDelete(type.name) };
  return (
    <CrudPage
      title={t('Match Type Management')}
      titleOrder={titleOrder}
      resource={matchTypesApi}
      texts={texts}
      getId={(type) => type.match_type_id}
      form={form}
      create={{
        button: t('Add New Match Type'),
        whileOpen: 'hide',
        title: t('Create New Match Type'),
        submit: t('Create Match Type'),
      }}
      edit={{
        placement: 'top',
        title: t('Edit Match Type'),
        label: () => t('Edit Match Type'),
        submit: t('Update Match Type'),
      }}
      list={list}
    />
  );
}
