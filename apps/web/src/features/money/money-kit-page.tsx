import { Stack, Text, Title } from '@mantine/core';
import { useKitWindows } from '../../api/kit';
import { useMoneySettings } from '../../api/money';
import { LoadState } from '../../ui/load-state';
import { KitWindowCard } from './kit-window-card';
import { KitWindowForm } from './kit-window-form';
import { kitTexts as texts } from './kit-texts';
import { settingsTexts } from './settings-texts';

/**
 * /money/kit (the treasurer and admins; #33): open a team's kit order, see every child's choices, close it to charge
 * the families, and download the supplier's CSV. Prices are in the club's currency (the money settings').
 */
export function MoneyKitPage() {
  const settings = useMoneySettings();
  const windows = useKitWindows();
  return (
    <Stack>
      <Title order={1}>{texts.title}</Title>
      <Text>{texts.intro}</Text>
      <LoadState query={settings} loading={settingsTexts.loading} failed={settingsTexts.failed}>
        {({ currency }) => (
          <Stack gap="xl">
            <KitWindowForm currency={currency} />
            <LoadState query={windows} loading={texts.loading} failed={texts.failed} empty={texts.empty}>
              {(list) => (
                <Stack gap="md">
                  {list.map((w) => (
                    <KitWindowCard key={w.window_id} kitWindow={w} currency={currency} />
                  ))}
                </Stack>
              )}
            </LoadState>
          </Stack>
        )}
      </LoadState>
    </Stack>
  );
}
