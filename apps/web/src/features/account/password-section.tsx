import type { FormEvent } from 'react';
import { useState } from 'react';
import { Button, Group, PasswordInput, Stack, Title } from '@mantine/core';
import { accountMessages, passwordMessages } from '@touchline/domain';
import { useChangePassword } from '../../api/account';
import { known } from '../../i18n/i18n';
import { errorText } from '../../ui/crud/error-text';
import { ErrorBanner } from '../../ui/error-banner';
import { SuccessBanner } from '../../ui/success-banner';
import { accountTexts } from './account-texts';
import { NewPasswordFields, newPasswordErrors, type NewPasswordValues } from './new-password-fields';

const empty: NewPasswordValues = { password: '', confirm: '' };

/** A new password, the current one required; every other session ends. */
export function PasswordSection() {
  const [current, setCurrent] = useState('');
  const [values, setValues] = useState<NewPasswordValues>(empty);
  const [errors, setErrors] = useState<{ current?: string; password?: string; confirm?: string }>({});
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const change = useChangePassword();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    setError(null);
    const problems = {
      ...newPasswordErrors(values),
      ...(current ? {} : { current: known(passwordMessages.currentRequired) }),
    };
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      await change.mutateAsync({ current_password: current, new_password: values.password });
      setDone(known(accountMessages.passwordChanged));
      setCurrent('');
      setValues(empty);
    } catch (failure) {
      setError(errorText(failure, accountTexts.failed));
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="account-password">
      <Stack gap="sm">
        <Title order={2} size="h3" id="account-password">
          {accountTexts.passwordHeading}
        </Title>
        <SuccessBanner message={done} onClose={() => setDone(null)} />
        <ErrorBanner message={error} onClose={() => setError(null)} />
        <PasswordInput
          label={accountTexts.currentPassword}
          autoComplete="current-password"
          value={current}
          error={errors.current}
          onChange={(event) => setCurrent(event.currentTarget.value)}
        />
        <NewPasswordFields values={values} errors={errors} onChange={setValues} disabled={change.isPending} />
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending}>
            {accountTexts.changePassword}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
