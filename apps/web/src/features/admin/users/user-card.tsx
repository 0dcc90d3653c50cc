import type { ReactNode } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import type { ListedUser } from '@touchline/domain';
import { t } from '../../../i18n/i18n';
import { roleLabel } from './user-texts';
import { childNames, FamilyNames } from '../family/family-names';
import { userTypesText } from './user-form-values';
import { UserStatusBadge } from './user-status';

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="baseline">
      <Text size="sm" c="dimmed" w={90} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

/** A user under 768 px: name and status on top, a parent's children under the name, the other columns as lines. */
export function UserCard({ user }: { user: ListedUser }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {user.username}
        </Text>
        <UserStatusBadge user={user} />
      </Group>
      <FamilyNames label="Children" names={childNames(user)} />
      <Line label="#">{user.user_id}</Line>
      <Line label={t('Short Name')}>{user.short_name || '—'}</Line>
      <Line label={t('Email')}>{user.email || '—'}</Line>
      <Line label={t('Role')}>{roleLabel(user.role)}</Line>
      <Line label={t('User Types')}>{userTypesText(user)}</Line>
    </Stack>
  );
}
