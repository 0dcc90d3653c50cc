import { Stack, Text, Title } from '@mantine/core';
import { useMoneySettings } from '../../api/money';
import { LoadState } from '../../ui/load-state';
import { SettingsForm } from './settings-form';
import { settingsTexts as texts } from './settings-texts';

/**
 * /money/settings (the treasurer and admins; #33): the club's bank details as families see them, and the flag that
 * shows coaches overdue families at squad selection, off by default (decision 133: every child plays).
 */
export function MoneySettingsPage() {
  const settings = useMoneySettings();
  return (
    <Stack maw={760}>
      <Title order={1}>{texts.title}</Title>
      <Text>{texts.intro}</Text>
      <LoadState query={settings} loading={texts.loading} failed={texts.failed}>
        {(data) => <SettingsForm settings={data} />}
      </LoadState>
    </Stack>
  );
}
