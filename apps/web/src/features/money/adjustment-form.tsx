import { useId, useState } from 'react';
import { Button, Card, NativeSelect, Stack, TextInput, Title } from '@mantine/core';
import { adjustmentBody } from '@touchline/domain';
import { useRecordAdjustment } from '../../api/money';
import { errorText } from '../../ui/crud/error-text';
import { ErrorBanner } from '../../ui/error-banner';
import { validate, type FieldErrors } from '../../ui/zod-form';
import { todayIso } from '../../widgets/match/match-dates';
import { AmountInput } from '../../widgets/money/amount-input';
import { readAmountField } from '../../widgets/money/amount-reading';
import { currencySymbol, moneyText } from '../../widgets/money/money-format';
import { DateField } from './date-field';
import { ledgerTexts as texts } from './ledger-texts';
import { moneyTexts } from './money-texts';

interface AdjustmentFormProps {
  familyId: number;
  currency: string;
  onDone: (message: string) => void;
}

type Kind = 'adjustment' | 'credit';
const blank = () => ({ kind: 'adjustment' as Kind, amount: '', description: '', on: todayIso() });

/**
 * 'Adjustment or credit' (#33): an adjustment either way (a signed amount: more than 0 raises what the family owes)
 * or a credit, which lowers it (typed without a sign, as a payment is), with its reason.
 */
export function AdjustmentForm({ familyId, currency, onDone }: AdjustmentFormProps) {
  const record = useRecordAdjustment();
  const [values, setValues] = useState(blank);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();
  const signed = values.kind === 'adjustment';

  async function submit() {
    setFailure(null);
    const amount = readAmountField(values.amount, currency, { signed });
    // The other fields are checked even when the amount cannot be read (1 stands in for it), so every error shows.
    const checked = validate(adjustmentBody, {
      family_id: familyId,
      kind: values.kind,
      amount_minor: amount.ok ? amount.minor : 1,
      description: values.description,
      on: values.on,
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
      onDone(texts.adjustmentRecorded(moneyText(answer.balance_minor, currency)));
    } catch (error) {
      setFailure(errorText(error, texts.adjustmentFailed));
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
            {texts.adjustmentTitle}
          </Title>
          <ErrorBanner message={failure} onClose={() => setFailure(null)} />
          <NativeSelect
            label={texts.kind}
            value={values.kind}
            data={(['adjustment', 'credit'] as const).map((k) => ({ value: k, label: texts.adjustmentKinds[k] }))}
            onChange={(event) =>
              setValues({ ...values, kind: event.currentTarget.value === 'credit' ? 'credit' : 'adjustment' })
            }
          />
          <AmountInput
            label={moneyTexts.amount}
            description={signed ? texts.signedAmountHint : texts.creditAmountHint}
            symbol={currencySymbol(currency)}
            value={values.amount}
            error={errors.amount_minor}
            onChange={(amount) => setValues({ ...values, amount })}
          />
          <TextInput
            label={texts.reason}
            value={values.description}
            error={errors.description}
            onChange={(event) => setValues({ ...values, description: event.currentTarget.value })}
          />
          <DateField
            label={moneyTexts.date}
            value={values.on}
            error={errors.on}
            onChange={(on) => setValues({ ...values, on })}
          />
          <Button type="submit" loading={record.isPending} w="fit-content">
            {texts.record}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
