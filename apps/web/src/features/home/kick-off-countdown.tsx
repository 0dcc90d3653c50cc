import { Group, Paper, Text } from '@mantine/core';
import { COUNTDOWN_TICK_MS, kickOffCountdown, msg } from '@touchline/domain';
import { useNow } from '../../widgets/match/use-now';
import { t } from '../../i18n/i18n';

/** Each unit's figure and its label (a message, shown through t()). */
const units = [
  ['days', msg('Days')],
  ['hours', msg('Hours')],
  ['minutes', msg('Minutes')],
  ['seconds', msg('Seconds')],
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
        aria-label={t('Kick-off countdown')}
        fw={700}
        size="lg"
        c={countdown.state === 'invalid' ? 'red.8' : 'teal.9'}
        ta="center"
      >
        {countdown.state === 'invalid' ? t('Invalid kick-off time') : t('Kick-off!')}
      </Text>
    );
  }
  return (
    <Group
      role="timer"
      aria-label={t('Kick-off in {days}d {hours}h {minutes}m {seconds}s', {
        days: String(countdown.days),
        hours: String(countdown.hours),
        minutes: String(countdown.minutes),
        seconds: String(countdown.seconds),
      })}
      gap="xs"
      justify="center"
      wrap="nowrap"
    >
      {units.map(([key, label]) => (
        <Paper key={key} withBorder radius="sm" px="xs" py={4} miw={58} ta="center" bg="gray.0" aria-hidden>
          <Text fw={700} size="lg" lh={1.2}>
            {countdown[key]}
          </Text>
          <Text size="xs" c="dimmed">
            {t(label)}
          </Text>
        </Paper>
      ))}
    </Group>
  );
}
