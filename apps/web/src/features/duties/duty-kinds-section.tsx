import { useState } from 'react';
import { Button, Group, NativeSelect, NumberInput, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { dutyKindBody, type DutyAppliesTo, type DutyKind } from '@touchline/domain';
import { useRemoveDutyKind, useSaveDutyKind } from '../../api/duties';
import { errorText } from '../../ui/crud/error-text';
import { ErrorBanner } from '../../ui/error-banner';
import { SuccessBanner } from '../../ui/success-banner';
import { validate } from '../../ui/zod-form';
import { dutiesTexts as texts } from '../../widgets/duties/duties-texts';

const whereLabel = (a: DutyAppliesTo) =>
  a === 'matches' ? texts.matches : a === 'training' ? texts.trainingOnly : texts.both;

/**
 * The club's kinds of duty (admins; #34): a list, a removal while no family has had one ('Remove', named for its kind
 * to a screen reader, so the row fits a phone), and a new one.
 */
export function DutyKindsSection({ kinds }: { kinds: DutyKind[] }) {
  const saveKind = useSaveDutyKind();
  const remove = useRemoveDutyKind();
  const [name, setName] = useState('');
  const [people, setPeople] = useState<number | string>(1);
  const [where, setWhere] = useState<DutyAppliesTo>('matches');
  const [problem, setProblem] = useState<string | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const add = () => {
    const body = { name, people: Number(people), applies_to: where };
    const checked = validate(dutyKindBody, body);
    if (!checked.ok) return setProblem(Object.values(checked.errors)[0] ?? texts.failedToSave);
    setProblem(null);
    saveKind.mutate(
      { id: null, body },
      {
        onSuccess: () => {
          setName('');
          setSaid(texts.kindAdded);
        },
        onError: (e) => setProblem(errorText(e, texts.failedToSave)),
      },
    );
  };
  return (
    <Stack component="section" gap="sm" aria-label={texts.kindsTitle}>
      <Title order={2} size="h3">
        {texts.kindsTitle}
      </Title>
      <SuccessBanner message={said} onClose={() => setSaid(null)} />
      <ErrorBanner
        message={problem ?? (remove.error ? errorText(remove.error, texts.failedToSave) : null)}
        onClose={() => setProblem(null)}
      />
      {kinds.length === 0 ? (
        <Text c="dimmed">{texts.noKinds}</Text>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{texts.name}</Table.Th>
                <Table.Th ta="right">{texts.people}</Table.Th>
                <Table.Th>{texts.where}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {kinds.map((k) => (
                <Table.Tr key={k.kind_id}>
                  <Table.Td>{k.name}</Table.Td>
                  <Table.Td ta="right">{k.people}</Table.Td>
                  <Table.Td>{whereLabel(k.applies_to)}</Table.Td>
                  <Table.Td ta="right">
                    {k.used === 0 && (
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        aria-label={texts.removeKind(k.name)}
                        onClick={() => remove.mutate(k.kind_id)}
                      >
                        {texts.remove}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={texts.name}
          value={name}
          maxLength={60}
          w={{ base: '100%', xs: 240 }}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <NumberInput label={texts.people} value={people} min={1} max={10} w={100} onChange={setPeople} />
        <NativeSelect
          label={texts.where}
          value={where}
          onChange={(e) => setWhere(e.currentTarget.value as DutyAppliesTo)}
          data={(['matches', 'training', 'both'] as const).map((a) => ({ value: a, label: whereLabel(a) }))}
        />
        <Button onClick={add} loading={saveKind.isPending}>
          {texts.addKind}
        </Button>
      </Group>
    </Stack>
  );
}
