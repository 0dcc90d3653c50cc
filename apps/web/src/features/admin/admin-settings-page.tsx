import { useState } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useClubSettings } from '../../api/settings';
import { ErrorBanner } from '../../ui/error-banner';
import { LoadState } from '../../ui/load-state';
import { SuccessBanner } from '../../ui/success-banner';
import { SettingsForm, type SettingsOutcome } from './settings/settings-form';
import { settingsTexts as texts } from './settings/settings-texts';

/**
 * /admin/settings (admins; #35, decision 138): the club's name, time zone, logo and email, changed without a restart.
 * The form is drawn again from each version of the settings: after a save, and with someone else's values when they
 * changed them in between (412).
 */
export function AdminSettingsPage() {
  const settings = useClubSettings();
  const client = useQueryClient();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const onOutcome = ({ done: saved, failure: failed, stale }: SettingsOutcome) => {
    setDone(saved ?? null);
    setFailure(stale ? texts.changedBySomeoneElse : (failed ?? null));
    if (stale) client.setQueryData(['settings'], stale);
  };

  return (
    <Stack maw={760}>
      <Title order={1}>{texts.title}</Title>
      <Text>{texts.intro}</Text>
      <SuccessBanner message={done} onClose={() => setDone(null)} />
      <ErrorBanner message={failure} onClose={() => setFailure(null)} />
      <LoadState query={settings} loading={texts.loading} failed={texts.failed}>
        {(data) => <SettingsForm key={data.version} settings={data} onOutcome={onOutcome} />}
      </LoadState>
    </Stack>
  );
}
