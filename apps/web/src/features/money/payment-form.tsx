import { useId, useState } from 'react';
import { Button, Card, NativeSelect, Stack, TextInput, Title } from '@mantine/core';
import { paymentBody, paymentMethods, type PaymentMethod } from '@touchline/domain';
import { useRecordPayment } from '../../api/money';
import { errorText } from '../../ui/crud/error-text';
import { ErrorBanner } from '../../ui/error-banner';
import { validate, type FieldErrors } from '../../ui/zod-form';
import { todayIso } from '../../widgets/match/match-dates';
import { AmountInput } from '../../widgets/money/amount-input';
import { readAmountField } from '../../widgets/money/amount-reading';
import { currencySymbol, moneyText } from '../../widgets/money/money-format';
import { moneyWidgetTexts } from '../../widgets/money/money-widget-texts';
import { DateField } from './date-field';
import { ledgerTexts as texts } from './ledger-texts';
import { moneyTexts } from './money-texts';

interface PaymentFormProps {
  familyId: number;
  currency: string;
  onDone: (message: string) => void;
}

const blank = () => ({
  amount: '',
  paid_on: todayIso(),
  method: 'bank_transfer' as PaymentMethod,
  external_id: '',
  description: '',
});

/**
 * 'Record payment' (#33): the amount as typed ('25.00', '12,50', '£1,234.56', read in minor units, never as a float),
 * the day, how it was paid and, optionally, the bank's id for it and a description.
 */
export function PaymentForm({ familyId, currency, onDone }: PaymentFormProps) {
  const record = useRecordPayment();
  const [values, setValues] = useState(blank);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();

  async function submit() {
    setFailure(null);
    const amount = readAmountField(values.amount, currency);
    // The other fields are checked even when the amount cannot be read (1 stands in for it), so every error shows.
    const checked = validate(paymentBody, {
      family_id: familyId,
      amount_minor: amount.ok ? amount.minor : 1,
      paid_on: values.paid_on,
      method: values.method,
      external_id: values.external_id,
      description: values.description,
    });
    const found: FieldErrors = checked.ok ? {} : { ...checked.errors };
    if (!amount.ok) found.amount_minor = amount.error;
    if (!checked.ok || !amount.ok) {
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      const answer = await record.mutateAsync(checked.data);
      setValues(blank());
      onDone(texts.paymentRecorded(moneyText(amount.minor, currency), moneyText(answer.balance_minor, currency)));
    } catch (error) {
      setFailure(errorText(error, texts.paymentFailed));
    }
  }

  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id={titleId}>
            {texts.paymentTitle}
          </Title>
          <ErrorBanner message={failure} onClose={() => setFailure(null)} />
          <AmountInput
            label={moneyTexts.amount}
            description={texts.amountHint}
            symbol={currencySymbol(currency)}
            value={values.amount}
            error={errors.amount_minor}
            onChange={(amount) => setValues({ ...values, amount })}
          />
          <DateField
            label={texts.paidOn}
            value={values.paid_on}
            error={errors.paid_on}
            onChange={(paid_on) => setValues({ ...values, paid_on })}
          />
          <NativeSelect
            label={texts.method}
            value={values.method}
            error={errors.method}
            data={paymentMethods.map((m) => ({ value: m, label: moneyWidgetTexts.methods[m] }))}
            onChange={(event) => {
              const method = paymentMethods.find((m) => m === event.currentTarget.value);
              if (method) setValues({ ...values, method });
            }}
          />
          <TextInput
            label={texts.externalId}
            description={texts.externalIdHint}
            value={values.external_id}
            error={errors.external_id}
            onChange={(event) => setValues({ ...values, external_id: event.currentTarget.value })}
          />
          <TextInput
            label={texts.paymentDescription}
            value={values.description}
            error={errors.description}
            onChange={(event) => setValues({ ...values, description: event.currentTarget.value })}
          />
          <Button type="submit" loading={record.isPending} w="fit-content">
            {texts.recordPayment}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
