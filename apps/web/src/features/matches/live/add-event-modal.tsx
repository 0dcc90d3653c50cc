import { useState } from 'react';
import { Button, Group, NativeSelect, Stack } from '@mantine/core';
import type { EventType, MinuteRanges, TimelineEvent } from '@touchline/domain';
import {
  addEventMinuteRanges,
  displayedMinute,
  eventTypes,
  goalPhaseError,
  matchPhase,
  minuteError,
} from '@touchline/domain';
import { useMatchPlayers, type NewEvent } from '../../../api/match-events';
import { ErrorBanner } from '../../../ui/error-banner';
import { FormModal } from '../../../ui/form-modal';
import type { EventFormErrors, EventFormValues } from '../../../widgets/match/event-form';
import { buildEvent, emptyEventForm } from '../../../widgets/match/event-form';
import { EventFormFields, playerOptions } from '../../../widgets/match/event-form-fields';
import { phaseEvents } from '../../../widgets/match/event-view';
import type { RecordOutcome } from '../console/use-event-outbox';
import { liveTexts } from './live-texts';
import { known, t } from '../../../i18n/i18n';

export const eventTypeLabels: Record<EventType, string> = {
  get GOAL() {
    return t('Goal');
  },
  get CARD() {
    return t('Card');
  },
  get SUBSTITUTION() {
    return t('Substitution');
  },
  get MATCH_EVENT() {
    return t('Match Event');
  },
  get MAN_OF_THE_MATCH() {
    return t('Man of the Match');
  },
};

interface AddEventModalProps {
  matchId: number;
  /** The match's length: its minute limits and its running minute follow it (decision 124). */
  matchMinutes: number;
  initialType: EventType;
  events: readonly TimelineEvent[];
  onClose: () => void;
  /**
   * Records through the console's outbox after what it holds (decision 108) and answers how it went: a refusal shows
   * in the banner here; without a connection the event waits on the device like a tapped one.
   */
  onRecord: (event: NewEvent) => Promise<RecordOutcome>;
}

/** The current match minute when it fits the type's Add Event range, else empty. */
function prefill(type: EventType, minute: number | null, ranges: MinuteRanges): number | '' {
  if (minute === null || type === 'MAN_OF_THE_MATCH') return '';
  return minuteError(minute, ranges[type]) ? '' : minute;
}

/**
 * Add Event: goal, card, substitution, match event or man of the match, checked with the spec's messages before
 * posting; the server's refusals show in the red banner here, and without signal the event waits on the device.
 * Render it when opened (its state starts afresh).
 */
export function AddEventModal({ matchId, matchMinutes, initialType, events, onClose, onRecord }: AddEventModalProps) {
  const phases = phaseEvents(events);
  const ranges = addEventMinuteRanges(matchMinutes);
  const currentMinute = displayedMinute(phases, new Date(), matchMinutes);
  const [values, setValues] = useState<EventFormValues>(() =>
    emptyEventForm(initialType, prefill(initialType, currentMinute, ranges)),
  );
  const [errors, setErrors] = useState<EventFormErrors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const players = useMatchPlayers(matchId);
  const [saving, setSaving] = useState(false);
  const range = values.type === 'MAN_OF_THE_MATCH' ? ranges.MATCH_EVENT : ranges[values.type];

  async function save() {
    setBanner(null);
    const built = buildEvent(values, ranges);
    if (!built.ok) {
      setErrors(built.errors);
      return;
    }
    setErrors({});
    const phaseError = built.event.type === 'GOAL' ? goalPhaseError(matchPhase(phases)) : null;
    if (phaseError) {
      setBanner(known(phaseError));
      return;
    }
    setSaving(true);
    try {
      const recorded = await onRecord(built.event);
      if (recorded.outcome === 'refused') setBanner(known(recorded.reason));
      else onClose();
    } catch (error) {
      setBanner(known(error instanceof Error ? error.message : String(error)));
    } finally {
      setSaving(false);
    }
  }

  return (
    <FormModal opened title={liveTexts.addEvent} submitting={saving} onClose={onClose} size="md">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Stack gap="md">
          <ErrorBanner message={banner} onClose={() => setBanner(null)} />
          <ErrorBanner message={players.error ? liveTexts.error(known(players.error.message)) : null} />
          <NativeSelect
            label={t('Type')}
            data={eventTypes.map((type) => ({ value: type, label: eventTypeLabels[type] }))}
            value={values.type}
            disabled={saving}
            onChange={(e) => {
              const type = e.currentTarget.value as EventType;
              setValues({ ...emptyEventForm(type, prefill(type, currentMinute, ranges)), notes: values.notes });
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
            disabled={saving}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={saving}>
              {t('Cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('Save Event')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
