import type { Team } from '@touchline/domain';
import { teamBody, teamMatchesSearch } from '@touchline/domain';
import { teamsApi } from '../../api/teams';
import { CrudPage } from '../../ui/crud/crud-page';
import type { AdminScreenProps } from '../../ui/crud/crud-screen';
import { TeamCard } from './teams/team-card';
import { MinutesLimitsButton } from './teams/minutes-limits-dialog';
import { coachNamesTexts, TeamCoachNames } from './teams/team-coach-names';
import { TeamCoachesButton } from './teams/team-coaches-dialog';
import { emptyTeam, teamBodyOf, teamColumns, teamFields, teamFormValues, teamTexts } from './teams/team-fields';

const texts = { ...teamTexts, confirmDelete: () => teamTexts.confirmDelete };
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
      header: coachNamesTexts.header,
      render: (team: Team) => <TeamCoachNames teamId={team.team_id} />,
    },
  ],
  noun: 'teams',
  label: 'Teams',
  search: { placeholder: 'Search teams...', matches: teamMatchesSearch },
  emptyText: { none: teamTexts.none, noMatch: teamTexts.noMatch },
  renderCard: (team: Team) => <TeamCard team={team} />,
};

/** Team Management (spec §2.4): the /admin/teams screen and the 'teams' panel; rows are edited in place. */
export function AdminTeamsPage({ titleOrder = 1 }: AdminScreenProps) {
  return (
    <CrudPage
      title="Team Management"
      titleOrder={titleOrder}
      resource={teamsApi}
      texts={texts}
      getId={(team) => team.team_id}
      form={form}
      create={{ button: 'Create Team', whileOpen: 'toggle', title: 'New Team', submit: 'Create Team' }}
      edit={{ placement: 'inline', label: (team) => `Edit team ${team.team_name}`, submit: 'Save' }}
      list={list}
      moreActions={(team) => <TeamCoachesButton team={team} />}
      notice={<MinutesLimitsButton />}
    />
  );
}
