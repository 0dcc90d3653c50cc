import { useId, useState } from 'react';
import { Button, Card, Group, NativeSelect, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { kitWindowBody } from '@touchline/domain';
import { useCreateKitWindow } from '../../api/kit';
import { teamsApi } from '../../api/teams';
import { errorText } from '../../ui/crud/error-text';
import { ErrorBanner } from '../../ui/error-banner';
import { SuccessBanner } from '../../ui/success-banner';
import { validate, type FieldErrors } from '../../ui/zod-form';
import { todayIso } from '../../widgets/match/match-dates';
import { readAmountField } from '../../widgets/money/amount-reading';
import { DateField } from './date-field';
import { KitItemFields, type KitItemValues } from './kit-item-fields';
import { kitTexts as texts } from './kit-texts';
import { moneyTexts } from './money-texts';

const blankItem = (): KitItemValues => ({ name: '', sizes: '', price: '', numbered: false });
const blank = () => ({ team_id: '', title: '', closes_on: todayIso(), items: [blankItem()] });

/** '25, YS , ,M' → ['25', 'YS', 'M']. */
export const sizesOf = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** 'Open a kit order': a team, a title, a deadline and its items, checked with the server's own schema. */
export function KitWindowForm({ currency }: { currency: string }) {
  const create = useCreateKitWindow();
  const teams = teamsApi.useList();
  const [values, setValues] = useState(blank);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const titleId = useId();

  async function submit() {
    setFailure(null);
    setDone(null);
    const prices = values.items.map((item) => readAmountField(item.price, currency));
    // An unreadable price is its own error; 1 stands in for it so that every other field is checked too.
    const checked = validate(kitWindowBody, {
      team_id: values.team_id ? Number(values.team_id) : undefined,
      title: values.title,
      closes_on: values.closes_on,
      items: values.items.map((item, i) => {
        const price = prices[i];
        return {
          name: item.name,
          sizes: sizesOf(item.sizes),
          price_minor: price?.ok ? price.minor : 1,
          numbered: item.numbered,
        };
      }),
    });
    const found: FieldErrors = checked.ok ? {} : { ...checked.errors };
    prices.forEach((price, i) => {
      if (!price.ok) found[`items.${i}.price_minor`] = price.error;
    });
    if (!checked.ok || Object.keys(found).length > 0) {
      setErrors(found.team_id ? { ...found, team_id: moneyTexts.chooseTeam } : found);
      return;
    }
    setErrors({});
    try {
      const window = await create.mutateAsync(checked.data);
      setValues(blank());
      setDone(texts.created(window.title));
    } catch (error) {
      setFailure(errorText(error, texts.createFailed));
    }
  }

  const setItem = (index: number, item: KitItemValues) =>
    setValues({ ...values, items: values.items.map((old, i) => (i === index ? item : old)) });

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
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <NativeSelect
              label={moneyTexts.team}
              value={values.team_id}
              error={errors.team_id ?? (teams.isError ? moneyTexts.teamsFailed : undefined)}
              data={[
                { value: '', label: moneyTexts.chooseTeam },
                ...(teams.data ?? []).map((team) => ({ value: String(team.team_id), label: team.team_name })),
              ]}
              onChange={(event) => setValues({ ...values, team_id: event.currentTarget.value })}
            />
            <TextInput
              label={texts.orderTitle}
              placeholder={texts.orderTitleHint}
              value={values.title}
              error={errors.title}
              onChange={(event) => setValues({ ...values, title: event.currentTarget.value })}
            />
            <DateField
              label={texts.deadline}
              value={values.closes_on}
              minDate={todayIso()}
              error={errors.closes_on}
              onChange={(closes_on) => setValues({ ...values, closes_on })}
            />
          </SimpleGrid>
          <Title order={3} size="h5">
            {texts.itemsTitle}
          </Title>
          <ErrorBanner message={errors.items} />
          {values.items.map((item, i) => (
            <KitItemFields
              key={i}
              index={i}
              item={item}
              errors={errors}
              currency={currency}
              onChange={(next) => setItem(i, next)}
              onRemove={
                values.items.length > 1
                  ? () => setValues({ ...values, items: values.items.filter((_, j) => j !== i) })
                  : undefined
              }
            />
          ))}
          <Group gap="xs">
            <Button
              variant="default"
              disabled={values.items.length >= 20}
              onClick={() => setValues({ ...values, items: [...values.items, blankItem()] })}
            >
              {texts.addItem}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {texts.create}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
