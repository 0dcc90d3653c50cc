import { NativeSelect, TextInput } from '@mantine/core';
import { roles } from '@touchline/domain';
import { t } from '../../../i18n/i18n';
import { roleLabel } from './user-texts';
import type { FieldErrors } from '../../../ui/zod-form';
import type { UserFormValues } from './user-form-values';

interface UserFieldsProps {
  values: UserFormValues;
  errors: FieldErrors;
  onChange: (patch: Partial<UserFormValues>) => void;
  disabled: boolean;
  /** Editing: the password may stay empty, which keeps the current one. */
  passwordHint?: string;
  /** An invitation is sent instead: no password field. */
  hidePassword?: boolean;
}

/** The fields the create form and the inline editor share: Username, Password, Role, Short Name, Email. */
export function UserFields({ values, errors, onChange, disabled, passwordHint, hidePassword }: UserFieldsProps) {
  const roleOptions = roles.map((role) => ({ value: role, label: roleLabel(role) }));
  return (
    <>
      <TextInput
        label={t('Username')}
        value={values.username}
        error={errors.username}
        disabled={disabled}
        autoComplete="off"
        onChange={(e) => onChange({ username: e.currentTarget.value })}
      />
      {!hidePassword && (
        <TextInput
          label={t('Password')}
          type="password"
          value={values.password}
          error={errors.password}
          disabled={disabled}
          autoComplete="new-password"
          description={passwordHint}
          onChange={(e) => onChange({ password: e.currentTarget.value })}
        />
      )}
      <NativeSelect
        label={t('Role')}
        data={roleOptions}
        value={values.role}
        disabled={disabled}
        onChange={(e) => onChange({ role: e.currentTarget.value === 'admin' ? 'admin' : 'user' })}
      />
      <TextInput
        label={t('Short Name')}
        description={t('Optional')}
        value={values.short_name}
        error={errors.short_name}
        disabled={disabled}
        onChange={(e) => onChange({ short_name: e.currentTarget.value })}
      />
      <TextInput
        label={t('Email')}
        description={t('Optional')}
        type="email"
        value={values.email}
        error={errors.email}
        disabled={disabled}
        onChange={(e) => onChange({ email: e.currentTarget.value })}
      />
    </>
  );
}
