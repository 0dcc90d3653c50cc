import { Accordion, Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { MedicalRecord } from '@touchline/domain';
import { useMatchMedical } from '../../../api/family-records';
import { ErrorBanner } from '../../../ui/error-banner';
import { LoadingText } from '../../../ui/loading-text';
import { consoleTexts as texts } from './console-texts';

/** What a record holds, in a few words for the list: 'Allergies, medication' or 'Nothing to tell'. */
export function medicalSummary(record: MedicalRecord): string {
  const parts = [
    record.conditions && texts.medicalConditions,
    record.allergies && texts.medicalAllergies,
    record.medication && texts.medicalMedication,
  ].filter(Boolean) as string[];
  if (record.emergency_contacts.length === 0 && record.reviewed_at === null) return texts.medicalNotGiven;
  if (parts.length === 0) return texts.medicalNothing;
  return parts.join(', ');
}

function Note({ label, text }: { label: string; text: string }) {
  if (!text) return null;
  return (
    <Stack gap={0}>
      <Text fw={600} size="sm">
        {label}
      </Text>
      <Text style={{ whiteSpace: 'pre-wrap' }}>{text}</Text>
    </Stack>
  );
}

function Record({ record }: { record: MedicalRecord }) {
  return (
    <Stack gap="sm">
      {record.emergency_contacts.length === 0 ? (
        <Text>{texts.medicalNoContacts}</Text>
      ) : (
        record.emergency_contacts.map((contact, index) => (
          <Stack key={index} gap={4}>
            <Text>
              {contact.name} ({contact.relationship})
            </Text>
            <Button
              component="a"
              href={`tel:${contact.phone.replace(/[^+0-9]/g, '')}`}
              size="lg"
              variant="light"
              fullWidth
            >
              {texts.medicalCall(contact.name, contact.phone)}
            </Button>
          </Stack>
        ))
      )}
      <Note label={texts.medicalConditions} text={record.conditions} />
      <Note label={texts.medicalAllergies} text={record.allergies} />
      <Note label={texts.medicalMedication} text={record.medication} />
      <Note label={texts.medicalInstructions} text={record.instructions} />
    </Stack>
  );
}

/**
 * The squad's medical and emergency information at the pitch side (#31, decision 130): read once when the match is
 * opened on its day, kept on the phone until the end of the day (so it opens without signal), one tap from each
 * player's name.
 */
export function MedicalPanel({ matchId }: { matchId: number }) {
  const medical = useMatchMedical(matchId, true);
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby={`medical-${matchId}`}>
      <Stack gap="xs">
        <Title order={2} size="h3" id={`medical-${matchId}`}>
          {texts.medicalHeading}
        </Title>
        <Text size="sm" c="dimmed">
          {texts.medicalKept}
        </Text>
        {medical.isPending ? (
          <LoadingText />
        ) : !medical.data ? (
          <Stack gap="xs" align="flex-start">
            <ErrorBanner message={texts.medicalFailed} />
            <Button size="lg" variant="light" onClick={() => void medical.refetch()}>
              {texts.retry}
            </Button>
          </Stack>
        ) : medical.data.players.length === 0 ? (
          <Text>{texts.medicalNoPlayers}</Text>
        ) : (
          <Accordion variant="separated" chevronPosition="right">
            {medical.data.players.map((record) => (
              <Accordion.Item key={record.player_id} value={String(record.player_id)}>
                <Accordion.Control mih={48}>
                  <Text fw={600}>{record.player_name}</Text>
                  <Text size="sm" c="dimmed">
                    {medicalSummary(record)}
                  </Text>
                </Accordion.Control>
                <Accordion.Panel>
                  <Record record={record} />
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        )}
      </Stack>
    </Paper>
  );
}
