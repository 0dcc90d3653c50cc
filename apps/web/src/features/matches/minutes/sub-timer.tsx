import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { SubProposal } from '@touchline/domain';
import { minutesTexts as texts } from '../../../widgets/minutes/minutes-texts';

interface SubTimerProps {
  proposal: SubProposal | null;
  /** False without a saved lineup: the timer has no starters to work from. */
  hasLineup: boolean;
  names: ReadonlyMap<number, string>;
  /** Records the proposal's substitutions (through the console's outbox). */
  onChange: (proposal: SubProposal) => void;
}

/**
 * The sub timer (decision 109): the rotation's next change, 'Next change at 20': A off, B on' until it is due, then
 * 'Sub due: A off, B on' with one button that records it. Before it is due there is no button: a tap at kick-off
 * recorded the first change at minute 0 (#29 item 5).
 */
export function SubTimer({ proposal, hasLineup, names, onChange }: SubTimerProps) {
  const name = (id: number) => names.get(id) ?? `#${id}`;
  const pairs = proposal?.pairs.map((p) => texts.pair(name(p.off), name(p.on))).join('; ') ?? '';
  return (
    <Paper withBorder radius="md" p="md" bg={proposal?.due ? 'yellow.0' : undefined}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {texts.subTimer}
        </Title>
        {!hasLineup ? (
          <Text size="sm">{texts.noLineup}</Text>
        ) : proposal ? (
          <>
            <Text role="status" fw={proposal.due ? 700 : 500} size={proposal.due ? 'lg' : 'md'}>
              {proposal.due ? texts.subDue(pairs) : texts.nextChange(proposal.at, pairs)}
            </Text>
            {proposal.due && (
              <Button size="lg" onClick={() => onChange(proposal)}>
                {texts.makeChange}
              </Button>
            )}
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
