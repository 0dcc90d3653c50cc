import { useCallback, useMemo, useState } from 'react';
import { Box, Button, Group, Stack, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { awaitsInvitation, type ListedUser, type User } from '@touchline/domain';
import { useSendInvitation, useSendPendingInvitations } from '../../api/account';
import { useFeatures } from '../../api/account-links';
import { downloadUserData } from '../../api/downloads';
import { usersApi } from '../../api/users';
import { t } from '../../i18n/i18n';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import type { EntityColumn } from '../../ui/entity-list/entity-list';
import { EntityList } from '../../ui/entity-list/entity-list';
import { errorText } from '../../ui/crud/error-text';
import { ErrorBanner } from '../../ui/error-banner';
import { LoadingText } from '../../ui/loading-text';
import { SuccessBanner } from '../../ui/success-banner';
import { useConfirm } from '../../ui/use-confirm';
import { childNames, NameWithFamily } from './family/family-names';
import { AddFamilyDialog } from './family/add-family-dialog';
import { familyAddedText, familyTexts } from './family/family-texts';
import { LinkPlayerDialog } from './users/link-player-dialog';
import { ManagePlayersDialog } from './users/manage-players-dialog';
import { UserActions } from './users/user-actions';
import { UserCard } from './users/user-card';
import { UserStatusBadge } from './users/user-status';
import { UserCreateForm } from './users/user-create-form';
import { useImpersonate } from './users/use-impersonate';
import { WaitingIdentities } from './users/waiting-identities';
import { UserEditForm } from './users/user-edit-form';
import { userMatchesSearch, userTypesText } from './users/user-form-values';
import { roleLabel, userTexts } from './users/user-texts';

/**
 * A long username or address breaks where it must, so the table keeps within the page at 1280 px and its Action icons
 * stay in view (#28 item 24: a long address pushed them out of sight).
 */
const breakAnywhere = { overflowWrap: 'anywhere', minWidth: 0 } as const;

/** List mode, the create form, or one user in inline edit: never two at once (spec §4). */
type Mode = { kind: 'list' } | { kind: 'create' } | { kind: 'edit'; userId: number };

interface AdminUsersPageProps {
  /** 1 on the /admin/users screen, 2 inside the combined admin screen. */
  titleOrder?: 1 | 2;
}

/** User Management (spec §2.7): the /admin/users screen and the admin screen's 'users' panel. */
export function AdminUsersPage({ titleOrder = 1 }: AdminUsersPageProps) {
  const users = usersApi.useList();
  const { mutateAsync: removeUser } = usersApi.useRemove();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [error, setError] = useState<string | null>(null);
  const [managing, setManaging] = useState<User | null>(null);
  const [linkingId, setLinkingId] = useState<number | null>(null);
  const linking = users.data?.find((u) => u.user_id === linkingId) ?? null;

  const deleteUser = useCallback(
    async (user: User) => {
      setError(null);
      try {
        await removeUser(user.user_id);
        setMode((m) => (m.kind === 'edit' && m.userId === user.user_id ? { kind: 'list' } : m));
      } catch (e) {
        setError(errorText(e, userTexts.failedToDeleteUser));
      }
    },
    [removeUser],
  );
  const confirm = useConfirm<User>(() => userTexts.deleteQuestion, deleteUser);

  const { impersonate: impersonateUser, busyId: impersonatingId } = useImpersonate(setError);
  const {
    mutate: exportData,
    isPending: exportPending,
    variables: exportingUser,
  } = useMutation({
    mutationFn: (user: User) => downloadUserData(user.user_id),
    onMutate: () => setError(null),
    onError: (e) => setError(errorText(e, userTexts.failedToExportData)),
  });
  const exportingId = exportPending ? (exportingUser?.user_id ?? null) : null;

  const features = useFeatures();
  const invitation = useSendInvitation();
  const [notice, setNotice] = useState<string | null>(null);
  const [family, setFamily] = useState<{ childIds: number[] } | null>(null);
  const [addedChildren, setAddedChildren] = useState<number[]>([]);
  const sendInvitation = useCallback(
    (user: User) => {
      setError(null);
      setNotice(null);
      invitation.mutate(user.user_id, {
        onSuccess: (answer) => setNotice(userTexts.invitationSentTo(answer.sent_to)),
        onError: (e) => setError(errorText(e, userTexts.failedToInvite)),
      });
    },
    [invitation],
  );
  const invitingId = invitation.isPending ? (invitation.variables ?? null) : null;
  const pendingInvitations = useSendPendingInvitations();
  const withoutPassword = (users.data ?? []).filter(awaitsInvitation).length;
  const invitePending = useConfirm<number>(userTexts.invitePendingQuestion, () =>
    pendingInvitations
      .mutateAsync(undefined, {
        onSuccess: (answer) => {
          setError(null);
          setNotice(userTexts.pendingInvited(answer.sent, answer.held_back));
        },
        onError: (e) => setError(errorText(e, userTexts.failedToInvitePending)),
      })
      .catch(() => undefined),
  );

  const actions = useCallback(
    (user: User) => (
      <UserActions
        user={user}
        onInvite={features.data?.email ? sendInvitation : undefined}
        inviting={invitingId === user.user_id}
        impersonating={impersonatingId === user.user_id}
        onEdit={(u) => setMode({ kind: 'edit', userId: u.user_id })}
        onDelete={confirm.ask}
        onImpersonate={(u) => {
          setError(null);
          void impersonateUser(u);
        }}
        onManagePlayers={setManaging}
        onLinkPlayer={(u) => setLinkingId(u.user_id)}
        onExport={exportData}
        exporting={exportingId === user.user_id}
      />
    ),
    [confirm.ask, impersonateUser, impersonatingId, exportData, exportingId, features.data, sendInvitation, invitingId],
  );

  const columns = useMemo<EntityColumn<ListedUser>[]>(
    () => [
      { key: 'id', header: '#', render: (u) => u.user_id },
      {
        key: 'username',
        header: t('Username'),
        render: (u) => (
          <Box style={breakAnywhere}>
            <NameWithFamily name={u.username} label="Children" names={childNames(u)} />
          </Box>
        ),
      },
      { key: 'short_name', header: t('Short Name'), render: (u) => u.short_name || '—' },
      { key: 'email', header: t('Email'), render: (u) => <Box style={breakAnywhere}>{u.email || '—'}</Box> },
      { key: 'role', header: t('Role'), render: (u) => roleLabel(u.role) },
      {
        key: 'status',
        header: t('Status'),
        render: (u) => <UserStatusBadge user={u} />,
      },
      { key: 'types', header: t('User Types'), render: userTypesText },
      { key: 'action', header: t('Action'), render: actions },
    ],
    [actions],
  );

  const search = useMemo(() => ({ placeholder: userTexts.searchPlaceholder, matches: userMatchesSearch }), []);
  const creating = mode.kind === 'create';
  const editingId = mode.kind === 'edit' ? mode.userId : null;
  const leaveEdit = useCallback(() => setMode({ kind: 'list' }), []);

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={titleOrder}>{userTexts.heading}</Title>
        <Group gap="sm">
          {features.data?.email === true && withoutPassword > 0 && (
            <Button variant="default" onClick={() => invitePending.ask(withoutPassword)}>
              {userTexts.invitePending(withoutPassword)}
            </Button>
          )}
          <Button variant="light" onClick={() => setFamily({ childIds: [] })}>
            {familyTexts.open}
          </Button>
          <Button
            variant={creating ? 'default' : 'filled'}
            onClick={() => setMode(creating ? { kind: 'list' } : { kind: 'create' })}
          >
            {creating ? t('Cancel') : userTexts.createUser}
          </Button>
        </Group>
      </Group>
      <ErrorBanner message={error} onClose={() => setError(null)} />
      <SuccessBanner message={notice} onClose={() => setNotice(null)} />
      {addedChildren.length > 0 && (
        <Group>
          <Button variant="default" size="xs" onClick={() => setFamily({ childIds: addedChildren })}>
            {familyTexts.anotherGuardian}
          </Button>
        </Group>
      )}
      {family && (
        <AddFamilyDialog
          childIds={family.childIds}
          onClose={() => setFamily(null)}
          onAdded={(answer) => {
            setFamily(null);
            setError(null);
            setNotice(familyAddedText(answer));
            setAddedChildren(answer.children.map((c) => c.player_id));
          }}
        />
      )}
      <ErrorBanner message={users.isError ? errorText(users.error, userTexts.failedToFetchUsers) : null} />
      <WaitingIdentities users={users.data ?? []} titleOrder={titleOrder === 1 ? 2 : 3} />
      {creating && (
        <UserCreateForm
          onCreated={leaveEdit}
          titleOrder={titleOrder === 1 ? 2 : 3}
          canInvite={features.data?.email === true}
        />
      )}
      {users.isPending ? (
        <LoadingText />
      ) : (
        <EntityList
          items={users.data}
          getKey={(u) => u.user_id}
          columns={columns}
          noun={t('users')}
          label={t('Users')}
          search={search}
          emptyText={{ none: userTexts.noUsers, noMatch: userTexts.noUsersForSearch }}
          renderCard={(u) => (
            <>
              <UserCard user={u} />
              {actions(u)}
            </>
          )}
          renderEditor={(u) => (u.user_id === editingId ? <UserEditForm user={u} onDone={leaveEdit} /> : null)}
        />
      )}
      <ConfirmDialog {...confirm.dialogProps} />
      <ConfirmDialog
        {...invitePending.dialogProps}
        title={userTexts.invitePendingConfirm}
        confirmLabel={userTexts.invitePendingConfirm}
        destructive={false}
      />
      {managing && <ManagePlayersDialog parent={managing} onClose={() => setManaging(null)} />}
      {linking && <LinkPlayerDialog account={linking} users={users.data ?? []} onClose={() => setLinkingId(null)} />}
    </Stack>
  );
}
