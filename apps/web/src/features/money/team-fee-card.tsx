import { useState } from 'react';
import { Button, Card, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { teamFeeBody, type teamFee } from '@touchline/domain';
import type { z } from 'zod';
import { useSaveTeamFee } from '../../api/money';
import { errorText } from '../../ui/crud/error-text';
import { validate, type FieldErrors } from '../../ui/zod-form';
import { todayIso } from '../../widgets/match/match-dates';
import { AmountInput } from '../../widgets/money/amount-input';
import { readAmountField } from '../../widgets/money/amount-reading';
import { amountFieldText, currencySymbol } from '../../widgets/money/money-format';
import { chargesTexts as texts } from './charges-texts';
import { DateField } from './date-field';
import { moneyTexts } from './money-texts';

type TeamFee = z.infer<typeof teamFee>;
type Basis = 'played' | 'selected';

/** One team's match fee: the amount, per match played or per squad selection, and from when. */
export function TeamFeeCard({ fee, currency }: { fee: TeamFee; currency: string }) {
  const save = useSaveTeamFee();
  const [amount, setAmount] = useState(() =>
    fee.match_fee_minor === null ? '' : amountFieldText(fee.match_fee_minor, currency),
  );
  const [basis, setBasis] = useState<Basis>(fee.basis ?? 'played');
  const [since, setSince] = useState(fee.since ?? todayIso());
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  async function submit() {
    setStatus(null);
    const reading = readAmountField(amount, currency);
    const checked = validate(teamFeeBody, {
      match_fee_minor: reading.ok ? reading.minor : 0,
      basis,
      since,
    });
    const found: FieldErrors = checked.ok ? {} : { ...checked.errors };
    if (!reading.ok) found.match_fee_minor = reading.error;
    if (!checked.ok || !reading.ok) {
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ teamId: fee.team_id, body: checked.data });
      setStatus({ ok: true, text: texts.feeSaved });
    } catch (error) {
      setStatus({ ok: false, text: errorText(error, texts.feeFailed) });
    }
  }

  return (
    <Card withBorder padding="sm" component="article" aria-label={fee.team_name}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="xs">
          <Title order={3} size="h5">
            {fee.team_name}
          </Title>
          <AmountInput
            label={texts.fee}
            symbol={currencySymbol(currency)}
            value={amount}
            error={errors.match_fee_minor}
            onChange={setAmount}
          />
          <NativeSelect
            label={texts.basis}
            value={basis}
            error={errors.basis}
            data={(['played', 'selected'] as const).map((b) => ({ value: b, label: texts.bases[b] }))}
            onChange={(event) => setBasis(event.currentTarget.value === 'selected' ? 'selected' : 'played')}
          />
          <DateField label={texts.since} value={since} error={errors.since} onChange={setSince} />
          <Button
            type="submit"
            variant="light"
            loading={save.isPending}
            w="fit-content"
            aria-label={texts.saveFeeFor(fee.team_name)}
          >
            {moneyTexts.save}
          </Button>
          {status && (
            <Text size="sm" role={status.ok ? 'status' : 'alert'} c={status.ok ? 'teal.9' : 'red.9'}>
              {status.text}
            </Text>
          )}
        </Stack>
      </form>
    </Card>
  );
}
