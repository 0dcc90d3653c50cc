import { Stack, Text, Title } from '@mantine/core';
import { useMyMoney } from '../../api/money';
import { LoadState } from '../../ui/load-state';
import touch from '../../ui/touch-targets.module.css';
import { FamilyPayment } from './family-payment';
import { KitOrdersSection } from './kit-orders-section';
import { paymentsTexts as texts } from './payments-texts';

/**
 * /payments (parents; #33, decision 133), phone first: for each of the parent's families what it owes, its
 * reference and the club's bank details to copy, a QR code for a banking app, its charges and payments; then the kit
 * orders of their children's teams. Every control is at least 44 × 44 px on a phone.
 */
export function PaymentsPage() {
  const money = useMyMoney();
  return (
    <Stack className={touch.touch} maw={640} gap="lg">
      <Title order={1}>{texts.title}</Title>
      <LoadState query={money} loading={texts.loading} failed={texts.failed}>
        {(data) => (
          <Stack gap="lg">
            {data.families.length === 0 ? (
              <Text role="status">{texts.noFamily}</Text>
            ) : (
              data.families.map((family) => (
                <FamilyPayment key={family.family_id} family={family} bank={data.bank} currency={data.currency} />
              ))
            )}
            <KitOrdersSection currency={data.currency} />
          </Stack>
        )}
      </LoadState>
    </Stack>
  );
}
