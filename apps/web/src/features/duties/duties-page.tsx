import { useState } from 'react';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { DutyEntry, DutyEvent, MyDuties } from '@touchline/domain';
import { useAnswerSwap, useMyDuties } from '../../api/duties';
import { errorText } from '../../ui/crud/error-text';
import { ErrorBanner } from '../../ui/error-banner';
import { LoadState } from '../../ui/load-state';
import { SuccessBanner } from '../../ui/success-banner';
import touch from '../../ui/touch-targets.module.css';
import { todayIso } from '../../widgets/match/match-dates';
import { dutiesTexts as texts } from '../../widgets/duties/duties-texts';
import { childrenOf, eventTitle, eventWhen, familyName } from '../../widgets/duties/duty-words';
import { SwapModal } from './swap-modal';

const statusWords = (d: DutyEntry) =>
  d.status === 'done' ? texts.done : d.status === 'no_show' ? texts.noShow : texts.assigned;

/**
 * /duties (parents; #34, decision 135), phone first: the swaps other families asked of theirs, with Accept and
 * Decline; their family's duties to come, each with a swap (another family, or the coach); this season's earlier
 * ones. Every control is at least 44 × 44 px on a phone.
 */
export function DutiesPage() {
  const mine = useMyDuties();
  const answer = useAnswerSwap();
  const [swapping, setSwapping] = useState<{ event: DutyEvent; duty: DutyEntry } | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const reply = (swapId: number, a: 'accept' | 'decline' | 'withdraw') =>
    answer.mutate({ swapId, answer: a }, { onSuccess: () => setSaid(texts.answered) });
  const today = todayIso();
  return (
    <Stack className={touch.touch} maw={640} gap="lg">
      <Title order={1}>{texts.title}</Title>
      <SuccessBanner message={said} onClose={() => setSaid(null)} />
      <ErrorBanner message={answer.error ? errorText(answer.error, texts.failedToSave) : null} />
      <LoadState query={mine} loading={texts.loading} failed={texts.failed}>
        {(data) => (
          <Stack gap="lg">
            {data.asked.length > 0 && (
              <Section title={texts.askedOfYou}>
                {data.asked.flatMap((e) =>
                  e.duties.map((d) => (
                    <DutyCard key={d.duty_id} event={e} duty={d}>
                      <Text>{texts.asksYou(d.swap ? familyName(d.swap.from) : '', d.kind_name)}</Text>
                      {d.swap?.note && <Text c="dimmed">“{d.swap.note}”</Text>}
                      <Group grow>
                        <Button onClick={() => reply(d.swap!.swap_id, 'accept')} loading={answer.isPending}>
                          {texts.accept}
                        </Button>
                        <Button variant="default" onClick={() => reply(d.swap!.swap_id, 'decline')}>
                          {texts.decline}
                        </Button>
                      </Group>
                    </DutyCard>
                  )),
                )}
              </Section>
            )}
            <Section title={texts.comingUp}>
              {upcoming(data, today).length === 0 ? (
                <Text role="status">{texts.noDuties}</Text>
              ) : (
                upcoming(data, today).flatMap((e) =>
                  e.duties.map((d) => (
                    <DutyCard key={d.duty_id} event={e} duty={d}>
                      {d.swap ? (
                        <Group justify="space-between" wrap="wrap">
                          <Text>{d.swap.to ? texts.waitingFor(childrenOf(d.swap.to)) : texts.waitingForCoach}</Text>
                          <Button variant="default" onClick={() => reply(d.swap!.swap_id, 'withdraw')}>
                            {texts.withdraw}
                          </Button>
                        </Group>
                      ) : (
                        <Button variant="light" onClick={() => setSwapping({ event: e, duty: d })}>
                          {texts.swap}
                        </Button>
                      )}
                    </DutyCard>
                  )),
                )
              )}
            </Section>
            {earlier(data, today).length > 0 && (
              <Section title={texts.past}>
                {earlier(data, today).flatMap((e) =>
                  e.duties.map((d) => <DutyCard key={d.duty_id} event={e} duty={d} status={statusWords(d)} />),
                )}
              </Section>
            )}
            {swapping && (
              <SwapModal
                event={swapping.event}
                duty={swapping.duty}
                families={data.families.find((f) => f.team_id === swapping.event.team_id)?.families ?? []}
                onClose={() => setSwapping(null)}
                onAsked={() => {
                  setSwapping(null);
                  setSaid(texts.asked);
                }}
              />
            )}
          </Stack>
        )}
      </LoadState>
    </Stack>
  );
}

const upcoming = (data: MyDuties, today: string) => data.duties.filter((e) => e.date >= today);
const earlier = (data: MyDuties, today: string) => data.duties.filter((e) => e.date < today).reverse();

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack component="section" gap="sm" aria-label={title}>
      <Title order={2} size="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function DutyCard({
  event,
  duty,
  status,
  children,
}: {
  event: DutyEvent;
  duty: DutyEntry;
  status?: string;
  children?: React.ReactNode;
}) {
  return (
    <Card withBorder padding="md" component="article" aria-label={`${duty.kind_name}, ${eventTitle(event)}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2}>
            <Title order={3} size="h4">
              {duty.kind_name}
            </Title>
            <Text>{eventTitle(event)}</Text>
            <Text size="sm" c="dimmed">
              {eventWhen(event)} · {event.venue}
            </Text>
          </Stack>
          {status && <Badge variant="light">{status}</Badge>}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
