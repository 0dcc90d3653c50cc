import type { FormEvent } from 'react';
import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { EmergencyContact, MedicalRecord } from '@touchline/domain';
import { MAX_EMERGENCY_CONTACTS, medicalBody } from '@touchline/domain';
import { useConsents, useMedical, useSaveMedical } from '../../api/family-records';
import { errorText } from '../../ui/crud/error-text';
import { shortInstant } from '../../ui/dates/fixture-dates';
import { ErrorBanner } from '../../ui/error-banner';
import { LoadState } from '../../ui/load-state';
import { SuccessBanner } from '../../ui/success-banner';
import { validate, type FieldErrors } from '../../ui/zod-form';
import { familyTexts as texts } from './family-texts';

const notes = ['conditions', 'allergies', 'medication', 'instructions'] as const;
type Notes = Record<(typeof notes)[number], string>;

const emptyContact = (): EmergencyContact => ({ name: '', relationship: '', phone: '' });

/** The medical and emergency form: loaded when shown (each read is on the server's audit log). */
export function MedicalSection({ playerId, own }: { playerId: number; own: boolean }) {
  const medical = useMedical(playerId);
  const consents = useConsents(playerId);
  const readOnly = own && (consents.data?.age ?? 0) < 16;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="medical-heading">
      <Stack gap="md">
        <Title order={2} size="h3" id="medical-heading">
          {texts.medicalHeading}
        </Title>
        <LoadState query={medical} loading={texts.loading} failed={texts.failed}>
          {(record) => <MedicalForm record={record} readOnly={readOnly} />}
        </LoadState>
      </Stack>
    </Paper>
  );
}

function statusLine(record: MedicalRecord): string {
  if (record.reviewed_at === null) return texts.neverFilled;
  return texts.confirmed(shortInstant(record.reviewed_at), record.updated_by);
}

function MedicalForm({ record, readOnly }: { record: MedicalRecord; readOnly: boolean }) {
  const [contacts, setContacts] = useState<EmergencyContact[]>(
    record.emergency_contacts.length ? record.emergency_contacts : [emptyContact()],
  );
  const [values, setValues] = useState<Notes>({
    conditions: record.conditions,
    allergies: record.allergies,
    medication: record.medication,
    instructions: record.instructions,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveMedical(record.player_id);

  const setContact = (index: number, patch: Partial<EmergencyContact>) =>
    setContacts((all) => all.map((c, i) => (i === index ? { ...c, ...patch } : c)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    setFailure(null);
    const checked = validate(medicalBody, { emergency_contacts: contacts, ...values });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(checked.data);
      setDone(texts.saved);
    } catch (error) {
      setFailure(errorText(error, texts.saveFailed));
    }
  }

  const labels: Record<keyof Notes, string> = {
    conditions: texts.conditions,
    allergies: texts.allergies,
    medication: texts.medication,
    instructions: texts.instructions,
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={texts.medicalHeading}>
      <Stack gap="md">
        {record.review_due && !readOnly ? (
          <Alert color="yellow" variant="light">
            {record.reviewed_at === null ? texts.neverFilled : texts.reviewDue}
          </Alert>
        ) : (
          <Text size="sm" c="dimmed">
            {statusLine(record)}
          </Text>
        )}
        {readOnly && <Text size="sm">{texts.readOnly}</Text>}
        <SuccessBanner message={done} onClose={() => setDone(null)} />
        <ErrorBanner message={failure} onClose={() => setFailure(null)} />
        <ErrorBanner message={errors.emergency_contacts} />
        <Stack gap="xs">
          <Title order={3} size="h4">
            {texts.contactsHeading}
          </Title>
          <Text size="sm" c="dimmed">
            {texts.contactsHint}
          </Text>
          {contacts.map((contact, index) => (
            <fieldset key={index} style={{ border: 0, padding: 0, margin: 0 }}>
              <Stack gap="xs">
                <Group justify="space-between">
                  <Text component="legend" fw={600}>
                    {texts.contact(index + 1)}
                  </Text>
                  {contacts.length > 1 && !readOnly && (
                    <Button
                      variant="subtle"
                      color="red"
                      size="compact-md"
                      onClick={() => setContacts((all) => all.filter((_, i) => i !== index))}
                    >
                      {texts.removeContact(index + 1)}
                    </Button>
                  )}
                </Group>
                <TextInput
                  label={texts.name}
                  size="md"
                  value={contact.name}
                  readOnly={readOnly}
                  maxLength={100}
                  autoComplete="name"
                  error={errors[`emergency_contacts.${index}.name`]}
                  onChange={(event) => setContact(index, { name: event.currentTarget.value })}
                />
                <TextInput
                  label={texts.relationship}
                  size="md"
                  value={contact.relationship}
                  readOnly={readOnly}
                  maxLength={50}
                  error={errors[`emergency_contacts.${index}.relationship`]}
                  onChange={(event) => setContact(index, { relationship: event.currentTarget.value })}
                />
                <TextInput
                  label={texts.phone}
                  size="md"
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  value={contact.phone}
                  readOnly={readOnly}
                  maxLength={20}
                  error={errors[`emergency_contacts.${index}.phone`]}
                  onChange={(event) => setContact(index, { phone: event.currentTarget.value })}
                />
              </Stack>
            </fieldset>
          ))}
          {contacts.length < MAX_EMERGENCY_CONTACTS && !readOnly && (
            <Group>
              <Button variant="light" onClick={() => setContacts((all) => [...all, emptyContact()])}>
                {texts.addContact}
              </Button>
            </Group>
          )}
        </Stack>
        {notes.map((key) => (
          <Textarea
            key={key}
            label={labels[key]}
            description={key === 'instructions' ? texts.instructionsHint : texts.nothingHint}
            size="md"
            autosize
            minRows={2}
            maxLength={2000}
            readOnly={readOnly}
            value={values[key]}
            error={errors[key]}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setValues((all) => ({ ...all, [key]: value }));
            }}
          />
        ))}
        {!readOnly && (
          <Group justify="flex-end">
            <Button type="submit" size="md" loading={save.isPending}>
              {texts.save}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
