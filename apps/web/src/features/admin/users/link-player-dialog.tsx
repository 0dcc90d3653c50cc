import type { FormEvent } from 'react';
import { useState } from 'react';
import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import type { User } from '@touchline/domain';
import { playersApi } from '../../../api/players';
import { useLinkPlayerAccount } from '../../../api/users';
import { t } from '../../../i18n/i18n';
import { errorText } from '../../../ui/crud/error-text';
import { ErrorBanner } from '../../../ui/error-banner';
import { FormModal } from '../../../ui/form-modal';
import { userActionLabels, userTexts } from './user-texts';

interface LinkPlayerDialogProps {
  /** A user of type Player. */
  account: User;
  /** Every user, to leave out the players that already have another account. */
  users: readonly User[];
  onClose: () => void;
}

/** Shows the player record a Player account belongs to and lets the admin link another one or unlink it. */
export function LinkPlayerDialog({ account, users, onClose }: LinkPlayerDialogProps) {
  const players = playersApi.useList();
  const link = useLinkPlayerAccount();
  const [playerId, setPlayerId] = useState('');

  const takenIds = new Set(
    users.filter((u) => u.user_id !== account.user_id && u.player_id !== null).map((u) => u.player_id),
  );
  const linked = (players.data ?? []).find((p) => p.player_id === account.player_id);
  const options = [
    { value: '', label: players.isPending ? t('Loading players...') : t('Select a player') },
    ...(players.data ?? [])
      .filter((p) => !takenIds.has(p.player_id) && p.player_id !== account.player_id)
      .map((p) => ({ value: String(p.player_id), label: `${p.player_name} (${p.team_name})` })),
  ];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!playerId) return;
    link.mutate({ userId: account.user_id, player_id: Number(playerId) }, { onSuccess: () => setPlayerId('') });
  };

  const error =
    (players.isError && userTexts.failedToFetchPlayers) ||
    (link.isError && errorText(link.error, userTexts.failedToLinkPlayer)) ||
    null;

  return (
    <FormModal
      opened
      title={userActionLabels.linkPlayer(account.username)}
      submitting={link.isPending}
      onClose={onClose}
      size="md"
    >
      <Stack gap="md">
        <ErrorBanner message={error} />
        <Group justify="space-between" wrap="nowrap" gap="xs" component="section" aria-label={t('Linked player')}>
          {account.player_id === null ? (
            <Text size="sm" c="dimmed">
              {userTexts.noLinkedPlayer}
            </Text>
          ) : (
            <>
              <Text size="sm" style={{ flex: 1 }}>
                {t('Linked player:')}{' '}
                <strong>{linked ? `${linked.player_name} (${linked.team_name})` : `#${account.player_id}`}</strong>
              </Text>
              <Button
                variant="light"
                color="red"
                size="xs"
                style={{ flexShrink: 0 }}
                disabled={link.isPending}
                onClick={() => link.mutate({ userId: account.user_id, player_id: null })}
              >
                {userTexts.unlinkPlayer}
              </Button>
            </>
          )}
        </Group>
        <form onSubmit={submit}>
          <Group align="flex-end" gap="sm" wrap="nowrap">
            <NativeSelect
              label={t('Player')}
              data={options}
              value={playerId}
              disabled={link.isPending || players.isPending}
              onChange={(e) => setPlayerId(e.currentTarget.value)}
              style={{ flex: 1 }}
            />
            <Button type="submit" disabled={!playerId} loading={link.isPending}>
              {userTexts.linkPlayer}
            </Button>
          </Group>
        </form>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={link.isPending}>
            {t('Done')}
          </Button>
        </Group>
      </Stack>
    </FormModal>
  );
}
