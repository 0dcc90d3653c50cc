import { useMemo } from 'react';
import type { ListedPlayer } from '@touchline/domain';
import { playerBody } from '@touchline/domain';
import { playersApi } from '../../api/players';
import { teamsApi } from '../../api/teams';
import { t } from '../../i18n/i18n';
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

const list = {
  columns: playerColumns,
  get noun() {
    return t('players');
  },
  get label() {
    return t('Players');
  },
  search: {
    get placeholder() {
      return t('Search players...');
    },
    matches: playerMatchesSearch,
  },
  emptyText: {
    get none() {
      return playerTexts.none;
    },
    get noMatch() {
      return playerTexts.noMatch;
    },
  },
  renderCard: (player: ListedPlayer) => <PlayerCard player={player} />,
};
const iconActions = {
  edit: (p: ListedPlayer) => t('Edit player {name}', { name: p.player_name }),
  remove: (p: ListedPlayer) => t('Delete player {name}', { name: p.player_name }),
};

/**
 * Player Management (spec §2.5): the /admin/players screen and the 'players' panel; rows are edited in place. Each row
 * also offers 'Export data' and 'Erase personal data' (issue 7, data rights for children's data).
 */
export function AdminPlayersPage({ titleOrder = 1 }: AdminScreenProps) {
  const teams = teamsApi.useList();
  const dataRights = usePlayerDataRights();
  const invite = usePlayerInvite();
  const texts = { ...playerTexts, confirmDelete: () => playerTexts.confirmDelete };
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
      title={t('Player Management')}
      titleOrder={titleOrder}
      resource={playersApi}
      texts={texts}
      getId={(player) => player.player_id}
      form={form}
      create={{ button: t('Create Player'), whileOpen: 'toggle', title: t('New Player'), submit: t('Create Player') }}
      edit={{ placement: 'inline', title: t('Edit Player'), label: () => t('Edit Player'), submit: t('Save Changes') }}
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
