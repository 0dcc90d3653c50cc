import { Box, Stack, Text } from '@mantine/core';
import type { TimelineEvent } from '@touchline/domain';
import { matchTexts } from './event-view';
import { TimelineItem } from './timeline-item';
import { known, t } from '../../i18n/i18n';

export interface TimelineListProps {
  events: TimelineEvent[] | undefined;
  /** First load. */
  loading: boolean;
  /** A reload with events already shown ('Updating...'). */
  refreshing: boolean;
  error: Error | null;
  /** Accessible name of the list. */
  label?: string;
  /** Admins: edit and delete buttons on every event. */
  onEdit?: (event: TimelineEvent) => void;
  onDelete?: (event: TimelineEvent) => void;
  /** 'View Formation' on the lineup event, for viewers who may open the lineup. */
  onViewFormation?: () => void;
}

/**
 * A match's events in order, with their loading, empty, error and updating states: the signed-in timeline
 * (MatchTimeline) and the relatives' live link page (first names only) both show it.
 */
export function TimelineList({
  events,
  loading,
  refreshing,
  error,
  label = t('Match events'),
  onEdit,
  onDelete,
  onViewFormation,
}: TimelineListProps) {
  let body;
  if (!events && loading) {
    body = <Text role="status">{matchTexts.loadingEvents}</Text>;
  } else if (!events || events.length === 0) {
    body = error ? null : <Text c="dimmed">{matchTexts.noEvents}</Text>;
  } else {
    body = (
      <Box
        component="ul"
        aria-label={label}
        m={0}
        p={0}
        tabIndex={0}
        style={{
          listStyle: 'none',
          maxHeight: '24rem',
          overflowY: 'auto',
          display: 'flex',
          flexDirection: 'column',
          gap: 4,
        }}
      >
        {events.map((event) => {
          // An event still waiting on this device (a negative id, decision 108) has nothing on the server to change.
          const recorded = event.data.id > 0;
          return (
            <TimelineItem
              key={`${event.type}-${event.data.id}`}
              event={event}
              onEdit={recorded ? onEdit : undefined}
              onDelete={recorded ? onDelete : undefined}
              onViewFormation={onViewFormation}
            />
          );
        })}
      </Box>
    );
  }
  return (
    <Stack gap="xs">
      {error && (
        <Text c="red.8" role="alert">
          {matchTexts.eventsError(known(error.message))}
        </Text>
      )}
      {refreshing && events && (
        <Text size="sm" c="dimmed" role="status">
          {matchTexts.updating}
        </Text>
      )}
      {body}
    </Stack>
  );
}
