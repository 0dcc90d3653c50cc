import { Stack, Text, Title } from '@mantine/core';
import { useBalances } from '../../api/money';
import { LoadState } from '../../ui/load-state';
import { BankLinesToConfirm } from './bank-lines-to-confirm';
import { moneyTexts } from './money-texts';
import { StatementImport } from './statement-import';
import { statementsTexts as texts } from './statements-texts';

/**
 * /money/statements (the treasurer and admins; #33, decision 133): a bank statement previewed and imported, and the
 * credits it brought waiting to be confirmed as families' payments. Families and currency come with the balances.
 */
export function MoneyStatementsPage() {
  const balances = useBalances();
  return (
    <Stack>
      <Title order={1}>{texts.title}</Title>
      <Text>{texts.intro}</Text>
      <LoadState query={balances} loading={moneyTexts.familiesLoading} failed={moneyTexts.familiesFailed}>
        {(data) => (
          <Stack gap="xl">
            <StatementImport currency={data.currency} />
            <BankLinesToConfirm families={data.families} currency={data.currency} />
          </Stack>
        )}
      </LoadState>
    </Stack>
  );
}
