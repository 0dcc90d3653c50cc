import { t } from '../../../i18n/i18n';

import { TextInput } from '@mantine/core';

interface TrainingInputProps {
  label: string;
  type?: 'date' | 'time';
  value: string;
  error?: string;
  disabled: boolean;
  onChange: (value: string) => void;
}

/** One text, date or time input of the training dialogs. */
export function TrainingInput({ label, type, value, error, disabled, onChange }: TrainingInputProps) {
  return (
    <TextInput
      label={label}
      type={type}
      value={value}
      error={error}
      disabled={disabled}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}

interface TrainingTimeFieldsProps {
  values: { start_time: string; end_time: string };
  errors?: { start_time?: string; end_time?: string };
  disabled: boolean;
  onChange: (patch: { start_time: string } | { end_time: string }) => void;
}

/** The Start Time and End Time inputs both training dialogs share, side by side in their grid. */
export function TrainingTimeFields({ values, errors, disabled, onChange }: TrainingTimeFieldsProps) {
  return (
    <>
      <TrainingInput
        label={t('Start Time')}
        type="time"
        value={values.start_time}
        error={errors?.start_time}
        disabled={disabled}
        onChange={(start_time) => onChange({ start_time })}
      />
      <TrainingInput
        label={t('End Time')}
        type="time"
        value={values.end_time}
        error={errors?.end_time}
        disabled={disabled}
        onChange={(end_time) => onChange({ end_time })}
      />
    </>
  );
}
