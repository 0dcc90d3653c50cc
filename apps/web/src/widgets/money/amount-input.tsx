import { TextInput } from '@mantine/core';

interface AmountInputProps {
  label: string;
  /** The text as typed: read with `readAmountField` when the form is sent. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  description?: string;
  disabled?: boolean;
  /** A currency symbol or code shown before the text, e.g. '£'. */
  symbol?: string;
  maw?: number;
}

/**
 * An amount typed as money ('25.00', '12,50', '£1,234.56'), kept as text: a number input would round, drop the
 * person's decimal comma or read '1,234' as nothing at all.
 */
export function AmountInput({ label, value, onChange, error, description, disabled, symbol, maw }: AmountInputProps) {
  return (
    <TextInput
      label={label}
      description={description}
      value={value}
      inputMode="decimal"
      autoComplete="off"
      leftSection={symbol}
      error={error}
      disabled={disabled}
      maw={maw}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
