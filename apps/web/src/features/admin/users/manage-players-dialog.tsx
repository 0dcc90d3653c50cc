import type { FormEvent } from 'react';
import { useState } from 'react';
import { ActionIcon, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import type { User } from '@touchline/domain';
import { playersApi } from '../../../api/players';
import { useAddParentLink, useParentLinks, useRemoveParentLink } from '../../../api/users';
import { t } from '../../../i18n/i18n';
import { errorText } from '../../../ui/crud/error-text';
import { ErrorBanner } from '../../../ui/error-banner';
import { FormModal } from '../../../ui/form-modal';
import { LoadingText } from '../../../ui/loading-text';
import { RemoveIcon } from './user-icons';
import { userActionLabels, userTexts } from './user-texts';

interface ManagePlayersDialogProps {
  parent: User;
  onClose: () => void;
}

/** Lists the players linked to a parent and lets the admin link another one or remove a link. */
export function ManagePlayersDialog({ parent, onClose }: ManagePlayersDialogProps) {
  const links = useParentLinks(parent.user_id);
  const players = playersApi.useList();
  const add = useAddParentLink();
  const remove = useRemoveParentLink();
  const [playerId, setPlayerId] = useState('');
  const busy = add.isPending || remove.isPending;

  const linkedIds = new Set((links.data ?? []).map((link) => link.player_id));
  const options = [
    { value: '', label: players.isPending ? t('Loading players...') : t('Select a player') },
    ...(players.data ?? [])
      .filter((player) => !linkedIds.has(player.player_id))
      .map((player) => ({ value: String(player.player_id), label: `${player.player_name} (${player.team_name})` })),
  ];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!playerId) return;
    remove.reset();
    add.mutate({ parent_user_id: parent.user_id, player_id: Number(playerId) }, { onSuccess: () => setPlayerId('') });
  };

  const error =
    (links.isError && userTexts.failedToFetchPlayerAssociations) ||
    (players.isError && userTexts.failedToFetchPlayers) ||
    (add.isError && errorText(add.error, userTexts.failedToAddPlayer)) ||
    (remove.isError && errorText(remove.error, userTexts.failedToRemovePlayer)) ||
    null;

  return (
    <FormModal
      opened
      title={userActionLabels.managePlayers(parent.username)}
      submitting={busy}
      onClose={onClose}
      size="md"
    >
      <Stack gap="md">
        <ErrorBanner message={error} />
        <Stack gap="xs" component="section" aria-label={t('Linked players')}>
          <Text fw={600}>{t('Linked players')}</Text>
          {links.isPending ? (
            <LoadingText />
          ) : links.data?.length ? (
            <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {links.data.map((link) => (
                <Group key={link.player_id} component="li" justify="space-between" wrap="nowrap" gap="xs">
                  <div>
                    <Text size="sm" fw={500}>
                      {link.player_name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {link.team_name}
                    </Text>
                  </div>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={t('Remove {player} from {username}', {
                      player: link.player_name,
                      username: parent.username,
                    })}
                    disabled={busy}
                    onClick={() => {
                      add.reset();
                      remove.mutate({ parent_user_id: parent.user_id, player_id: link.player_id });
                    }}
                  >
                    <RemoveIcon />
                  </ActionIcon>
                </Group>
              ))}
            </Stack>
          ) : (
            !links.isError && (
              <Text size="sm" c="dimmed">
                {userTexts.noLinkedPlayers}
              </Text>
            )
          )}
        </Stack>
        <form onSubmit={submit}>
          <Group align="flex-end" gap="sm" wrap="nowrap">
            <NativeSelect
              label={t('Add player')}
              data={options}
              value={playerId}
              disabled={busy || players.isPending}
              onChange={(e) => setPlayerId(e.currentTarget.value)}
              style={{ flex: 1 }}
            />
            <Button type="submit" disabled={!playerId} loading={add.isPending}>
              {t('Add Player')}
            </Button>
          </Group>
        </form>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('Done')}
          </Button>
        </Group>
      </Stack>
    </FormModal>
  );
}
