import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import type { PlayerTargets, Targets, TargetsBody } from '@touchline/domain';
import { targetMessages, targetsBody } from '@touchline/domain';
import { useSaveTargets } from '../../api/targets';
import { ErrorBanner } from '../../ui/error-banner';
import type { FieldErrors } from '../../ui/zod-form';
import { validate } from '../../ui/zod-form';
import type { TargetKey } from './target-fields';
import { targetDefinition } from './target-fields';
import { known, t } from '../../i18n/i18n';

type Values = Partial<Record<TargetKey, number | string>>;

/** The body: every filled-in field as a number; an empty field is not sent. */
export function targetsBodyOf(values: Values, fields: readonly TargetKey[]): TargetsBody {
  const body: Record<string, number> = {};
  for (const key of fields) {
    const value = values[key];
    if (value === undefined || value === '' || value === null) continue;
    body[key] = typeof value === 'number' ? value : Number(value);
  }
  return body as TargetsBody;
}

export interface TargetFormProps {
  playerId: number;
  targets: Targets;
  fields: readonly TargetKey[];
  focusField?: TargetKey;
  onSaved?: (result: PlayerTargets) => void;
  onCancel: () => void;
  onSubmittingChange: (submitting: boolean) => void;
}

/** The dialog's form: one number input per target, checked with the server's schema; Save sends the filled-in ones. */
export function TargetForm({
  playerId,
  targets,
  fields,
  focusField,
  onSaved,
  onCancel,
  onSubmittingChange,
}: TargetFormProps) {
  const [values, setValues] = useState<Values>(() =>
    Object.fromEntries(fields.map((key) => [key, targets[key] ?? ''])),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const save = useSaveTargets();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = targetsBodyOf(values, fields);
    const checked = validate(targetsBody, body);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    if (Object.keys(body).length === 0) {
      onCancel();
      return;
    }
    setSaveError(null);
    onSubmittingChange(true);
    try {
      const result = await save.mutateAsync({ playerId, body });
      onSubmittingChange(false);
      onSaved?.(result);
      onCancel();
    } catch (error) {
      console.error(targetMessages.saveFailed, error);
      onSubmittingChange(false);
      setSaveError(known(targetMessages.saveFailed));
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <ErrorBanner message={saveError} onClose={() => setSaveError(null)} />
        {fields.map((key) => {
          const definition = targetDefinition(key);
          return (
            <NumberInput
              key={key}
              label={definition.fieldLabel}
              description={definition.percent ? t('0 to 100') : t('A whole number, 0 or more')}
              value={values[key] ?? ''}
              onChange={(value) => {
                setValues((current) => ({ ...current, [key]: value }));
                setErrors(({ [key]: _changed, ...others }) => others);
              }}
              error={errors[key]}
              min={0}
              max={definition.percent ? 100 : undefined}
              step={definition.percent ? 0.01 : 1}
              decimalScale={definition.percent ? 2 : undefined}
              clampBehavior="none"
              data-autofocus={key === focusField || undefined}
              disabled={save.isPending}
            />
          );
        })}
        <Text size="xs" c="dimmed">
          {t('Leave a field empty to keep it as it is.')}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            {t('Cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('Save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
