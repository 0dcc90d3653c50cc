import { Group, Stack, Text } from '@mantine/core';
import type { PlayerMinutes, StatDetailItem } from '@touchline/domain';
import { localDate } from '../match/match-dates';
import { formatDate } from '../../ui/dates/format-date';
import { t, tc } from '../../i18n/i18n';

const dateText = (iso: string | undefined) =>
  iso ? formatDate(localDate(iso), { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }) : '';
const minuteText = (minute: number | null | undefined) =>
  minute === null || minute === undefined ? '' : ` ${minute}'`;

function cardText(item: StatDetailItem): string {
  const kind =
    item.card_type === 'RED'
      ? t('Red card')
      : item.card_type === 'SECOND_YELLOW'
        ? t('Second yellow')
        : t('Yellow card');
  return `${kind}${minuteText(item.card_minute)}`;
}

function goalsText(item: StatDetailItem): string {
  const goals = item.goals ?? [];
  const each = goals.map(
    (g) => `${g.minute ?? '?'}'${g.is_penalty ? ` ${t('(pen)')}` : g.is_freekick ? ` ${t('(free kick)')}` : ''}`,
  );
  const count = t('{count, plural, one {# goal} other {# goals}}', { count: goals.length });
  return `${count}${each.length ? `: ${each.join(', ')}` : ''}`;
}

/** What one item adds beyond date and opponent: the goals, the minute a substitute came on, or the card. */
function extraOf(item: StatDetailItem): string | null {
  if (item.goals) return goalsText(item);
  if (item.card_type) return cardText(item);
  if (item.substitution_minute !== undefined) return `${t('Came on')}${minuteText(item.substitution_minute)}`;
  return null;
}

/** A training session's line: 'Training at 18:00, Riverside Park'. */
function trainingText(item: StatDetailItem): string {
  const training = item.start_time ? t('Training at {time}', { time: item.start_time }) : t('Training');
  return `${training}${item.venue ? `, ${item.venue}` : ''}`;
}

/** A match's line: 'vs Hilltop Rovers (Home)'. */
function matchText(item: StatDetailItem): string {
  const side =
    item.home_or_away === 'Home'
      ? tc('venue', 'Home')
      : item.home_or_away === 'Away'
        ? tc('venue', 'Away')
        : item.home_or_away;
  return `${t('vs')} ${item.opposition ?? ''}${side ? ` (${side})` : ''}`;
}

/** The matches or training sessions behind one figure. */
export function StatDetailList({ items }: { items: readonly StatDetailItem[] }) {
  return (
    <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {items.map((item, index) => {
        const training = item.training_id !== undefined;
        const extra = extraOf(item);
        return (
          <Group
            key={`${item.match_id ?? item.training_id ?? index}-${index}`}
            component="li"
            justify="space-between"
            gap="xs"
            py={6}
            style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
          >
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={600}>
                {dateText(training ? item.date : item.match_date)}
              </Text>
              <Text size="sm" c="dimmed">
                {training ? trainingText(item) : matchText(item)}
              </Text>
            </div>
            {extra && <Text size="sm">{extra}</Text>}
          </Group>
        );
      })}
    </Stack>
  );
}

/** Minutes per played match: the list behind 'Minutes played'. */
export function MinutesList({ rows }: { rows: PlayerMinutes }) {
  return (
    <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <Group
          key={row.match_id}
          component="li"
          justify="space-between"
          gap="xs"
          py={6}
          style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
        >
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={600}>
              {dateText(row.match_date)}
            </Text>
            <Text size="sm" c="dimmed">
              {t('vs')} {row.opposition}
            </Text>
          </div>
          <Text size="sm">
            {t('{minutes} of {total} min', { minutes: String(row.minutes), total: String(row.match_minutes) })}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
