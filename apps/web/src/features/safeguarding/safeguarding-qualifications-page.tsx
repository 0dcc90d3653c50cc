import { useState } from 'react';
import { Badge, Button, Card, Group, NativeSelect, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import {
  qualificationKindLabels,
  qualificationKinds,
  qualificationStateLabels,
  type QualificationEntry,
  type QualificationRegister,
  type RegisterPerson,
} from '@touchline/domain';
import { useQualificationRegister } from '../../api/safeguarding';
import { known } from '../../i18n/i18n';
import { ScrollTable } from '../../ui/scroll-table';
import { SuccessBanner } from '../../ui/success-banner';
import { useIsMobile } from '../../ui/use-is-mobile';
import { LoadState } from '../../ui/load-state';
import { QualificationForm, type FormSubject } from './qualification-form';
import { entryDetail, entryText, safeguardingTexts as texts, stateColours } from './safeguarding-texts';

/**
 * /safeguarding/qualifications (the welfare officer and admins; #31, decision 130): the qualifications register, each
 * coach's and the welfare officer's DBS check, safeguarding course and first aid with a badge for its state, and a
 * form to record a check. Opening it is on the audit log.
 */
export function SafeguardingQualificationsPage() {
  const register = useQualificationRegister();
  const [subject, setSubject] = useState<FormSubject | null>(null);
  const [done, setDone] = useState<string | null>(null);
  return (
    <Stack>
      <Title order={1}>{texts.qualificationsTitle}</Title>
      <Text>{texts.qualificationsIntro}</Text>
      <SuccessBanner message={done} onClose={() => setDone(null)} />
      <LoadState query={register} loading={texts.registerLoading} failed={texts.registerFailed}>
        {(data) => <Register register={data} onRecord={setSubject} />}
      </LoadState>
      <QualificationForm
        key={subject?.user_id ?? 'none'}
        subject={subject}
        today={register.data?.today ?? ''}
        onClose={() => setSubject(null)}
        onDone={(message) => {
          setSubject(null);
          setDone(message);
        }}
      />
    </Stack>
  );
}

function Register({
  register,
  onRecord,
}: {
  register: QualificationRegister;
  onRecord: (subject: FormSubject) => void;
}) {
  const isMobile = useIsMobile();
  const coaches = register.people.filter((p) => p.coach);
  const dbsState = (p: RegisterPerson) => p.qualifications.find((q) => q.kind === 'dbs')?.state ?? 'missing';
  const withoutDbs = coaches.filter((p) => !['valid', 'expiring'].includes(dbsState(p)));
  const all = register.people.flatMap((p) => p.qualifications);
  const expiring = all.filter((q) => q.state === 'expiring').length;
  const expired = all.filter((q) => q.state === 'expired').length;
  return (
    <Stack>
      {(withoutDbs.length > 0 || expiring > 0 || expired > 0) && (
        <Group gap="xs">
          {withoutDbs.length > 0 && (
            <Badge color="red" variant="light" size="lg">
              {texts.missingDbs(withoutDbs.length)}
            </Badge>
          )}
          {expiring > 0 && (
            <Badge color="yellow" variant="light" size="lg">
              {texts.expiringCount(expiring)}
            </Badge>
          )}
          {expired > 0 && (
            <Badge color="red" variant="light" size="lg">
              {texts.expiredCount(expired)}
            </Badge>
          )}
        </Group>
      )}
      {register.people.length === 0 ? (
        <Text c="dimmed">{texts.registerEmpty}</Text>
      ) : isMobile ? (
        <Stack gap="sm">
          {register.people.map((person) => (
            <PersonCard key={person.user_id} person={person} onRecord={onRecord} />
          ))}
        </Stack>
      ) : (
        <ScrollTable minWidth={900} label={texts.registerLabel}>
          <Table striped withTableBorder aria-label={texts.registerLabel}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{texts.person}</Table.Th>
                {qualificationKinds.map((kind) => (
                  <Table.Th key={kind}>{known(qualificationKindLabels[kind])}</Table.Th>
                ))}
                <Table.Th>
                  <VisuallyHidden>{texts.record}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {register.people.map((person) => (
                <Table.Tr key={person.user_id}>
                  <Table.Td>
                    <Text fw={600}>{person.name}</Text>
                    <Text size="sm" c="dimmed">
                      {roleText(person)}
                    </Text>
                  </Table.Td>
                  {person.qualifications.map((entry) => (
                    <Table.Td key={entry.kind}>
                      <EntryCell entry={entry} />
                    </Table.Td>
                  ))}
                  <Table.Td>
                    <RecordButton person={person} onRecord={onRecord} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      {register.others.length > 0 && <SomeoneElse others={register.others} onRecord={onRecord} />}
    </Stack>
  );
}

/** 'Coach · U12 Lions', 'Welfare officer', or both. */
function roleText(person: RegisterPerson): string {
  return [
    person.coach ? `${texts.coach} · ${texts.teams(person.teams)}` : null,
    person.welfare_officer ? texts.welfareOfficer : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

function EntryCell({ entry }: { entry: QualificationEntry }) {
  const detail = entryDetail(entry);
  return (
    <Stack gap={2} aria-label={entryText(entry)} role="group">
      <Badge color={stateColours[entry.state]} variant="light" w="fit-content">
        {known(qualificationStateLabels[entry.state])}
      </Badge>
      {detail && <Text size="sm">{detail}</Text>}
    </Stack>
  );
}

function RecordButton({ person, onRecord }: { person: RegisterPerson; onRecord: (subject: FormSubject) => void }) {
  return (
    <Button size="xs" variant="light" aria-label={texts.recordFor(person.name)} onClick={() => onRecord(person)}>
      {texts.record}
    </Button>
  );
}

function PersonCard({ person, onRecord }: { person: RegisterPerson; onRecord: (subject: FormSubject) => void }) {
  return (
    <Card withBorder padding="sm" component="article" aria-label={person.name}>
      <Text fw={600}>{person.name}</Text>
      <Text size="sm" c="dimmed" mb="xs">
        {roleText(person)}
      </Text>
      <Stack gap="xs">
        {person.qualifications.map((entry) => (
          <Group key={entry.kind} justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm">{known(qualificationKindLabels[entry.kind])}</Text>
            <Group gap={6} wrap="nowrap" aria-label={entryText(entry)} role="group">
              {entryDetail(entry) && <Text size="sm">{entryDetail(entry)}</Text>}
              <Badge color={stateColours[entry.state]} variant="light">
                {known(qualificationStateLabels[entry.state])}
              </Badge>
            </Group>
          </Group>
        ))}
      </Stack>
      <Group justify="flex-end" mt="sm">
        <RecordButton person={person} onRecord={onRecord} />
      </Group>
    </Card>
  );
}

/** A first check for an adult who is not on the register yet (a volunteer who does not coach). */
function SomeoneElse({
  others,
  onRecord,
}: {
  others: QualificationRegister['others'];
  onRecord: (subject: FormSubject) => void;
}) {
  const [chosen, setChosen] = useState('');
  const person = others.find((o) => String(o.user_id) === chosen);
  return (
    <Group align="flex-end" gap="xs">
      <NativeSelect
        label={texts.someoneElse}
        description={texts.someoneElseHint}
        value={chosen}
        onChange={(event) => setChosen(event.currentTarget.value)}
        data={[
          { value: '', label: texts.chooseSomeone },
          ...others.map((o) => ({ value: String(o.user_id), label: o.name })),
        ]}
        maw={320}
      />
      <Button
        variant="light"
        disabled={!person}
        onClick={() =>
          person &&
          onRecord({
            user_id: person.user_id,
            name: person.name,
            qualifications: [],
          })
        }
      >
        {texts.record}
      </Button>
    </Group>
  );
}
