import { Button, Card, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Season } from '@touchline/domain';
import { seasonBody } from '@touchline/domain';
import { seasonsApi } from '../../api/seasons';
import { t } from '../../i18n/i18n';
import { CrudPage } from '../../ui/crud/crud-page';
import type { AdminScreenProps } from '../../ui/crud/crud-screen';
import type { EntityColumn } from '../../ui/entity-list/entity-list';
import { paths } from '../../paths';
import { rolloverTexts } from './rollover/rollover-texts';
import { SeasonCard } from './seasons/season-card';
import { SeasonStatus } from './seasons/season-status';
import { emptySeason, seasonFields, seasonFormValues, seasonTexts, toSeasonBody } from './seasons/season-fields';

const columns: EntityColumn<Season>[] = [
  {
    key: 'name',
    get header() {
      return t('Season Name');
    },
    render: (s) => s.name,
  },
  {
    key: 'start_date',
    get header() {
      return t('Start Date');
    },
    render: (s) => s.start_date,
  },
  {
    key: 'end_date',
    get header() {
      return t('End Date');
    },
    render: (s) => s.end_date,
  },
  {
    key: 'status',
    get header() {
      return t('Status');
    },
    render: (s) => <SeasonStatus season={s} />,
  },
];

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
  get noun() {
    return t('seasons');
  },
  get label() {
    return t('Seasons');
  },
  emptyText: {
    get none() {
      return seasonTexts.none;
    },
  },
  footer: () => null,
  renderCard: (s: Season) => <SeasonCard season={s} />,
};

/** The way to the season's rollover (#34): every summer, the whole club moves up an age group. */
function RolloverLink() {
  return (
    <Card withBorder padding="sm">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm">{rolloverTexts.openHint}</Text>
        <Button component={Link} to={paths.adminSeasonsRollover} variant="light" mih={44}>
          {rolloverTexts.open}
        </Button>
      </Group>
    </Card>
  );
}

/**
 * Season Management (spec §2.11, /admin/seasons): one form above the table, for a new season or the one being edited.
 */
export function AdminSeasonsPage({ titleOrder = 1 }: AdminScreenProps) {
  const texts = { ...seasonTexts, confirmDelete: (s: Season) => seasonTexts.confirmDelete(s.name) };
  return (
    <CrudPage
      title={t('Season Management')}
      titleOrder={titleOrder}
      resource={seasonsApi}
      texts={texts}
      getId={(s) => s.season_id}
      form={form}
      create={{
        button: t('Add New Season'),
        whileOpen: 'hide',
        title: t('Create New Season'),
        submit: t('Create Season'),
      }}
      edit={{ placement: 'top', title: t('Edit Season'), label: () => t('Edit Season'), submit: t('Update Season') }}
      list={list}
      notice={<RolloverLink />}
      retryLoad
    />
  );
}
