import { PasswordInput, Stack } from '@mantine/core';
import { newPassword } from '@touchline/domain';
import { known } from '../../i18n/i18n';
import { accountTexts } from './account-texts';

export interface NewPasswordValues {
  password: string;
  confirm: string;
}

interface NewPasswordFieldsProps {
  values: NewPasswordValues;
  errors: { password?: string; confirm?: string };
  onChange: (values: NewPasswordValues) => void;
  disabled?: boolean;
}

/** The new password twice, with the rule under it; the server checks the common-password list. */
export function NewPasswordFields({ values, errors, onChange, disabled }: NewPasswordFieldsProps) {
  return (
    <Stack gap="sm">
      <PasswordInput
        label={accountTexts.newPassword}
        description={accountTexts.passwordHint}
        autoComplete="new-password"
        value={values.password}
        error={errors.password}
        disabled={disabled}
        onChange={(event) => onChange({ ...values, password: event.currentTarget.value })}
      />
      <PasswordInput
        label={accountTexts.confirmPassword}
        autoComplete="new-password"
        value={values.confirm}
        error={errors.confirm}
        disabled={disabled}
        onChange={(event) => onChange({ ...values, confirm: event.currentTarget.value })}
      />
    </Stack>
  );
}

/** The field errors of a new password: the shared schema's rule (its length), then the two must match. */
export function newPasswordErrors(values: NewPasswordValues): { password?: string; confirm?: string } {
  const checked = newPassword.safeParse(values.password);
  if (!checked.success) {
    const message = checked.error.issues[0]?.message;
    return { password: message === undefined ? undefined : known(message) };
  }
  if (values.password !== values.confirm) return { confirm: accountTexts.passwordsDiffer };
  return {};
}
