import { Group, Paper, Text } from '@mantine/core';
import { COUNTDOWN_TICK_MS, kickOffCountdown } from '@touchline/domain';
import { useNow } from '../../widgets/match/use-now';

const units = [
  ['days', 'Days'],
  ['hours', 'Hours'],
  ['minutes', 'Minutes'],
  ['seconds', 'Seconds'],
] as const;

/**
 * Counts down to kick-off every second: days, hours, minutes and seconds, then 'Kick-off!' (or 'Invalid kick-off
 * time').
 */
export function KickOffCountdown({ date, time }: { date: string | null | undefined; time: string | null | undefined }) {
  const now = useNow(COUNTDOWN_TICK_MS);
  const countdown = kickOffCountdown(date, time, now);
  if (countdown.state !== 'counting') {
    return (
      <Text
        role="timer"
        aria-label="Kick-off countdown"
        fw={700}
        size="lg"
        c={countdown.state === 'invalid' ? 'red.8' : 'teal.9'}
        ta="center"
      >
        {countdown.text}
      </Text>
    );
  }
  return (
    <Group role="timer" aria-label={`Kick-off in ${countdown.text}`} gap="xs" justify="center" wrap="nowrap">
      {units.map(([key, label]) => (
        <Paper key={key} withBorder radius="sm" px="xs" py={4} miw={58} ta="center" bg="gray.0" aria-hidden>
          <Text fw={700} size="lg" lh={1.2}>
            {countdown[key]}
          </Text>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
        </Paper>
      ))}
    </Group>
  );
}
