import { useCallback, useState } from 'react';
import { Stack } from '@mantine/core';
import type { TimelineEvent } from '@touchline/domain';
import { SPEC_MATCH_MINUTES } from '@touchline/domain';
import { HttpError } from '../../api/http';
import { useDeleteEvent } from '../../api/match-events';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { ErrorBanner } from '../../ui/error-banner';
import { LineupModal } from '../pitch/lineup-modal';
import { useConfirm } from '../../ui/use-confirm';
import { EventEditModal } from './event-edit-modal';
import { matchTexts } from './event-view';
import { TimelineList } from './timeline-list';
import { known, t } from '../../i18n/i18n';

export interface MatchTimelineProps {
  matchId: number;
  events: TimelineEvent[] | undefined;
  /** First load. */
  loading: boolean;
  /** A reload with events already shown ('Updating...'). */
  refreshing: boolean;
  error: Error | null;
  /** Admins: edit and delete buttons on every event. */
  /** The match's length, for the edit ranges (decision 124); the spec's 90 when not given. */
  matchMinutes?: number;
  editable?: boolean;
  /** Accessible name of the list. */
  label?: string;
}

/** The server's `error` text when it sent one. */
function serverError(error: unknown): string | null {
  if (
    !(error instanceof HttpError) ||
    typeof error.body !== 'object' ||
    error.body === null ||
    !('error' in error.body)
  )
    return null;
  return typeof error.body.error === 'string' && error.body.error !== '' ? known(error.body.error) : null;
}

/**
 * A match's events in order (TimelineList), with the lineup behind 'View Formation'. Read-only for viewers; with
 * `editable`, each event has Edit and Delete (asks first, then reloads; a refusal shows the server's text or the
 * spec's 'Failed to delete …').
 */
export function MatchTimeline({
  matchId,
  events,
  loading,
  refreshing,
  error,
  editable = false,
  matchMinutes = SPEC_MATCH_MINUTES,
  label = t('Match events'),
}: MatchTimelineProps) {
  const [editing, setEditing] = useState<TimelineEvent | null>(null);
  const [lineupOpen, setLineupOpen] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const { mutateAsync: remove } = useDeleteEvent(matchId);
  const runDelete = useCallback(
    async (event: TimelineEvent) => {
      setDeleteError(null);
      try {
        await remove(event);
      } catch (failure) {
        setDeleteError(serverError(failure) ?? matchTexts.deleteFailed[event.type]);
      }
    },
    [remove],
  );
  const confirm = useConfirm<TimelineEvent>(() => matchTexts.deleteQuestion, runDelete);

  return (
    <Stack gap="xs">
      <ErrorBanner message={deleteError} onClose={() => setDeleteError(null)} />
      <TimelineList
        events={events}
        loading={loading}
        refreshing={refreshing}
        error={error}
        label={label}
        onEdit={editable ? setEditing : undefined}
        onDelete={editable ? confirm.ask : undefined}
        onViewFormation={() => setLineupOpen(true)}
      />
      {editable && editing && events && (
        <EventEditModal
          key={editing.data.id}
          matchId={matchId}
          matchMinutes={matchMinutes}
          event={editing}
          events={events}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog {...confirm.dialogProps} title={t('Delete event')} />
      <LineupModal matchId={matchId} opened={lineupOpen} onClose={() => setLineupOpen(false)} />
    </Stack>
  );
}
