import type { FormEvent } from 'react';
import { useState } from 'react';
import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import type { Account } from '@touchline/domain';
import { useUpdateAccount } from '../../api/account';
import { useSession } from '../../session/session-context';
import { errorText } from '../../ui/crud/error-text';
import { ErrorBanner } from '../../ui/error-banner';
import { SuccessBanner } from '../../ui/success-banner';
import { accountTexts } from './account-texts';

/** The username (shown) and the short name (changed here). */
export function ProfileSection({ account }: { account: Account }) {
  const [shortName, setShortName] = useState(account.short_name ?? '');
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateAccount();
  const { updateUser } = useSession();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    setError(null);
    try {
      const saved = await update.mutateAsync({ short_name: shortName });
      updateUser({ short_name: saved.short_name });
      setDone(accountTexts.nameSaved);
    } catch (failure) {
      setError(errorText(failure, accountTexts.failed));
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="account-profile">
      <Stack gap="sm">
        <Title order={2} size="h3" id="account-profile">
          {accountTexts.profileHeading}
        </Title>
        <SuccessBanner message={done} onClose={() => setDone(null)} />
        <ErrorBanner message={error} onClose={() => setError(null)} />
        <TextInput label={accountTexts.username} value={account.username} readOnly />
        <TextInput
          label={accountTexts.shortName}
          description={accountTexts.shortNameHint}
          value={shortName}
          maxLength={100}
          onChange={(event) => setShortName(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {accountTexts.saveName}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
