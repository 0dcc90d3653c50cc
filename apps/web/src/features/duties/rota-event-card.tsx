import { Badge, Button, Card, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import type { DutyEntry, DutyEvent, DutyShare } from '@touchline/domain';
import { useUpdateDuty } from '../../api/duties';
import { dutiesTexts as texts } from '../../widgets/duties/duties-texts';
import { childrenOf, eventTitle, eventWhen, familyName } from '../../widgets/duties/duty-words';
import classes from './rota-event-card.module.css';

const NOBODY = '';

/**
 * One event of the team's rota (#34): each duty's family, which the coach can change (a swap waiting on it is then
 * answered), and once the day has come, done or missed. A duty is a line: its name, then the family's whole name
 * beside it, or under it on a phone (a table's narrow column cut the names off at 390 px).
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
          <Stack component="ul" gap={0} className={classes.duties}>
            {event.duties.map((duty) => (
              <Group component="li" key={duty.duty_id} className={classes.duty} gap="xs" align="center" wrap="wrap">
                <Stack gap={4} className={classes.kind}>
                  <Text fw={500}>{duty.kind_name}</Text>
                  {duty.swap && (
                    <Badge variant="light" color="yellow" className={classes.badge}>
                      {duty.swap.to ? texts.swapAsked(childrenOf(duty.swap.to)) : texts.asksCoach}
                    </Badge>
                  )}
                </Stack>
                <NativeSelect
                  className={classes.family}
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
                {past && (
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
                )}
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
