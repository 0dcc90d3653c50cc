import type { FormEvent } from 'react';
import { useState } from 'react';
import { ActionIcon, Button, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import type { Player } from '@touchline/domain';
import { registerBody } from '@touchline/domain';
import { useFeatures } from '../../../api/account-links';
import { useCreateUser } from '../../../api/users';
import { t } from '../../../i18n/i18n';
import { errorText } from '../../../ui/crud/error-text';
import { ErrorBanner } from '../../../ui/error-banner';
import { FormModal } from '../../../ui/form-modal';
import { SuccessBanner } from '../../../ui/success-banner';
import { validate, type FieldErrors } from '../../../ui/zod-form';
import { MailIcon } from '../users/user-icons';

export const playerInviteTexts = {
  label: (player: Player) => t('Invite an account for {name}', { name: player.player_name }),
  title: (player: Player) => t('Invite a Player account for {name}', { name: player.player_name }),
  get intro() {
    return t('The player gets an email with a link to choose a password; their account is this player record.');
  },
  get username() {
    return t('Username');
  },
  get email() {
    return t('Email');
  },
  get submit() {
    return t('Send invitation');
  },
  get failed() {
    return t('Failed to send the invitation');
  },
  sent: (player: Player, email: string) =>
    t('Invitation sent to {email}: {name} can sign in once it is accepted.', { email, name: player.player_name }),
};

/** 'mia.player' from 'Mia Player': a username to start from. */
export function usernameFor(player: Player): string {
  return player.player_name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');
}

/**
 * Player Management's 'Invite an account' (issue 17, decision 104): a Player account made straight onto the player
 * record and invited by email. Offered only when email is set up.
 */
export function usePlayerInvite() {
  const features = useFeatures();
  const [inviting, setInviting] = useState<Player | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const moreActions = (player: Player) =>
    features.data?.email ? (
      <Tooltip label={playerInviteTexts.label(player)} withArrow openDelay={400}>
        <ActionIcon
          size="lg"
          variant="subtle"
          color="blue"
          aria-label={playerInviteTexts.label(player)}
          onClick={() => {
            setSent(null);
            setInviting(player);
          }}
        >
          <MailIcon />
        </ActionIcon>
      </Tooltip>
    ) : null;

  const notice = (
    <>
      <SuccessBanner message={sent} onClose={() => setSent(null)} />
      {inviting && (
        <PlayerInviteDialog
          player={inviting}
          onClose={() => setInviting(null)}
          onSent={(email) => {
            setSent(playerInviteTexts.sent(inviting, email));
            setInviting(null);
          }}
        />
      )}
    </>
  );
  return { moreActions, notice };
}

function PlayerInviteDialog({
  player,
  onClose,
  onSent,
}: {
  player: Player;
  onClose: () => void;
  onSent: (email: string) => void;
}) {
  const [username, setUsername] = useState(() => usernameFor(player));
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateUser();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(registerBody, {
      username,
      email,
      short_name: player.player_short_name,
      userTypes: ['Player'],
      player_id: player.player_id,
      invite: true,
    });
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    create.mutate(checked.data, { onSuccess: () => onSent(email.trim()) });
  };

  return (
    <FormModal opened title={playerInviteTexts.title(player)} submitting={create.isPending} onClose={onClose} size="md">
      <form onSubmit={submit} noValidate aria-label={playerInviteTexts.title(player)}>
        <Stack gap="sm">
          <Text size="sm">{playerInviteTexts.intro}</Text>
          <ErrorBanner message={create.isError ? errorText(create.error, playerInviteTexts.failed) : null} />
          <TextInput
            label={playerInviteTexts.username}
            value={username}
            error={errors.username}
            onChange={(e) => setUsername(e.currentTarget.value)}
          />
          <TextInput
            label={playerInviteTexts.email}
            type="email"
            value={email}
            error={errors.email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={create.isPending}>
              {t('Cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {playerInviteTexts.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
