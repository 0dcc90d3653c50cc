import type { FormEvent } from 'react';
import { useRef, useState } from 'react';
import { Alert, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { messages } from '@touchline/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { login } from '../api/auth';
import { paths } from '../paths';
import { webMessages } from '../web-messages';
import { loginErrorMessage } from './login-error-message';
import { OidcSignInButton } from './oidc-sign-in-button';
import { PasswordVisibilityIcon } from './password-visibility-icon';
import { useSession } from './session-context';
import { known, t } from '../i18n/i18n';

type Field = 'username' | 'password';
type FieldErrors = Partial<Record<Field, string>>;

/** Username, Password, Remember me, Forgot password? and Sign In. The login page redirects once signed in. */
export function LoginForm() {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    // The rule of the shared `loginBody` schema, checked by hand to keep zod off the login route.
    const name = username.trim();
    const errors: FieldErrors = {};
    if (name === '') errors.username = known(messages.usernameAndPasswordRequired);
    if (password === '') errors.password = known(messages.usernameAndPasswordRequired);
    if (errors.username || errors.password) {
      setFieldErrors(errors);
      (errors.username ? usernameRef : passwordRef).current?.focus();
      return;
    }
    setFieldErrors({});
    setBusy(true);
    try {
      await signIn(await login({ username: name, password }), remember);
    } catch (failure) {
      setError(loginErrorMessage(failure));
      setBusy(false);
    }
  }

  /** With email set up, the forgotten-password form; without, the spec's alert. */
  async function forgotPassword() {
    const { fetchFeatures } = await import('../api/account-links');
    // The page's own read (the club's name and logo, decision 138) when it has answered: asked once.
    const features = await queryClient
      .fetchQuery({ queryKey: ['features'], queryFn: fetchFeatures, staleTime: Infinity })
      .catch(() => ({ email: false }));
    if (features.email) await navigate(paths.forgotPassword);
    else window.alert(webMessages.forgotPassword);
  }

  function clearFieldError(field: Field) {
    if (fieldErrors[field]) setFieldErrors((current) => ({ ...current, [field]: undefined }));
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('Sign in')}>
      <Stack>
        {error && (
          <Alert color="red" role="alert" variant="light">
            {error}
          </Alert>
        )}
        <TextInput
          ref={usernameRef}
          label={t('Username')}
          name="username"
          autoComplete="username"
          required
          withAsterisk={false}
          value={username}
          error={fieldErrors.username}
          onChange={(event) => {
            setUsername(event.currentTarget.value);
            clearFieldError('username');
          }}
        />
        <PasswordInput
          ref={passwordRef}
          label={t('Password')}
          name="password"
          autoComplete="current-password"
          required
          withAsterisk={false}
          value={password}
          error={fieldErrors.password}
          visibilityToggleFocusable
          visibilityToggleIcon={PasswordVisibilityIcon}
          visibilityToggleButtonProps={{ 'aria-label': undefined }}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            clearFieldError('password');
          }}
        />
        <Group justify="space-between">
          <Checkbox
            label={t('Remember me')}
            checked={remember}
            onChange={(event) => setRemember(event.currentTarget.checked)}
          />
          <Button type="button" variant="subtle" size="compact-sm" onClick={() => void forgotPassword()}>
            {t('Forgot password?')}
          </Button>
        </Group>
        <Button type="submit" fullWidth disabled={busy}>
          {busy ? t('Signing in...') : t('Sign In')}
        </Button>
        <OidcSignInButton remember={remember} />
      </Stack>
    </form>
  );
}
