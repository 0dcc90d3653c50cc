import type { FormEvent } from 'react';
import { useState } from 'react';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { accountMessages } from '@touchline/domain';
import { Link } from 'react-router';
import { forgotPassword } from '../../api/account-links';
import { paths } from '../../paths';
import { AuthFrame } from '../../ui/auth-frame';
import { errorText } from '../../ui/crud/error-text';
import { known } from '../../i18n/i18n';
import { accountTexts } from './account-texts';

/** /forgot-password: asks for a username or email; the answer is the same whether or not an account matches. */
export function AccountForgotPasswordPage() {
  const [login, setLogin] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (login.trim() === '') {
      setFieldError(known(accountMessages.loginRequired));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setSent(known((await forgotPassword(login.trim())).message));
    } catch (failure) {
      setError(errorText(failure, accountTexts.failed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthFrame title={accountTexts.forgotTitle}>
      {sent ? (
        <Stack>
          <Alert color="green" variant="light" role="status">
            {sent}
          </Alert>
          <Anchor component={Link} to={paths.login()}>
            {accountTexts.backToSignIn}
          </Anchor>
        </Stack>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={accountTexts.forgotTitle}>
          <Stack>
            <Text size="sm">{accountTexts.forgotIntro}</Text>
            {error && (
              <Alert color="red" variant="light" role="alert">
                {error}
              </Alert>
            )}
            <TextInput
              label={accountTexts.loginLabel}
              autoComplete="username"
              value={login}
              error={fieldError}
              onChange={(event) => {
                setLogin(event.currentTarget.value);
                setFieldError(null);
              }}
              data-autofocus
            />
            <Button type="submit" fullWidth disabled={busy}>
              {busy ? accountTexts.sending : accountTexts.sendLink}
            </Button>
            <Anchor component={Link} to={paths.login()} size="sm">
              {accountTexts.backToSignIn}
            </Anchor>
          </Stack>
        </form>
      )}
    </AuthFrame>
  );
}
