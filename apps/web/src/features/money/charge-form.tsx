import { useId, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Group,
  NativeSelect,
  NumberInput,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { chargeBody, type FamilyBalance } from '@touchline/domain';
import { useRaiseCharge } from '../../api/money';
import { teamsApi } from '../../api/teams';
import { errorText } from '../../ui/crud/error-text';
import { ErrorBanner } from '../../ui/error-banner';
import { SuccessBanner } from '../../ui/success-banner';
import { validate, type FieldErrors } from '../../ui/zod-form';
import { todayIso } from '../../widgets/match/match-dates';
import { AmountInput } from '../../widgets/money/amount-input';
import { readAmountField } from '../../widgets/money/amount-reading';
import { currencySymbol, moneyText } from '../../widgets/money/money-format';
import { dueDatesText, instalmentsText, siblingText } from './charge-preview';
import { chargesTexts as texts } from './charges-texts';
import { DateField } from './date-field';
import { familyLabel, moneyTexts } from './money-texts';

type Scope = 'team' | 'club' | 'family';
type Category = 'subs' | 'one_off';

interface ChargeFormProps {
  currency: string;
  /** The families one may be charged alone (the balances'). */
  families: readonly FamilyBalance[];
}

const blank = () => ({
  scope: 'team' as Scope,
  team_id: '',
  family_id: '',
  category: 'subs' as Category,
  description: '',
  amount: '',
  first_due_on: todayIso(),
  instalments: 1 as number | string,
  sibling_discount_percent: 0 as number | string,
});

/** A whole number typed in a number field, or NaN (the schema then says what is wanted). */
const whole = (value: number | string) =>
  typeof value === 'number' ? value : value === '' ? Number.NaN : Number(value);

/**
 * 'Raise a charge' (#33, decision 133): who (a team, the club, one family), what, how much for each child, from when,
 * in how many instalments and with what sibling discount; a live line says how the amount is split.
 */
export function ChargeForm({ currency, families }: ChargeFormProps) {
  const raise = useRaiseCharge();
  const teams = teamsApi.useList();
  const [values, setValues] = useState(blank);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const titleId = useId();
  const set = (patch: Partial<ReturnType<typeof blank>>) => setValues({ ...values, ...patch });

  const amount = readAmountField(values.amount, currency);
  const count = whole(values.instalments);
  const percent = whole(values.sibling_discount_percent);
  const previewable = amount.ok && amount.minor > 0 && Number.isInteger(count) && count >= 1 && count <= 12;

  async function submit() {
    setFailure(null);
    setDone(null);
    // The other fields are checked even when the amount cannot be read (1 stands in for it), so every error shows.
    const checked = validate(chargeBody, {
      scope: values.scope,
      team_id: values.scope === 'team' && values.team_id ? Number(values.team_id) : undefined,
      family_id: values.scope === 'family' && values.family_id ? Number(values.family_id) : undefined,
      category: values.category,
      description: values.description,
      amount_minor: amount.ok ? amount.minor : 1,
      first_due_on: values.first_due_on,
      instalments: count,
      sibling_discount_percent: percent,
    });
    const found: FieldErrors = checked.ok ? {} : { ...checked.errors };
    if (!amount.ok) found.amount_minor = amount.error;
    if (!checked.ok || !amount.ok) {
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      const answer = await raise.mutateAsync(checked.data);
      setValues({ ...blank(), scope: values.scope, team_id: values.team_id, family_id: values.family_id });
      setDone(
        moneyTexts.charged(
          answer.entries,
          answer.families,
          moneyText(answer.total_minor, currency),
          answer.already_charged,
        ),
      );
    } catch (error) {
      setFailure(errorText(error, texts.chargeFailed));
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
          <Title order={2} size="h3" id={titleId}>
            {texts.formTitle}
          </Title>
          <SuccessBanner message={done} onClose={() => setDone(null)} />
          <ErrorBanner message={failure} onClose={() => setFailure(null)} />
          <Radio.Group
            label={texts.scope}
            value={values.scope}
            onChange={(scope) => set({ scope: scope === 'club' ? 'club' : scope === 'family' ? 'family' : 'team' })}
          >
            <Group gap="md" mt={6}>
              {(['team', 'club', 'family'] as const).map((scope) => (
                <Radio key={scope} value={scope} label={texts.scopes[scope]} />
              ))}
            </Group>
          </Radio.Group>
          {values.scope === 'team' && (
            <NativeSelect
              label={moneyTexts.team}
              value={values.team_id}
              error={errors.team_id ?? (teams.isError ? moneyTexts.teamsFailed : undefined)}
              data={[
                { value: '', label: moneyTexts.chooseTeam },
                ...(teams.data ?? []).map((team) => ({ value: String(team.team_id), label: team.team_name })),
              ]}
              onChange={(event) => set({ team_id: event.currentTarget.value })}
              maw={420}
            />
          )}
          {values.scope === 'family' && (
            <NativeSelect
              label={moneyTexts.family}
              value={values.family_id}
              error={errors.family_id}
              data={[
                { value: '', label: moneyTexts.chooseFamily },
                ...families.map((f) => ({ value: String(f.family_id), label: familyLabel(f) })),
              ]}
              onChange={(event) => set({ family_id: event.currentTarget.value })}
              maw={420}
            />
          )}
          <NativeSelect
            label={texts.category}
            value={values.category}
            data={(['subs', 'one_off'] as const).map((c) => ({ value: c, label: texts.categories[c] }))}
            onChange={(event) => set({ category: event.currentTarget.value === 'one_off' ? 'one_off' : 'subs' })}
            maw={420}
          />
          <TextInput
            label={moneyTexts.description}
            description={texts.descriptionHint}
            value={values.description}
            error={errors.description}
            onChange={(event) => set({ description: event.currentTarget.value })}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <AmountInput
              label={moneyTexts.amount}
              description={texts.amountHint}
              symbol={currencySymbol(currency)}
              value={values.amount}
              error={errors.amount_minor}
              onChange={(text) => set({ amount: text })}
            />
            <DateField
              label={texts.firstDueOn}
              value={values.first_due_on}
              error={errors.first_due_on}
              onChange={(first_due_on) => set({ first_due_on })}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NumberInput
              label={texts.instalments}
              description={texts.instalmentsHint}
              value={values.instalments}
              min={1}
              max={12}
              allowDecimal={false}
              allowNegative={false}
              error={errors.instalments}
              onChange={(instalments) => set({ instalments })}
            />
            <NumberInput
              label={texts.siblingDiscount}
              description={texts.siblingDiscountHint}
              value={values.sibling_discount_percent}
              min={0}
              max={100}
              allowDecimal={false}
              allowNegative={false}
              error={errors.sibling_discount_percent}
              onChange={(sibling_discount_percent) => set({ sibling_discount_percent })}
            />
          </SimpleGrid>
          {previewable && amount.ok && (
            <Alert variant="light" color="blue" title={texts.previewLabel} role="status">
              <Text fw={600}>{instalmentsText(amount.minor, count, currency)}</Text>
              {values.first_due_on && <Text size="sm">{dueDatesText(values.first_due_on, count)}</Text>}
              {Number.isInteger(percent) && percent > 0 && percent <= 100 && (
                <Text size="sm">{siblingText(amount.minor, percent, currency)}</Text>
              )}
            </Alert>
          )}
          <Button type="submit" loading={raise.isPending} w="fit-content">
            {texts.raise}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
