import { useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import type { TimelineEvent } from '@touchline/domain';
import { displayedMinute, editMinuteRange, editPhaseError, goalMinuteHint } from '@touchline/domain';
import type { EventEdit } from '../../api/match-events';
import { useMatchPlayers, useUpdateEvent } from '../../api/match-events';
import { ErrorBanner } from '../../ui/error-banner';
import { FormModal } from '../../ui/form-modal';
import type { EventFormErrors, EventFormValues, MinuteRanges } from './event-form';
import { buildEvent, eventFormFrom } from './event-form';
import { EventFormFields, playerOptions } from './event-form-fields';
import { describeEvent, halfOf, namedPlayers, phaseEvents } from './event-view';
import { known, t } from '../../i18n/i18n';

interface EventEditModalProps {
  matchId: number;
  /** The match's length: the edit ranges follow it (decision 124). */
  matchMinutes: number;
  event: TimelineEvent;
  /** The whole timeline: the phase and the goal's half come from it. */
  events: readonly TimelineEvent[];
  onClose: () => void;
}

/**
 * Edits a goal, card, substitution or match event (and re-chooses the man of the match). Minutes follow the edit
 * ranges of the match's length (for 90: goal 0-150 / 45-150 by half, others 0-90); errors, the phase rule's and the
 * server's, show in a banner here. Render it with `key` = the event id so that it starts from that event's values.
 */
export function EventEditModal({ matchId, matchMinutes, event, events, onClose }: EventEditModalProps) {
  const phases = phaseEvents(events);
  const [values, setValues] = useState<EventFormValues>(() =>
    eventFormFrom(event, displayedMinute(phases, new Date(), matchMinutes)),
  );
  const [errors, setErrors] = useState<EventFormErrors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const players = useMatchPlayers(matchId);
  const update = useUpdateEvent(matchId);

  const half = halfOf(event, events);
  const ranges: MinuteRanges = {
    GOAL: editMinuteRange('GOAL', half, matchMinutes),
    CARD: editMinuteRange('CARD', 'first', matchMinutes),
    SUBSTITUTION: editMinuteRange('SUBSTITUTION', 'first', matchMinutes),
    MATCH_EVENT: editMinuteRange('MATCH_EVENT', 'first', matchMinutes),
  };
  const range = event.type === 'MAN_OF_THE_MATCH' ? ranges.MATCH_EVENT : ranges[event.type];
  const hint = event.type === 'GOAL' ? goalMinuteHint(half, matchMinutes) : `${range.min}-${range.max}`;
  const options = playerOptions(players.data, namedPlayers(event));

  async function save() {
    setBanner(null);
    const built = buildEvent(values, ranges);
    if (!built.ok) {
      setErrors(built.errors);
      return;
    }
    setErrors({});
    // The server's rule for every PUT: only while the game has started and not ended.
    const phaseError = built.event.type === 'MAN_OF_THE_MATCH' ? null : editPhaseError(phases);
    if (phaseError) {
      setBanner(known(phaseError));
      return;
    }
    try {
      await update.mutateAsync({ ...built.event, id: event.data.id } as EventEdit);
      onClose();
    } catch (error) {
      setBanner(known(error instanceof Error ? error.message : String(error)));
    }
  }

  return (
    <FormModal
      opened
      title={t('Edit {event}', { event: describeEvent(event).title })}
      submitting={update.isPending}
      onClose={onClose}
      size="md"
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Stack gap="md">
          <ErrorBanner message={banner} onClose={() => setBanner(null)} />
          <EventFormFields
            values={values}
            onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
            errors={errors}
            players={options}
            minute={{ min: range.min, max: range.max, hint }}
            fixedEventType
            disabled={update.isPending}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={update.isPending}>
              {t('Cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('Save Changes')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
