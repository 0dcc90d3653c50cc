import { Stack, Text, Title } from '@mantine/core';
import { useBalances } from '../../api/money';
import { LoadState } from '../../ui/load-state';
import { ChargeForm } from './charge-form';
import { chargesTexts as texts } from './charges-texts';
import { MatchFees } from './match-fees';
import { moneyTexts } from './money-texts';

/**
 * /money/charges (the treasurer and admins; #33, decision 133): raise subs or a one-off charge, and set and raise the
 * teams' match fees. The club's currency and its families come with the balances.
 */
export function MoneyChargesPage() {
  const balances = useBalances();
  return (
    <Stack>
      <Title order={1}>{texts.title}</Title>
      <Text>{texts.intro}</Text>
      <LoadState query={balances} loading={moneyTexts.familiesLoading} failed={moneyTexts.familiesFailed}>
        {(data) => (
          <Stack gap="xl">
            <ChargeForm currency={data.currency} families={data.families} />
            <MatchFees currency={data.currency} />
          </Stack>
        )}
      </LoadState>
    </Stack>
  );
}
