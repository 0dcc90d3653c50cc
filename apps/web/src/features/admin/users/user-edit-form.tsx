import type { FormEvent } from 'react';
import { useState } from 'react';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { User } from '@touchline/domain';
import { usersApi } from '../../../api/users';
import { t } from '../../../i18n/i18n';
import { errorText } from '../../../ui/crud/error-text';
import { ErrorBanner } from '../../../ui/error-banner';
import type { FieldErrors } from '../../../ui/zod-form';
import { userToForm, validateUserEdit, type UserEditValues } from './user-form-values';
import { UserFields } from './user-fields';
import { userTexts } from './user-texts';
import { UserIdentities } from './user-identities';
import { UserTypeFields } from './user-type-fields';

interface UserEditFormProps {
  user: User;
  /** Cancel, or a successful save: leaves edit mode. */
  onDone: () => void;
}

/** The inline editor of one user: the create fields (password optional), the user types and head of coaching. */
export function UserEditForm({ user, onDone }: UserEditFormProps) {
  const [values, setValues] = useState<UserEditValues>(() => userToForm(user));
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = usersApi.useUpdate();
  const busy = update.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateUserEdit(values);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    update.mutate({ id: user.user_id, body: checked.body }, { onSuccess: onDone });
  };

  // The user-type rule is a form-level message, shown once in the banner with the server's failures.
  const banner = errors.userTypes ?? (update.isError ? errorText(update.error, userTexts.failedToUpdateUser) : null);

  return (
    <form onSubmit={submit} noValidate aria-label={t('Edit user {username}', { username: user.username })}>
      <Stack gap="sm" py={4}>
        <Text fw={600}>{t('Edit user {username}', { username: user.username })}</Text>
        <ErrorBanner message={banner} />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          <UserFields
            values={values}
            errors={errors}
            disabled={busy}
            passwordHint={userTexts.passwordKeeps}
            onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
          />
        </SimpleGrid>
        <UserTypeFields values={values} disabled={busy} onChange={(patch) => setValues((v) => ({ ...v, ...patch }))} />
        <UserIdentities userId={user.user_id} username={user.username} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={busy}>
            {t('Cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('Save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
