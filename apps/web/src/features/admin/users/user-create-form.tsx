import type { FormEvent } from 'react';
import { useState } from 'react';
import { Button, Card, Checkbox, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useCreateUser } from '../../../api/users';
import { errorText } from '../../../ui/crud/error-text';
import { ErrorBanner } from '../../../ui/error-banner';
import type { FieldErrors } from '../../../ui/zod-form';
import { emptyUserForm, validateUserCreate, type UserCreateValues } from './user-form-values';
import { UserFields } from './user-fields';
import { userTexts } from './user-texts';
import { UserTypeFields } from './user-type-fields';

interface UserCreateFormProps {
  onCreated: () => void;
  /** One below the screen's heading. */
  titleOrder: 2 | 3;
  /** Email is set up: offer an invitation instead of a password. */
  canInvite?: boolean;
}

/**
 * The 'New User' form (the screen's 'Create User' / 'Cancel' toggle opens and closes it): username and password
 * required, role user or admin, short name and email optional, the user types (any allowed set: a coach is created
 * like a parent) and head of coaching for a coach. With email set up, an invitation can replace the password (the
 * email is then required).
 */
export function UserCreateForm({ onCreated, titleOrder, canInvite = false }: UserCreateFormProps) {
  const [values, setValues] = useState<UserCreateValues>(emptyUserForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateUser();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateUserCreate(values);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    create.mutate(checked.body, { onSuccess: onCreated });
  };

  // The user-type rule is a form-level message, shown once in the banner with the server's failures (as the editor's).
  const banner = errors.userTypes ?? (create.isError ? errorText(create.error, userTexts.failedToCreateUser) : null);

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="new-user-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={titleOrder} size="h4" id="new-user-title">
            {userTexts.newUserTitle}
          </Title>
          <ErrorBanner message={banner} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <UserFields
              values={values}
              errors={errors}
              disabled={create.isPending}
              onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
              hidePassword={values.invite}
            />
          </SimpleGrid>
          <UserTypeFields
            values={values}
            disabled={create.isPending}
            onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
          />
          {canInvite && (
            <Checkbox
              label={userTexts.inviteInstead}
              description={userTexts.inviteHint}
              checked={values.invite}
              disabled={create.isPending}
              onChange={(event) => {
                const invite = event.currentTarget.checked;
                setValues((v) => ({ ...v, invite, password: '' }));
              }}
            />
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              {userTexts.createUser}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
