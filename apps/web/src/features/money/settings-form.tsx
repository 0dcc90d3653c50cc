import { useState, type ChangeEvent } from 'react';
import { Button, Card, NumberInput, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { moneySettingsBody, type MoneySettings } from '@touchline/domain';
import { useSaveMoneySettings } from '../../api/money';
import { errorText } from '../../ui/crud/error-text';
import { ErrorBanner } from '../../ui/error-banner';
import { SuccessBanner } from '../../ui/success-banner';
import { validate, type FieldErrors } from '../../ui/zod-form';
import { settingsTexts as texts } from './settings-texts';

/** The settings form: bank details (checked as the server checks them) and the overdue flag with its days. */
export function SettingsForm({ settings }: { settings: MoneySettings }) {
  const save = useSaveMoneySettings();
  const [values, setValues] = useState({
    payee: settings.payee,
    sort_code: settings.sort_code,
    account_number: settings.account_number,
    iban: settings.iban,
    bic: settings.bic,
    reminders: settings.reminders,
    flag: settings.overdue_flag_days !== null,
    days: (settings.overdue_flag_days ?? 30) as number | string,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const set = (patch: Partial<typeof values>) => setValues({ ...values, ...patch });
  const text = (name: 'payee' | 'sort_code' | 'account_number' | 'iban' | 'bic') => ({
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set({ [name]: event.currentTarget.value }),
  });

  async function submit() {
    setFailure(null);
    setDone(null);
    const checked = validate(moneySettingsBody, {
      payee: values.payee,
      sort_code: values.sort_code,
      account_number: values.account_number,
      iban: values.iban,
      bic: values.bic,
      reminders: values.reminders,
      overdue_flag_days: values.flag ? (typeof values.days === 'number' ? values.days : Number.NaN) : null,
    });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    try {
      await save.mutateAsync(checked.data);
      setDone(texts.saved);
    } catch (error) {
      setFailure(errorText(error, texts.saveFailed));
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack>
        <SuccessBanner message={done} onClose={() => setDone(null)} />
        <ErrorBanner message={failure} onClose={() => setFailure(null)} />
        <Card withBorder padding="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {texts.bankTitle}
            </Title>
            <Text size="sm">
              {texts.currency(settings.currency)}{' '}
              <Text span c="dimmed" size="sm">
                {texts.currencyHint}
              </Text>
            </Text>
            <TextInput label={texts.payee} description={texts.payeeHint} {...text('payee')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label={texts.sortCode} placeholder="12-34-56" inputMode="numeric" {...text('sort_code')} />
              <TextInput
                label={texts.accountNumber}
                placeholder="12345678"
                inputMode="numeric"
                {...text('account_number')}
              />
              <TextInput label={texts.iban} description={texts.ibanHint} {...text('iban')} />
              <TextInput label={texts.bic} {...text('bic')} />
            </SimpleGrid>
          </Stack>
        </Card>
        <Card withBorder padding="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {texts.remindersTitle}
            </Title>
            <Switch
              label={texts.reminders}
              description={texts.remindersHint}
              checked={values.reminders}
              onChange={(event) => set({ reminders: event.currentTarget.checked })}
            />
          </Stack>
        </Card>
        <Card withBorder padding="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {texts.overdueTitle}
            </Title>
            <Text size="sm">{texts.overdueExplanation}</Text>
            <Switch
              label={texts.overdueSwitch}
              checked={values.flag}
              onChange={(event) => set({ flag: event.currentTarget.checked })}
            />
            {values.flag && (
              <NumberInput
                label={texts.overdueDays}
                value={values.days}
                min={1}
                max={365}
                allowDecimal={false}
                allowNegative={false}
                error={errors.overdue_flag_days}
                onChange={(days) => set({ days })}
                maw={320}
              />
            )}
          </Stack>
        </Card>
        <Button type="submit" loading={save.isPending} w="fit-content">
          {texts.save}
        </Button>
      </Stack>
    </form>
  );
}
