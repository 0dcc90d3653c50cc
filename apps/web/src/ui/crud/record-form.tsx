import type { FormEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import type { TitleOrder } from '@mantine/core';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { z } from 'zod';
import type { FieldErrors } from '../zod-form';
import { validate } from '../zod-form';
import { FieldInput } from './field-input';
import { t } from '../../i18n/i18n';

/** A form's values: text inputs hold strings (numbers and ids too, converted by `toBody`), checkboxes booleans. */
export type FormValues = Record<string, string | boolean>;

export interface SelectOption {
  value: string;
  label: string;
}

/** One field of a record form; `name` is the request body's field, so the schema's messages land under it. */
export interface FieldSpec<V extends FormValues> {
  name: Extract<keyof V, string>;
  label: string;
  kind?: 'text' | 'date' | 'number' | 'tel' | 'textarea' | 'select' | 'checkbox' | 'switch';
  required?: boolean;
  placeholder?: string;
  /** A hint under the label, e.g. 'Optional' (linked to the input, not part of its name). */
  description?: string;
  /** For `select`: the choices; the empty first choice shows `placeholder`. */
  options?: readonly SelectOption[];
  /**
   * For `switch`: whether it shows on while its value is '' (not chosen yet), from the form's other values (youth
   * mode follows the age group typed). Once switched, its value is the boolean chosen.
   */
  whenUnset?: (values: V) => boolean;
}

/** The value a field's input shows: a `switch` not chosen yet shows what `whenUnset` says. */
function shownValue<V extends FormValues>(field: FieldSpec<V>, values: V): string | boolean | undefined {
  const value = values[field.name];
  if (field.kind !== 'switch' || value !== '') return value;
  return field.whenUnset?.(values) ?? false;
}

export interface RecordFormProps<V extends FormValues, S extends z.ZodType> {
  /** The form's accessible name, e.g. 'New Team' or 'Edit team Under 12s'. */
  label: string;
  /** A visible heading above the fields. */
  title?: string;
  titleOrder?: TitleOrder;
  fields: readonly FieldSpec<V>[];
  /** The values the form opens with; editing copies the record in here. Remount (key) to start again. */
  initialValues: V;
  /** The request body's schema (from @touchline/domain): the form shows the server's own texts. */
  schema: S;
  /** Turns the form's values into the body the schema checks. @default the values as they are */
  toBody?: (values: V) => unknown;
  submitLabel: string;
  /** Called with the checked body; the buttons stay disabled until it settles. */
  onSubmit: (body: z.output<S>) => Promise<unknown>;
  /** Shows a Cancel button when given. */
  onCancel?: () => void;
  cancelLabel?: string;
  /** Fields side by side on wide screens. @default 2 */
  columns?: number;
  /** Moves the focus to the first field when the form opens (and so scrolls it into view). @default true */
  focusOnOpen?: boolean;
  /** Draws a bordered box around the form (for forms above a list; inline editors sit in their row). */
  framed?: boolean;
}

/**
 * The create/edit form of the admin screens, built from a list of fields: labelled inputs, the shared schema's
 * messages under the fields (focus moves to the first one), and submit/cancel buttons disabled while saving.
 */
export function RecordForm<V extends FormValues, S extends z.ZodType>(props: RecordFormProps<V, S>) {
  const {
    label,
    title,
    titleOrder = 3,
    fields,
    initialValues,
    schema,
    toBody,
    submitLabel,
    onSubmit,
    onCancel,
    cancelLabel = t('Cancel'),
    columns = 2,
    framed = false,
    focusOnOpen = true,
  } = props;
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  // When the form opens (the flag does not change while it is open).
  useEffect(() => {
    if (focusOnOpen) formRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, [focusOnOpen]);

  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  function setValue(name: keyof V, value: string | boolean) {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name as string]) setErrors(({ [name as string]: _, ...rest }) => rest);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const result = validate(schema, toBody ? toBody(values) : values);
    if (!result.ok) {
      setErrors(result.errors);
      setAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSubmit(result.data);
    } finally {
      setBusy(false);
    }
  }

  const form = (
    <form ref={formRef} onSubmit={handleSubmit} noValidate aria-label={label}>
      <Stack gap="sm">
        {title && (
          <Title order={titleOrder} size="h4">
            {title}
          </Title>
        )}
        <SimpleGrid cols={{ base: 1, sm: columns }} spacing="sm" verticalSpacing="xs">
          {fields.map((field) => (
            <FieldInput
              key={field.name}
              field={field}
              value={shownValue(field, values)}
              error={errors[field.name]}
              onChange={(value) => setValue(field.name, value)}
            />
          ))}
        </SimpleGrid>
        {errors._form && (
          <Text size="sm" c="red" role="alert">
            {errors._form}
          </Text>
        )}
        <Group gap="xs">
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button type="button" variant="default" onClick={onCancel} disabled={busy}>
              {cancelLabel}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
  return framed ? (
    <Paper withBorder p="md" radius="md">
      {form}
    </Paper>
  ) : (
    form
  );
}
