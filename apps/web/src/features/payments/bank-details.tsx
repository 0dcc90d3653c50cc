import { Stack, Text, Title } from '@mantine/core';
import type { MoneySettings } from '@touchline/domain';
import { CopyLine } from './copy-line';
import { paymentsTexts as texts } from './payments-texts';

/** The club's bank details, each with its Copy button; IBAN and BIC only when the club gave them. */
export function BankDetails({ bank }: { bank: MoneySettings }) {
  const uk = bank.sort_code !== '' && bank.account_number !== '';
  const hasAny = bank.payee !== '' || uk || bank.iban !== '';
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {texts.bankTitle}
      </Title>
      {!hasAny && <Text>{texts.noBank}</Text>}
      {bank.payee !== '' && <CopyLine label={texts.payee} value={bank.payee} copyLabel={texts.copyPayee} />}
      {bank.sort_code !== '' && (
        <CopyLine label={texts.sortCode} value={bank.sort_code} copyLabel={texts.copySortCode} />
      )}
      {bank.account_number !== '' && (
        <CopyLine label={texts.accountNumber} value={bank.account_number} copyLabel={texts.copyAccountNumber} />
      )}
      {bank.iban !== '' && <CopyLine label={texts.iban} value={bank.iban} copyLabel={texts.copyIban} />}
      {bank.bic !== '' && <CopyLine label={texts.bic} value={bank.bic} copyLabel={texts.copyBic} />}
    </Stack>
  );
}
