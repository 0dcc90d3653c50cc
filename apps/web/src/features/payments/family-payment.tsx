import { Card, Divider, Image, Stack, Text, Title } from '@mantine/core';
import type { MoneySettings, MyMoney } from '@touchline/domain';
import { moneyText } from '../../widgets/money/money-format';
import { BankDetails } from './bank-details';
import { CopyLine } from './copy-line';
import { PaymentEntries } from './payment-entries';
import { paymentsTexts as texts } from './payments-texts';

type FamilyMoney = MyMoney['families'][number];

interface FamilyPaymentProps {
  family: FamilyMoney;
  bank: MoneySettings;
  currency: string;
}

/** The line at the top: what the family owes, nothing, or its credit. */
export function balanceLine(balance: number, currency: string): string {
  if (balance > 0) return texts.youOwe(moneyText(balance, currency));
  if (balance < 0) return texts.inCredit(moneyText(-balance, currency));
  return texts.nothingToPay;
}

/**
 * One family's money on the phone (#33): what it owes, how overdue, its reference to copy, the club's bank details,
 * the EPC QR code for a banking app when the server gives one, and every charge and payment.
 */
export function FamilyPayment({ family, bank, currency }: FamilyPaymentProps) {
  const names = family.players.map((p) => p.player_name).join(', ');
  const owes = family.balance_minor > 0;
  return (
    <Card withBorder padding="md" component="article" aria-label={texts.familyLabel(names || family.reference)}>
      <Stack gap="md">
        {names && (
          <Text size="sm" c="dimmed">
            {names}
          </Text>
        )}
        <Stack gap={4}>
          <Title order={2} fz={30} c={owes ? 'red.9' : undefined}>
            {balanceLine(family.balance_minor, currency)}
          </Title>
          {family.days_overdue > 0 && (
            <Text fw={600} c="red.9">
              {texts.overdueBy(family.days_overdue)}
            </Text>
          )}
        </Stack>
        <Text>{texts.howToPay}</Text>
        <CopyLine label={texts.reference} value={family.reference} copyLabel={texts.copyReference} large />
        <BankDetails bank={bank} />
        {family.epc_qr_svg && (
          <Stack gap={4} align="center">
            <Image
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(family.epc_qr_svg)}`}
              alt={texts.qrAlt(moneyText(family.balance_minor, currency), family.reference)}
              w={220}
              h={220}
              fit="contain"
            />
            <Text size="sm">{texts.scan}</Text>
          </Stack>
        )}
        <Divider />
        <Title order={3} size="h4">
          {texts.entriesTitle}
        </Title>
        <PaymentEntries entries={family.entries} currency={currency} reference={family.reference} />
      </Stack>
    </Card>
  );
}
