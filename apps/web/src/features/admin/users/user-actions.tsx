import type { ReactNode } from 'react';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import type { User } from '@touchline/domain';
import { DownloadIcon } from '../../../ui/crud/action-icons';
import { isParent, isPlayer } from './user-form-values';
import { DeleteIcon, EditIcon, ImpersonateIcon, MailIcon, PlayersIcon } from './user-icons';
import { userActionLabels } from './user-texts';

interface UserActionsProps {
  user: User;
  impersonating: boolean;
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
  onImpersonate: (user: User) => void;
  onManagePlayers: (user: User) => void;
  /** 'Link Player': the player record a Player account belongs to (issue 13.5). */
  onLinkPlayer: (user: User) => void;
  /** 'Export data': everything held about the user, as JSON (issue 7). */
  onExport: (user: User) => void;
  exporting: boolean;
  /** 'Send invitation' to a user with an email and no password yet; absent when email is not set up. */
  onInvite?: (user: User) => void;
  inviting?: boolean;
}

/** A user's icon buttons; each one's name says what it does to whom ('Impersonate parent1'). */
export function UserActions({
  user,
  impersonating,
  onEdit,
  onDelete,
  onImpersonate,
  onManagePlayers,
  onLinkPlayer,
  onExport,
  exporting,
  onInvite,
  inviting = false,
}: UserActionsProps) {
  const { username } = user;
  const button = (label: string, onClick: () => void, icon: ReactNode, color?: string, loading = false) => (
    <Tooltip label={label} withArrow openDelay={400}>
      <ActionIcon variant="subtle" color={color} size="lg" aria-label={label} onClick={onClick} loading={loading}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
  return (
    <Group gap={4} wrap="nowrap">
      {button(userActionLabels.edit(username), () => onEdit(user), <EditIcon />)}
      {/* An admin cannot act as another admin (#28 item 15): no button the server would refuse. */}
      {user.role !== 'admin' &&
        button(
          userActionLabels.impersonate(username),
          () => onImpersonate(user),
          <ImpersonateIcon />,
          'indigo',
          impersonating,
        )}
      {button(userActionLabels.remove(username), () => onDelete(user), <DeleteIcon />, 'red')}
      {isParent(user) &&
        button(userActionLabels.managePlayers(username), () => onManagePlayers(user), <PlayersIcon />, 'grape')}
      {isPlayer(user) &&
        button(userActionLabels.linkPlayer(username), () => onLinkPlayer(user), <PlayersIcon />, 'teal')}
      {button(userActionLabels.exportData(username), () => onExport(user), <DownloadIcon />, undefined, exporting)}
      {onInvite &&
        !user.active &&
        user.email &&
        button(
          userActionLabels.invite(username, user.invitation !== null),
          () => onInvite(user),
          <MailIcon />,
          'blue',
          inviting,
        )}
    </Group>
  );
}
