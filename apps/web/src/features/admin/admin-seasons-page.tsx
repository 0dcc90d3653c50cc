import type { Season } from '@touchline/domain';
import { seasonBody } from '@touchline/domain';
import { seasonsApi } from '../../api/seasons';
import { CrudPage } from '../../ui/crud/crud-page';
import type { AdminScreenProps } from '../../ui/crud/crud-screen';
import type { EntityColumn } from '../../ui/entity-list/entity-list';
import { SeasonCard } from './seasons/season-card';
import { SeasonStatus } from './seasons/season-status';
import { emptySeason, seasonFields, seasonFormValues, seasonTexts, toSeasonBody } from './seasons/season-fields';

const columns: EntityColumn<Season>[] = [
  { key: 'name', header: 'Season Name', render: (s) => s.name },
  { key: 'start_date', header: 'Start Date', render: (s) => s.start_date },
  { key: 'end_date', header: 'End Date', render: (s) => s.end_date },
  { key: 'status', header: 'Status', render: (s) => <SeasonStatus season={s} /> },
];

const texts = { ...seasonTexts, confirmDelete: (s: Season) => seasonTexts.confirmDelete(s.name) };
const form = {
  fields: seasonFields,
  schema: seasonBody,
  toBody: toSeasonBody,
  empty: emptySeason,
  fromRecord: seasonFormValues,
  columns: 2,
};
const list = {
  columns,
  noun: 'seasons',
  label: 'Seasons',
  emptyText: { none: seasonTexts.none },
  footer: () => null,
  renderCard: (s: Season) => <SeasonCard season={s} />,
};

/**
 * Season Management (spec §2.11, /admin/seasons): one form above the table, for a new season or the one being edited.
 */
export function AdminSeasonsPage({ titleOrder = 1 }: AdminScreenProps) {
  return (
    <CrudPage
      title="Season Management"
      titleOrder={titleOrder}
      resource={seasonsApi}
      texts={texts}
      getId={(s) => s.season_id}
      form={form}
      create={{ button: 'Add New Season', whileOpen: 'hide', title: 'Create New Season', submit: 'Create Season' }}
      edit={{ placement: 'top', title: 'Edit Season', label: () => 'Edit Season', submit: 'Update Season' }}
      list={list}
      retryLoad
    />
  );
}
