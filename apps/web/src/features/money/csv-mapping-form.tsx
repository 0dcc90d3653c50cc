import { useId, useState } from 'react';
import {
  Button,
  Card,
  Group,
  MultiSelect,
  NativeSelect,
  NumberInput,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { csvMapping, type CsvMappingBody } from '@touchline/domain';
import { validate, type FieldErrors } from '../../ui/zod-form';
import { statementsTexts as texts } from './statements-texts';

const dateFormats = ['DD/MM/YYYY', 'YYYY-MM-DD', 'DD.MM.YYYY', 'MM/DD/YYYY', 'DD-MM-YYYY'] as const;
const delimiters = [',', ';', '\t'] as const;

interface CsvMappingFormProps {
  /** The CSV's column names, as its header row gives them. */
  columns: readonly string[];
  /** The layout read before (the bank's kept one, or what the server guessed), to start from. */
  initial: CsvMappingBody | null;
  busy: boolean;
  onSubmit: (mapping: CsvMappingBody) => void;
}

interface Values {
  delimiter: CsvMappingBody['delimiter'];
  header_row: number | string;
  date: string;
  date_format: CsvMappingBody['date_format'];
  layout: 'single' | 'split';
  amount: string;
  credit: string;
  debit: string;
  description: string[];
  counterparty: string;
  decimal: CsvMappingBody['decimal'];
}

function valuesOf(mapping: CsvMappingBody | null): Values {
  return {
    delimiter: mapping?.delimiter ?? ',',
    header_row: mapping?.header_row ?? 1,
    date: mapping?.date ?? '',
    date_format: mapping?.date_format ?? 'DD/MM/YYYY',
    layout: mapping && mapping.amount === null && mapping.credit !== null ? 'split' : 'single',
    amount: mapping?.amount ?? '',
    credit: mapping?.credit ?? '',
    debit: mapping?.debit ?? '',
    description: mapping?.description ?? [],
    counterparty: mapping?.counterparty ?? '',
    decimal: mapping?.decimal ?? '.',
  };
}

/** The mapping of values into the schema's shape, with the columns the layout needs required. */
export function mappingOf(values: Values): { ok: true; mapping: CsvMappingBody } | { ok: false; errors: FieldErrors } {
  const single = values.layout === 'single';
  const draft = {
    delimiter: values.delimiter,
    header_row: typeof values.header_row === 'number' ? values.header_row : Number(values.header_row),
    date: values.date,
    date_format: values.date_format,
    amount: single ? values.amount : null,
    credit: single ? null : values.credit,
    debit: single || values.debit === '' ? null : values.debit,
    description: values.description,
    counterparty: values.counterparty || null,
    decimal: values.decimal,
  };
  const checked = validate(csvMapping, draft);
  const errors: FieldErrors = checked.ok ? {} : { ...checked.errors };
  if (values.date === '') errors.date = texts.columnRequired;
  if (single && values.amount === '') errors.amount = texts.columnRequired;
  if (!single && values.credit === '') errors.credit = texts.columnRequired;
  if (values.description.length === 0) errors.description = texts.descriptionRequired;
  if (!checked.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, mapping: checked.data };
}

/** Which of a CSV's columns holds the date, the amount (or credit and debit), the description and the payer. */
export function CsvMappingForm({ columns, initial, busy, onSubmit }: CsvMappingFormProps) {
  const [values, setValues] = useState(() => valuesOf(initial));
  const [errors, setErrors] = useState<FieldErrors>({});
  const titleId = useId();
  const set = (patch: Partial<Values>) => setValues({ ...values, ...patch });
  const options = columns.map((c) => ({ value: c, label: c }));
  const required = [{ value: '', label: texts.chooseColumn }, ...options];
  const optional = [{ value: '', label: texts.noColumn }, ...options];

  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const result = mappingOf(values);
          if (!result.ok) {
            setErrors(result.errors);
            return;
          }
          setErrors({});
          onSubmit(result.mapping);
        }}
      >
        <Stack gap="sm">
          <Title order={3} size="h4" id={titleId}>
            {texts.mappingTitle}
          </Title>
          {!initial && <Text size="sm">{texts.mappingIntro}</Text>}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NativeSelect
              label={texts.dateColumn}
              value={values.date}
              data={required}
              error={errors.date}
              onChange={(event) => set({ date: event.currentTarget.value })}
            />
            <NativeSelect
              label={texts.dateFormat}
              value={values.date_format}
              data={[...dateFormats]}
              error={errors.date_format}
              onChange={(event) => {
                const format = dateFormats.find((f) => f === event.currentTarget.value);
                if (format) set({ date_format: format });
              }}
            />
          </SimpleGrid>
          <Radio.Group
            label={texts.amountLayout}
            value={values.layout}
            onChange={(layout) => set({ layout: layout === 'split' ? 'split' : 'single' })}
          >
            <Group gap="md" mt={6}>
              <Radio value="single" label={texts.amountLayouts.single} />
              <Radio value="split" label={texts.amountLayouts.split} />
            </Group>
          </Radio.Group>
          {values.layout === 'single' ? (
            <NativeSelect
              label={texts.amountColumn}
              value={values.amount}
              data={required}
              error={errors.amount}
              onChange={(event) => set({ amount: event.currentTarget.value })}
            />
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <NativeSelect
                label={texts.creditColumn}
                value={values.credit}
                data={required}
                error={errors.credit}
                onChange={(event) => set({ credit: event.currentTarget.value })}
              />
              <NativeSelect
                label={texts.debitColumn}
                value={values.debit}
                data={optional}
                error={errors.debit}
                onChange={(event) => set({ debit: event.currentTarget.value })}
              />
            </SimpleGrid>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <MultiSelect
              label={texts.descriptionColumns}
              description={texts.descriptionHint}
              data={options}
              value={values.description}
              maxValues={5}
              error={errors.description}
              onChange={(description) => set({ description })}
            />
            <NativeSelect
              label={texts.counterpartyColumn}
              value={values.counterparty}
              data={optional}
              error={errors.counterparty}
              onChange={(event) => set({ counterparty: event.currentTarget.value })}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <NativeSelect
              label={texts.decimalMark}
              value={values.decimal}
              data={(['.', ','] as const).map((d) => ({ value: d, label: texts.decimalMarks[d] }))}
              onChange={(event) => set({ decimal: event.currentTarget.value === ',' ? ',' : '.' })}
            />
            <NativeSelect
              label={texts.delimiter}
              value={values.delimiter}
              data={delimiters.map((d) => ({ value: d, label: texts.delimiters[d] }))}
              onChange={(event) => {
                const delimiter = delimiters.find((d) => d === event.currentTarget.value);
                if (delimiter) set({ delimiter });
              }}
            />
            <NumberInput
              label={texts.headerRow}
              value={values.header_row}
              min={1}
              max={50}
              allowDecimal={false}
              allowNegative={false}
              error={errors.header_row}
              onChange={(header_row) => set({ header_row })}
            />
          </SimpleGrid>
          <Button type="submit" loading={busy} w="fit-content">
            {texts.previewAgain}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
