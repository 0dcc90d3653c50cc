import type { FormEvent } from 'react';
import { useState } from 'react';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { checkLink, choosePassword } from '../../api/account-links';
import { paths } from '../../paths';
import { useSession } from '../../session/session-context';
import { AuthFrame } from '../../ui/auth-frame';
import { errorText } from '../../ui/crud/error-text';
import { ErrorBanner } from '../../ui/error-banner';
import { accountTexts } from './account-texts';
import { LinkProblem } from './link-problem';
import { withLinkToken } from '../../browser/link-token';
import { NewPasswordFields, newPasswordErrors, type NewPasswordValues } from './new-password-fields';

type Purpose = 'invitation' | 'password_reset';

/**
 * /invite and /reset-password: the page an invitation or a reset email opens. It checks the link first (a used,
 * expired or mangled one says so and changes nothing), then takes the new password and signs the person in.
 */
function AccountChoosePasswordPageFor({ purpose, token }: { purpose: Purpose; token: string }) {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const link = useQuery({
    queryKey: ['link', token],
    queryFn: () => checkLink(token),
    retry: false,
    staleTime: Infinity,
  });
  const [values, setValues] = useState<NewPasswordValues>({ password: '', confirm: '' });
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const title = purpose === 'invitation' ? accountTexts.invitationTitle : accountTexts.resetTitle;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems = newPasswordErrors(values);
    setErrors(problems);
    if (problems.password || problems.confirm) return;
    setBusy(true);
    setError(null);
    try {
      const { token: session } = await choosePassword(purpose, { token, password: values.password });
      await signIn(session, false);
      await navigate(paths.home, { replace: true });
    } catch (failure) {
      setError(errorText(failure, accountTexts.failed));
      setBusy(false);
    }
  }

  if (link.isPending) {
    return (
      <AuthFrame title={title}>
        <Group justify="center" role="status">
          <Loader size="sm" />
          <Text>{accountTexts.checkingLink}</Text>
        </Group>
      </AuthFrame>
    );
  }
  if (link.isError || link.data.purpose !== purpose) {
    return (
      <AuthFrame title={accountTexts.linkProblemTitle}>
        <LinkProblem message={errorText(link.error, accountTexts.failed)} />
      </AuthFrame>
    );
  }
  return (
    <AuthFrame title={title}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
        <Stack>
          <Text>{accountTexts.greeting(link.data.name, link.data.username)}</Text>
          <ErrorBanner message={error} onClose={() => setError(null)} />
          <NewPasswordFields values={values} errors={errors} onChange={setValues} disabled={busy} />
          <Button type="submit" fullWidth disabled={busy}>
            {busy ? accountTexts.saving : accountTexts.setAndSignIn}
          </Button>
        </Stack>
      </form>
    </AuthFrame>
  );
}

export const AccountChoosePasswordPage = withLinkToken<{ purpose: Purpose }>(AccountChoosePasswordPageFor);
