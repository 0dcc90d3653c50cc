import { useState } from 'react';
import { Badge, Button, Collapse, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { availabilityMessages } from '@touchline/domain';
import { ErrorBanner } from '../../ui/error-banner';
import { LoadingText } from '../../ui/loading-text';
import { longDate, monthLabel } from '../../widgets/match/match-dates';
import classes from './availability.module.css';
import type { UnavailableDay } from './availability-logic';
import { dateCount, groupByMonth } from './availability-logic';
import { known, t } from '../../i18n/i18n';

/** The spec's text for availability that could not be read (document 2, §8). */
export const failedToFetchAvailability = () => t('Failed to fetch availability data');

interface UnavailableDaysListProps {
  days: UnavailableDay[];
  /** `loading` and `failed` show 'Loading...' or the failure instead of the empty text. @default 'loaded' */
  status?: 'loading' | 'loaded' | 'failed';
  today: string;
  /** Admin or Coach: past records can be deleted too; others see 'Past date' instead. */
  canDeletePast: boolean;
  deletingId: number | null;
  onDelete: (availabilityId: number) => void;
}

function Chevron() {
  return (
    <svg
      className={classes.chevron}
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden
    >
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}

/** 'Days Unavailable': the records grouped by month, each month collapsible with its count of dates. */
export function UnavailableDaysList({
  days,
  status = 'loaded',
  today,
  canDeletePast,
  deletingId,
  onDelete,
}: UnavailableDaysListProps) {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const groups = groupByMonth(days);
  const toggle = (month: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(month)) next.delete(month);
      else next.add(month);
      return next;
    });

  return (
    <Stack gap="sm" component="section" aria-labelledby="days-unavailable">
      <Title order={2} size="h3" id="days-unavailable">
        {t('Days Unavailable')}
      </Title>
      {status === 'loading' ? (
        <LoadingText />
      ) : status === 'failed' ? (
        <ErrorBanner message={failedToFetchAvailability()} />
      ) : groups.length === 0 ? (
        <Text c="dimmed">{known(availabilityMessages.noRecords)}</Text>
      ) : (
        groups.map((group) => {
          const open = !collapsed.has(group.month);
          const panelId = `unavailable-${group.month}`;
          return (
            <Paper key={group.month} withBorder radius="md" p={4}>
              <UnstyledButton
                className={classes.monthHeader}
                onClick={() => toggle(group.month)}
                aria-expanded={open}
                aria-controls={panelId}
              >
                {/* Named by what it shows ("March 2031 2 dates"): no aria-label of other words (axe's
                    label-content-name-mismatch, #28). */}
                <Group gap="xs" wrap="nowrap">
                  <Chevron />
                  <Text fw={600}>{monthLabel(group.month)}</Text>
                </Group>
                <Badge variant="light" color="red" tt="none">
                  {dateCount(group.days.length)}
                </Badge>
              </UnstyledButton>
              <Collapse expanded={open}>
                <Stack
                  component="ul"
                  id={panelId}
                  gap={0}
                  p={0}
                  m={0}
                  style={{ listStyle: 'none' }}
                  aria-label={monthLabel(group.month)}
                >
                  {group.days.map((day) => {
                    const past = day.date < today;
                    return (
                      <Group
                        component="li"
                        key={day.availabilityId}
                        justify="space-between"
                        wrap="nowrap"
                        gap="sm"
                        px="sm"
                        py="xs"
                      >
                        <Stack gap={0} style={{ minWidth: 0 }}>
                          <Text size="sm" fw={500}>
                            {longDate(day.date)}
                          </Text>
                          {day.notes && (
                            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                              {day.notes}
                            </Text>
                          )}
                        </Stack>
                        {past && !canDeletePast ? (
                          <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                            {t('Past date')}
                          </Text>
                        ) : (
                          <Button
                            size="xs"
                            color="red"
                            variant="light"
                            onClick={() => onDelete(day.availabilityId)}
                            loading={deletingId === day.availabilityId}
                            aria-label={t('Delete {date}', { date: longDate(day.date) })}
                          >
                            {t('Delete')}
                          </Button>
                        )}
                      </Group>
                    );
                  })}
                </Stack>
              </Collapse>
            </Paper>
          );
        })
      )}
    </Stack>
  );
}
