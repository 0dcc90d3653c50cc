import { Badge, Button, Card, Group, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import type { DutyEntry, DutyEvent, DutyShare } from '@touchline/domain';
import { useUpdateDuty } from '../../api/duties';
import { dutiesTexts as texts } from '../../widgets/duties/duties-texts';
import { eventTitle, eventWhen, familyName } from '../../widgets/duties/duty-words';

const NOBODY = '';

/**
 * One event of the team's rota (#34): each duty's family, which the coach can change (a swap waiting on it is then
 * answered), and once the day has come, done or missed.
 */
export function RotaEventCard({
  event,
  families,
  past,
  onError,
}: {
  event: DutyEvent;
  families: DutyShare[];
  past: boolean;
  onError: (error: unknown) => void;
}) {
  const update = useUpdateDuty();
  const save = (duty: DutyEntry, body: Parameters<typeof update.mutate>[0]['body']) =>
    update.mutate({ dutyId: duty.duty_id, body }, { onError });
  return (
    <Card withBorder padding="md" component="article" aria-label={`${eventTitle(event)}, ${eventWhen(event)}`}>
      <Stack gap="xs">
        <Stack gap={2}>
          <Title order={3} size="h4">
            {eventTitle(event)}
          </Title>
          <Text size="sm" c="dimmed">
            {eventWhen(event)} · {event.venue}
          </Text>
        </Stack>
        {event.duties.length === 0 ? (
          <Text c="dimmed">{texts.nobody}</Text>
        ) : (
          <Table.ScrollContainer minWidth={320}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{texts.duty}</Table.Th>
                  <Table.Th>{texts.familyColumn}</Table.Th>
                  {past && <Table.Th>{texts.status}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {event.duties.map((duty) => (
                  <Table.Tr key={duty.duty_id}>
                    <Table.Td>
                      <Stack gap={4}>
                        <Text>{duty.kind_name}</Text>
                        {duty.swap && (
                          <Badge variant="light" color="yellow">
                            {duty.swap.to ? texts.swapAsked(familyName(duty.swap.to)) : texts.asksCoach}
                          </Badge>
                        )}
                      </Stack>
                    </Table.Td>
                    <Table.Td>
                      <NativeSelect
                        aria-label={texts.giveTo(duty.kind_name, eventWhen(event))}
                        value={duty.family ? String(duty.family.family_id) : NOBODY}
                        disabled={update.isPending}
                        data={[
                          { value: NOBODY, label: texts.nobody },
                          ...families.map((f) => ({ value: String(f.family_id), label: familyName(f) })),
                        ]}
                        onChange={(e) =>
                          save(duty, {
                            family_id: e.currentTarget.value === NOBODY ? null : Number(e.currentTarget.value),
                          })
                        }
                      />
                    </Table.Td>
                    {past && (
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Button
                            size="xs"
                            variant={duty.status === 'done' ? 'filled' : 'default'}
                            aria-pressed={duty.status === 'done'}
                            aria-label={texts.markDone(duty.kind_name)}
                            onClick={() => save(duty, { status: duty.status === 'done' ? 'assigned' : 'done' })}
                          >
                            {texts.done}
                          </Button>
                          <Button
                            size="xs"
                            color="red"
                            variant={duty.status === 'no_show' ? 'filled' : 'default'}
                            aria-pressed={duty.status === 'no_show'}
                            aria-label={texts.markMissed(duty.kind_name)}
                            onClick={() => save(duty, { status: duty.status === 'no_show' ? 'assigned' : 'no_show' })}
                          >
                            {texts.noShow}
                          </Button>
                        </Group>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
