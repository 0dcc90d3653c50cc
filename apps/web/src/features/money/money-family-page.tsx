import { useState } from 'react';
import { Anchor, SimpleGrid, Stack, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useFamilyLedger } from '../../api/money';
import { paths } from '../../paths';
import { LoadState } from '../../ui/load-state';
import { SuccessBanner } from '../../ui/success-banner';
import { AdjustmentForm } from './adjustment-form';
import { LedgerHeader } from './ledger-header';
import { LedgerTable } from './ledger-table';
import { MoveChildForm } from './move-child-form';
import { ledgerTexts as texts } from './ledger-texts';
import { PaymentForm } from './payment-form';

/**
 * /money/families/:id (the treasurer and admins; #33): one family's ledger, oldest first with the running balance,
 * the forms to record a payment and an adjustment or credit, and to move a child to another family.
 */
export function MoneyFamilyPage() {
  const id = Number(useParams().id);
  const ledger = useFamilyLedger(id);
  const [done, setDone] = useState<string | null>(null);
  return (
    <Stack>
      <Anchor component={Link} to={paths.money} w="fit-content">
        {texts.back}
      </Anchor>
      <LoadState query={ledger} loading={texts.loading} failed={texts.failed}>
        {({ family, entries, currency }) => (
          <Stack>
            <Title order={1}>{texts.title(family.reference)}</Title>
            <LedgerHeader family={family} currency={currency} />
            <SuccessBanner message={done} onClose={() => setDone(null)} />
            <LedgerTable entries={entries} currency={currency} />
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <PaymentForm familyId={family.family_id} currency={currency} onDone={setDone} />
              <AdjustmentForm familyId={family.family_id} currency={currency} onDone={setDone} />
            </SimpleGrid>
            <MoveChildForm family={family} onDone={setDone} />
          </Stack>
        )}
      </LoadState>
    </Stack>
  );
}
