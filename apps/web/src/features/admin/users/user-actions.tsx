import type { ReactNode } from 'react';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import type { User } from '@touchline/domain';
import { isParent } from './user-form-values';
import { DeleteIcon, EditIcon, ImpersonateIcon, PlayersIcon } from './user-icons';
import { userActionLabels } from './user-texts';

interface UserActionsProps {
  user: User;
  impersonating: boolean;
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
  onImpersonate: (user: User) => void;
  onManagePlayers: (user: User) => void;
}

/** A user's icon buttons; each one's name says what it does to whom ('Impersonate parent1'). */
export function UserActions({ user, impersonating, onEdit, onDelete, onImpersonate, onManagePlayers }: UserActionsProps) {
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
      {button(userActionLabels.impersonate(username), () => onImpersonate(user), <ImpersonateIcon />, 'indigo', impersonating)}
      {button(userActionLabels.remove(username), () => onDelete(user), <DeleteIcon />, 'red')}
      {isParent(user) && button(userActionLabels.managePlayers(username), () => onManagePlayers(user), <PlayersIcon />, 'grape')}
    </Group>
  );
}
