import { Checkbox, Group, NativeSelect, NumberInput, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { Player } from '@touchline/domain';
import type { EventFormErrors, EventFormValues } from './event-form';
import { isTimeless } from './event-form';
import { cardLabels, matchEventLabels } from './event-view';

/** A player an event names, for the selects: the match's players plus any the event already names. */
export interface PlayerOption {
  id: number;
  name: string;
  shirt?: number | null;
}

export function playerOptions(
  players: readonly Player[] | undefined,
  extra: readonly (PlayerOption | null)[] = [],
): PlayerOption[] {
  const options: PlayerOption[] = (players ?? []).map((p) => ({
    id: p.player_id,
    name: p.player_name,
    shirt: p.shirt_number,
  }));
  for (const e of extra) if (e && !options.some((o) => o.id === e.id)) options.push(e);
  return options;
}

/** The match events the Add Event form offers (a forfeit has its own button). */
export const recordableMatchEvents = [
  'LINEUP_CONFIRMED',
  'GAME_START',
  'HALF_TIME',
  'SECOND_HALF_START',
  'GAME_END',
] as const;

interface EventFormFieldsProps {
  values: EventFormValues;
  onChange: (patch: Partial<EventFormValues>) => void;
  errors: EventFormErrors;
  players: PlayerOption[];
  /** The minute input's bounds and hint ('1-130', '0-45', …). */
  minute: { min: number; max: number; hint: string };
  /** Edit: a match event keeps its type. */
  fixedEventType?: boolean;
  disabled?: boolean;
}

/** The fields of one event type, shared by the Add Event form and the edit modal. */
export function EventFormFields({
  values,
  onChange,
  errors,
  players,
  minute,
  fixedEventType = false,
  disabled = false,
}: EventFormFieldsProps) {
  const playerData = (placeholder: string) => [
    { value: '', label: placeholder },
    ...players.map((p) => ({ value: String(p.id), label: p.shirt != null ? `${p.name} (#${p.shirt})` : p.name })),
  ];
  const playerSelect = (
    label: string,
    field: 'playerId' | 'assistId' | 'playerOffId' | 'playerOnId',
    error: string | undefined,
    placeholder = 'Select a player',
  ) => (
    <NativeSelect
      label={label}
      data={playerData(placeholder)}
      value={values[field]}
      error={error}
      disabled={disabled}
      onChange={(e) => onChange({ [field]: e.currentTarget.value })}
    />
  );
  const minuteInput = (
    <NumberInput
      label="Minute"
      description={minute.hint}
      value={values.minute}
      min={minute.min}
      max={minute.max}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="none"
      error={errors.minute}
      disabled={disabled}
      onChange={(value) => onChange({ minute: typeof value === 'number' ? value : value === '' ? '' : Number(value) })}
    />
  );
  const notes = (
    <Textarea
      label="Notes"
      rows={2}
      value={values.notes}
      disabled={disabled}
      onChange={(e) => onChange({ notes: e.currentTarget.value })}
    />
  );

  switch (values.type) {
    case 'GOAL':
      return (
        <Stack gap="sm">
          <Checkbox
            label="Opposition goal"
            checked={values.opposition}
            disabled={disabled}
            onChange={(e) => onChange({ opposition: e.currentTarget.checked })}
          />
          {values.opposition ? (
            <>
              <TextInput
                label="Scorer name"
                value={values.scorerName}
                error={errors.scorerName}
                disabled={disabled}
                onChange={(e) => onChange({ scorerName: e.currentTarget.value })}
              />
              <TextInput
                label="Assist name"
                value={values.assistName}
                disabled={disabled}
                onChange={(e) => onChange({ assistName: e.currentTarget.value })}
              />
            </>
          ) : (
            <>
              {playerSelect('Scorer', 'playerId', errors.player)}
              {playerSelect('Assist', 'assistId', errors.assist, 'No assist')}
            </>
          )}
          {minuteInput}
          <Group gap="lg">
            <Checkbox
              label="Penalty"
              checked={values.penalty}
              disabled={disabled}
              onChange={(e) => onChange({ penalty: e.currentTarget.checked })}
            />
            <Checkbox
              label="Free Kick"
              checked={values.freekick}
              disabled={disabled}
              onChange={(e) => onChange({ freekick: e.currentTarget.checked })}
            />
            <Checkbox
              label="Own Goal"
              checked={values.ownGoal}
              disabled={disabled}
              onChange={(e) => onChange({ ownGoal: e.currentTarget.checked })}
            />
          </Group>
          {notes}
        </Stack>
      );
    case 'CARD':
      return (
        <Stack gap="sm">
          {playerSelect('Player', 'playerId', errors.player)}
          <NativeSelect
            label="Card Type"
            data={[
              { value: '', label: 'Select a card type' },
              ...Object.entries(cardLabels).map(([value, label]) => ({ value, label })),
            ]}
            value={values.cardType}
            error={errors.cardType}
            disabled={disabled}
            onChange={(e) => onChange({ cardType: e.currentTarget.value as EventFormValues['cardType'] })}
          />
          {minuteInput}
          {notes}
        </Stack>
      );
    case 'SUBSTITUTION':
      return (
        <Stack gap="sm">
          {playerSelect('Player Off', 'playerOffId', errors.playerOff)}
          {playerSelect('Player On', 'playerOnId', errors.playerOn)}
          {minuteInput}
          {notes}
        </Stack>
      );
    case 'MATCH_EVENT':
      return (
        <Stack gap="sm">
          {fixedEventType ? (
            <Text>
              <Text span fw={600}>
                Event Type:{' '}
              </Text>
              {matchEventLabels[values.eventType] ?? values.eventType}
            </Text>
          ) : (
            <NativeSelect
              label="Event Type"
              data={[
                { value: '', label: 'Select an event type' },
                ...recordableMatchEvents.map((value) => ({ value, label: matchEventLabels[value] ?? value })),
              ]}
              value={values.eventType}
              error={errors.eventType}
              disabled={disabled}
              onChange={(e) => onChange({ eventType: e.currentTarget.value })}
            />
          )}
          {!isTimeless(values.eventType) && minuteInput}
          {notes}
        </Stack>
      );
    case 'MAN_OF_THE_MATCH':
      return (
        <Stack gap="sm">
          {playerSelect('Player', 'playerId', errors.player)}
          {notes}
        </Stack>
      );
  }
}
