import { Checkbox, NativeSelect, Switch, Textarea, TextInput } from '@mantine/core';
import type { FieldSpec, FormValues } from './record-form';

interface FieldInputProps<V extends FormValues> {
  field: FieldSpec<V>;
  value: string | boolean | undefined;
  error: string | undefined;
  onChange: (value: string | boolean) => void;
}

/** One labelled input of a record form, chosen by the field's kind; the schema's message shows under it. */
export function FieldInput<V extends FormValues>({ field, value, error, onChange }: FieldInputProps<V>) {
  const common = {
    label: field.label,
    description: field.description,
    // The hint goes under the input so that inputs side by side stay in line.
    inputWrapperOrder: ['label', 'input', 'description', 'error'] as ('label' | 'input' | 'description' | 'error')[],
    name: field.name,
    required: field.required,
    withAsterisk: false,
    error,
  };
  const text = typeof value === 'string' ? value : '';
  switch (field.kind) {
    case 'checkbox':
    case 'switch': {
      const Toggle = field.kind === 'switch' ? Switch : Checkbox;
      return (
        <Toggle
          label={field.label}
          description={field.description}
          name={field.name}
          checked={value === true}
          error={error}
          onChange={(e) => onChange(e.currentTarget.checked)}
          mt={{ sm: 'xl' }}
        />
      );
    }
    case 'select':
      return (
        <NativeSelect
          {...common}
          value={text}
          data={[{ value: '', label: field.placeholder ?? '' }, ...(field.options ?? [])]}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'textarea':
      return (
        <Textarea
          {...common}
          placeholder={field.placeholder}
          value={text}
          autosize
          minRows={2}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    default:
      return (
        <TextInput
          {...common}
          type={field.kind ?? 'text'}
          inputMode={field.kind === 'number' ? 'numeric' : undefined}
          placeholder={field.placeholder}
          value={text}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
  }
}
