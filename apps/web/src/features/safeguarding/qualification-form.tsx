import { useState } from 'react';
import { Alert, Button, Group, NativeSelect, Radio, Stack, Text, TextInput } from '@mantine/core';
import {
  qualificationKindLabels,
  qualificationKinds,
  type QualificationKind,
  type QualificationStatus,
  type RegisterPerson,
} from '@touchline/domain';
import { useRecordQualification, useRemoveQualification } from '../../api/safeguarding';
import { known } from '../../i18n/i18n';
import { errorText } from '../../ui/crud/error-text';
import { ErrorBanner } from '../../ui/error-banner';
import { FormModal } from '../../ui/form-modal';
import type { FieldErrors } from '../../ui/zod-form';
import {
  fieldError,
  formValuesOf,
  safeguardingTexts as texts,
  validateQualification,
  type QualificationFormValues,
} from './safeguarding-texts';

/** Whose check the form records: a person on the register, or someone else (no record yet). */
export interface FormSubject {
  user_id: number;
  name: string;
  qualifications: RegisterPerson['qualifications'];
}

interface QualificationFormProps {
  subject: FormSubject | null;
  /** The club's date (the register's): no issue date after it. */
  today: string;
  onClose: () => void;
  onDone: (message: string) => void;
}

/**
 * Records one check of one person (#31): which qualification, applied for or valid, and the issue date; a record made
 * in error can be removed. The errors are the server's own words, under their fields.
 */
export function QualificationForm({ subject, today, onClose, onDone }: QualificationFormProps) {
  const save = useRecordQualification();
  const remove = useRemoveQualification();
  // The form starts on the person's DBS check as recorded (the page gives each person a form of their own: `key`).
  const [values, setValues] = useState<QualificationFormValues>(() =>
    formValuesOf(
      subject?.qualifications.find((q) => q.kind === 'dbs'),
      'dbs',
    ),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const existing = subject?.qualifications.find((q) => q.kind === values.kind && q.state !== 'missing');
  const kindLabel = known(qualificationKindLabels[values.kind]);
  const busy = save.isPending || remove.isPending;

  function chooseKind(kind: QualificationKind) {
    setValues(
      formValuesOf(
        subject?.qualifications.find((q) => q.kind === kind),
        kind,
      ),
    );
    setErrors({});
    setConfirming(false);
  }

  async function submit() {
    if (!subject) return;
    setFailure(null);
    const checked = validateQualification(values, today);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ userId: subject.user_id, kind: values.kind, body: checked.body });
      onDone(texts.saved(kindLabel, subject.name));
    } catch (error) {
      const text = errorText(error, texts.saveFailed);
      // The server names the field it refuses: shown under it.
      if (/^issued_on /.test(text)) setErrors({ issued_on: text });
      else setFailure(text);
    }
  }

  async function removeRecord() {
    if (!subject) return;
    setFailure(null);
    try {
      await remove.mutateAsync({ userId: subject.user_id, kind: values.kind });
      onDone(texts.removed(kindLabel, subject.name));
    } catch (error) {
      setConfirming(false);
      setFailure(errorText(error, texts.removeFailed));
    }
  }

  return (
    <FormModal
      opened={subject !== null}
      title={subject ? texts.formTitle(subject.name) : ''}
      submitting={busy}
      onClose={onClose}
      size="md"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack>
          <ErrorBanner message={failure} />
          <NativeSelect
            label={texts.kind}
            value={values.kind}
            disabled={busy}
            onChange={(event) => chooseKind(event.currentTarget.value as QualificationKind)}
            data={qualificationKinds.map((kind) => ({ value: kind, label: known(qualificationKindLabels[kind]) }))}
          />
          <Radio.Group
            label={texts.status}
            value={values.status}
            onChange={(status) => setValues({ ...values, status: status as QualificationStatus })}
            error={fieldError(errors.status)}
          >
            <Stack gap="xs" mt={6}>
              <Radio value="valid" label={texts.statusLabels.valid} disabled={busy} />
              <Radio value="applied" label={texts.statusLabels.applied} disabled={busy} />
            </Stack>
          </Radio.Group>
          {values.status === 'valid' && (
            <TextInput
              type="date"
              label={texts.issuedOn}
              description={texts.issuedOnHint}
              value={values.issued_on}
              max={today}
              min="1990-01-01"
              required
              disabled={busy}
              error={fieldError(errors.issued_on)}
              onChange={(event) => setValues({ ...values, issued_on: event.currentTarget.value })}
            />
          )}
          {confirming && existing && (
            <Alert color="red" variant="light" role="alert">
              <Text size="sm" mb="xs">
                {texts.removeQuestion(kindLabel, subject?.name ?? '')}
              </Text>
              <Group gap="xs">
                <Button color="red" size="xs" loading={remove.isPending} onClick={() => void removeRecord()}>
                  {texts.remove}
                </Button>
                <Button variant="default" size="xs" disabled={busy} onClick={() => setConfirming(false)}>
                  {texts.cancel}
                </Button>
              </Group>
            </Alert>
          )}
          <Group justify="space-between">
            {existing && !confirming ? (
              <Button variant="subtle" color="red" disabled={busy} onClick={() => setConfirming(true)}>
                {texts.remove}
              </Button>
            ) : (
              <span />
            )}
            <Group gap="xs">
              <Button variant="default" disabled={busy} onClick={onClose}>
                {texts.cancel}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {texts.save}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
