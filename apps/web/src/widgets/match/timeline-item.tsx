import { ActionIcon, Box, Button, Group, Stack, Text } from '@mantine/core';
import type { TimelineEvent } from '@touchline/domain';
import { describeEvent, isRedCard, matchTexts } from './event-view';
import { t } from '../../i18n/i18n';

interface TimelineItemProps {
  event: TimelineEvent;
  /** Admin: edit and delete buttons. */
  onEdit?: (event: TimelineEvent) => void;
  onDelete?: (event: TimelineEvent) => void;
  onViewFormation?: () => void;
}

const sideColour = { ours: 'var(--mantine-color-green-7)', theirs: 'var(--mantine-color-red-7)' } as const;

function Marker({ event }: { event: TimelineEvent }) {
  // A small coloured mark per kind: a card's colour (anything not RED is yellow), a ball for goals, a dot otherwise.
  if (event.type === 'CARD') {
    return (
      <Box
        aria-hidden
        w={12}
        h={16}
        mt={3}
        style={{
          borderRadius: 2,
          background: isRedCard(event) ? 'var(--mantine-color-red-7)' : 'var(--mantine-color-yellow-5)',
        }}
      />
    );
  }
  const colour =
    event.type === 'GOAL'
      ? 'var(--mantine-color-dark-6)'
      : event.type === 'MAN_OF_THE_MATCH'
        ? 'var(--mantine-color-yellow-7)'
        : 'var(--mantine-color-gray-5)';
  return <Box aria-hidden w={12} h={12} mt={5} style={{ borderRadius: '50%', background: colour }} />;
}

function PencilIcon() {
  return (
    <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden>
      <path d="M4 20h4L19 9l-4-4L4 16v4Z" />
    </svg>
  );
}

function BinIcon() {
  return (
    <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden>
      <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" />
    </svg>
  );
}

/** One event: minute, kind, who, notes; goals against us get a red left border, ours a green one. */
export function TimelineItem({ event, onEdit, onDelete, onViewFormation }: TimelineItemProps) {
  const view = describeEvent(event);
  const lineup = event.type === 'MATCH_EVENT' && event.event_type === 'LINEUP_CONFIRMED';
  return (
    <Group
      component="li"
      wrap="nowrap"
      align="flex-start"
      gap="sm"
      py={6}
      px="xs"
      data-side={view.side ?? undefined}
      style={{ borderLeft: `4px solid ${view.side ? sideColour[view.side] : 'transparent'}` }}
    >
      <Text fw={700} w={36} ta="right" style={{ flexShrink: 0 }}>
        {event.minute !== null ? `${event.minute}'` : ''}
      </Text>
      <Marker event={event} />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Text fw={600}>{view.title}</Text>
        {view.detail && <Text size="sm">{view.detail}</Text>}
        {view.notes && (
          <Text size="xs" c="dimmed">
            {view.notes}
          </Text>
        )}
        {lineup && onViewFormation && (
          <Button size="compact-sm" variant="light" w="fit-content" onClick={onViewFormation}>
            {matchTexts.viewFormation}
          </Button>
        )}
      </Stack>
      {(onEdit || onDelete) && (
        <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
          {onEdit && (
            <ActionIcon
              variant="subtle"
              aria-label={t('Edit {event}', { event: view.label })}
              onClick={() => onEdit(event)}
            >
              <PencilIcon />
            </ActionIcon>
          )}
          {onDelete && (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('Delete {event}', { event: view.label })}
              onClick={() => onDelete(event)}
            >
              <BinIcon />
            </ActionIcon>
          )}
        </Group>
      )}
    </Group>
  );
}
