import { useState } from 'react';
import { Button, Group, NativeSelect, Stack } from '@mantine/core';
import type { EventType, TimelineEvent } from '@touchline/domain';
import {
  addEventMinuteRanges,
  displayedMinute,
  eventTypes,
  goalPhaseError,
  matchPhase,
  minuteError,
} from '@touchline/domain';
import { useMatchPlayers, useRecordEvent } from '../../../api/match-events';
import { ErrorBanner } from '../../../ui/error-banner';
import { FormModal } from '../../../ui/form-modal';
import type { EventFormErrors, EventFormValues } from '../../../widgets/match/event-form';
import { buildEvent, emptyEventForm } from '../../../widgets/match/event-form';
import { EventFormFields, playerOptions } from '../../../widgets/match/event-form-fields';
import { phaseEvents } from '../../../widgets/match/event-view';
import { liveTexts } from './live-texts';

const typeLabels: Record<EventType, string> = {
  GOAL: 'Goal',
  CARD: 'Card',
  SUBSTITUTION: 'Substitution',
  MATCH_EVENT: 'Match Event',
  MAN_OF_THE_MATCH: 'Man of the Match',
};

interface AddEventModalProps {
  matchId: number;
  initialType: EventType;
  events: readonly TimelineEvent[];
  onClose: () => void;
  /** Waits until the console's outbox has sent what it holds, so this event arrives after them (decision 108). */
  beforeSave?: () => Promise<void>;
}

/** The current match minute when it fits the type's Add Event range, else empty. */
function prefill(type: EventType, minute: number | null): number | '' {
  if (minute === null || type === 'MAN_OF_THE_MATCH') return '';
  return minuteError(minute, addEventMinuteRanges[type]) ? '' : minute;
}

/**
 * Add Event: goal, card, substitution, match event or man of the match, checked with the spec's messages before
 * posting; the server's refusals show in the red banner here. Render it when opened (its state starts afresh).
 */
export function AddEventModal({ matchId, initialType, events, onClose, beforeSave }: AddEventModalProps) {
  const phases = phaseEvents(events);
  const currentMinute = displayedMinute(phases);
  const [values, setValues] = useState<EventFormValues>(() =>
    emptyEventForm(initialType, prefill(initialType, currentMinute)),
  );
  const [errors, setErrors] = useState<EventFormErrors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const players = useMatchPlayers(matchId);
  const record = useRecordEvent(matchId);
  const range =
    values.type === 'MAN_OF_THE_MATCH' ? addEventMinuteRanges.MATCH_EVENT : addEventMinuteRanges[values.type];

  async function save() {
    setBanner(null);
    const built = buildEvent(values);
    if (!built.ok) {
      setErrors(built.errors);
      return;
    }
    setErrors({});
    const phaseError = built.event.type === 'GOAL' ? goalPhaseError(matchPhase(phases)) : null;
    if (phaseError) {
      setBanner(phaseError);
      return;
    }
    try {
      await beforeSave?.();
      await record.mutateAsync(built.event);
      onClose();
    } catch (error) {
      setBanner(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <FormModal opened title={liveTexts.addEvent} submitting={record.isPending} onClose={onClose} size="md">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Stack gap="md">
          <ErrorBanner message={banner} onClose={() => setBanner(null)} />
          <ErrorBanner message={players.error ? liveTexts.error(players.error.message) : null} />
          <NativeSelect
            label="Type"
            data={eventTypes.map((type) => ({ value: type, label: typeLabels[type] }))}
            value={values.type}
            disabled={record.isPending}
            onChange={(e) => {
              const type = e.currentTarget.value as EventType;
              setValues({ ...emptyEventForm(type, prefill(type, currentMinute)), notes: values.notes });
              setErrors({});
              setBanner(null);
            }}
          />
          <EventFormFields
            values={values}
            onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
            errors={errors}
            players={playerOptions(players.data)}
            minute={{ min: range.min, max: range.max, hint: `${range.min}-${range.max}` }}
            disabled={record.isPending}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={record.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={record.isPending}>
              Save Event
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
