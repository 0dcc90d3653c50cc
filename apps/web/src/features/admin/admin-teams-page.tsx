import type { Team } from '@touchline/domain';
import { teamBody, teamMatchesSearch } from '@touchline/domain';
import { teamsApi } from '../../api/teams';
import { t } from '../../i18n/i18n';
import { CrudPage } from '../../ui/crud/crud-page';
import type { AdminScreenProps } from '../../ui/crud/crud-screen';
import { TeamCard } from './teams/team-card';
import { MinutesLimitsButton } from './teams/minutes-limits-dialog';
import { coachNamesTexts, TeamCoachNames } from './teams/team-coach-names';
import { TeamCoachesButton } from './teams/team-coaches-dialog';
import { emptyTeam, teamBodyOf, teamColumns, teamFields, teamFormValues, teamTexts } from './teams/team-fields';

const form = {
  fields: teamFields,
  schema: teamBody,
  empty: emptyTeam,
  fromRecord: teamFormValues,
  toBody: teamBodyOf,
  columns: 3,
};
const list = {
  columns: [
    ...teamColumns,
    {
      key: 'coaches',
      get header() {
        return coachNamesTexts.header;
      },
      render: (team: Team) => <TeamCoachNames teamId={team.team_id} />,
    },
  ],
  get noun() {
    return t('teams');
  },
  get label() {
    return t('Teams');
  },
  search: {
    get placeholder() {
      return t('Search teams...');
    },
    matches: teamMatchesSearch,
  },
  emptyText: {
    get none() {
      return teamTexts.none;
    },
    get noMatch() {
      return teamTexts.noMatch;
    },
  },
  renderCard: (team: Team) => <TeamCard team={team} />,
};

/** Team Management (spec §2.4): the /admin/teams screen and the 'teams' panel; rows are edited in place. */
export function AdminTeamsPage({ titleOrder = 1 }: AdminScreenProps) {
  const texts = { ...teamTexts, confirmDelete: () => teamTexts.confirmDelete };
  return (
    <CrudPage
      title={t('Team Management')}
      titleOrder={titleOrder}
      resource={teamsApi}
      texts={texts}
      getId={(team) => team.team_id}
      form={form}
      create={{ button: t('Create Team'), whileOpen: 'toggle', title: t('New Team'), submit: t('Create Team') }}
      edit={{
        placement: 'inline',
        label: (team) => t('Edit team {name}', { name: team.team_name }),
        submit: t('Save'),
      }}
      list={list}
      moreActions={(team) => <TeamCoachesButton team={team} />}
      notice={<MinutesLimitsButton />}
    />
  );
}
