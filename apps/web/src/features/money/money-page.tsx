import { useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { downloadLedgerCsv, useBalances } from '../../api/money';
import { errorText } from '../../ui/crud/error-text';
import { ErrorBanner } from '../../ui/error-banner';
import { LoadState } from '../../ui/load-state';
import { SuccessBanner } from '../../ui/success-banner';
import { BalancesTotals } from './balances-totals';
import { balancesTexts as texts } from './balances-texts';
import { FamiliesTable } from './families-table';
import { moneyTexts } from './money-texts';
import { SendRequestsButton } from './send-requests-button';

/**
 * /money (the treasurer and admins; #33, decision 133): the club's totals and ageing, every family's balance, the
 * ledger as CSV for the accounts, and payment requests to every family who owes.
 */
export function MoneyPage() {
  const balances = useBalances();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const owing = (balances.data?.families ?? []).filter((f) => f.balance_minor > 0).length;

  async function exportCsv() {
    setFailure(null);
    setExporting(true);
    try {
      await downloadLedgerCsv(texts.exportFailed);
    } catch (error) {
      setFailure(errorText(error, texts.exportFailed));
    } finally {
      setExporting(false);
    }
  }

  return (
    <Stack>
      <Title order={1}>{texts.title}</Title>
      <Text>{texts.intro}</Text>
      <Group gap="xs">
        <Button variant="default" loading={exporting} onClick={() => void exportCsv()}>
          {texts.exportCsv}
        </Button>
        <SendRequestsButton
          owing={owing}
          onSent={(n) => {
            setFailure(null);
            setDone(texts.sent(n));
          }}
          onFailed={(message) => setFailure(message)}
        />
      </Group>
      <SuccessBanner message={done} onClose={() => setDone(null)} />
      <ErrorBanner message={failure} onClose={() => setFailure(null)} />
      <LoadState query={balances} loading={moneyTexts.familiesLoading} failed={moneyTexts.familiesFailed}>
        {(data) => (
          <>
            <BalancesTotals balances={data} />
            <FamiliesTable families={data.families} currency={data.currency} />
          </>
        )}
      </LoadState>
    </Stack>
  );
}
