import type { FormEvent } from 'react';
import { useState } from 'react';
import { Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import type { Account } from '@touchline/domain';
import { emailChangeBody } from '@touchline/domain';
import { useChangeEmail } from '../../api/account';
import { known } from '../../i18n/i18n';
import { errorText } from '../../ui/crud/error-text';
import { ErrorBanner } from '../../ui/error-banner';
import { SuccessBanner } from '../../ui/success-banner';
import { validate, type FieldErrors } from '../../ui/zod-form';
import { accountTexts } from './account-texts';

/** The email address: a new one is confirmed by the link sent to it (with email set up), the password required. */
export function EmailSection({ account }: { account: Account }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const change = useChangeEmail();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    setError(null);
    const checked = validate(emailChangeBody, { email, current_password: password });
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    try {
      const answer = await change.mutateAsync(checked.data);
      setDone(known(answer.message));
      setEmail('');
      setPassword('');
    } catch (failure) {
      setError(errorText(failure, accountTexts.failed));
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="account-email">
      <Stack gap="sm">
        <Title order={2} size="h3" id="account-email">
          {accountTexts.emailHeading}
        </Title>
        <Text>{accountTexts.currentEmail(account.email)}</Text>
        {account.pending_email && (
          <Text size="sm" c="dimmed">
            {accountTexts.pendingEmail(account.pending_email)}
          </Text>
        )}
        <SuccessBanner message={done} onClose={() => setDone(null)} />
        <ErrorBanner message={error} onClose={() => setError(null)} />
        <TextInput
          label={accountTexts.newEmail}
          type="email"
          autoComplete="email"
          value={email}
          error={errors.email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <PasswordInput
          label={accountTexts.currentPassword}
          autoComplete="current-password"
          value={password}
          error={errors.current_password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending}>
            {accountTexts.changeEmail}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
