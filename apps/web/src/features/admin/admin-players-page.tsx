import { useMemo } from 'react';
import type { ListedPlayer } from '@touchline/domain';
import { playerBody } from '@touchline/domain';
import { playersApi } from '../../api/players';
import { teamsApi } from '../../api/teams';
import { CrudPage } from '../../ui/crud/crud-page';
import type { AdminScreenProps } from '../../ui/crud/crud-screen';
import { PlayerCard } from './players/player-card';
import { usePlayerDataRights } from './players/use-player-data-rights';
import { usePlayerInvite } from './players/use-player-invite';
import {
  emptyPlayer,
  playerColumns,
  playerFields,
  playerFormValues,
  playerMatchesSearch,
  playerTexts,
  toPlayerBody,
} from './players/player-fields';

const texts = { ...playerTexts, confirmDelete: () => playerTexts.confirmDelete };
const list = {
  columns: playerColumns,
  noun: 'players',
  label: 'Players',
  search: { placeholder: 'Search players...', matches: playerMatchesSearch },
  emptyText: { none: playerTexts.none, noMatch: playerTexts.noMatch },
  renderCard: (player: ListedPlayer) => <PlayerCard player={player} />,
};
const iconActions = {
  edit: (p: ListedPlayer) => `Edit player ${p.player_name}`,
  remove: (p: ListedPlayer) => `Delete player ${p.player_name}`,
};

/**
 * Player Management (spec §2.5): the /admin/players screen and the 'players' panel; rows are edited in place. Each row
 * also offers 'Export data' and 'Erase personal data' (issue 7, data rights for children's data).
 */
export function AdminPlayersPage({ titleOrder = 1 }: AdminScreenProps) {
  const teams = teamsApi.useList();
  const dataRights = usePlayerDataRights();
  const invite = usePlayerInvite();
  const form = useMemo(
    () => ({
      fields: playerFields(teams.data ?? []),
      schema: playerBody,
      toBody: toPlayerBody,
      empty: emptyPlayer,
      fromRecord: playerFormValues,
      columns: 3,
    }),
    [teams.data],
  );
  return (
    <CrudPage
      title="Player Management"
      titleOrder={titleOrder}
      resource={playersApi}
      texts={texts}
      getId={(player) => player.player_id}
      form={form}
      create={{ button: 'Create Player', whileOpen: 'toggle', title: 'New Player', submit: 'Create Player' }}
      edit={{ placement: 'inline', title: 'Edit Player', label: () => 'Edit Player', submit: 'Save Changes' }}
      iconActions={iconActions}
      list={list}
      moreActions={(player) => (
        <>
          {dataRights.moreActions(player)}
          {invite.moreActions(player)}
        </>
      )}
      notice={
        <>
          {dataRights.notice}
          {invite.notice}
        </>
      }
    />
  );
}
