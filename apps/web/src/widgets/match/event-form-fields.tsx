import { Checkbox, Group, NativeSelect, NumberInput, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { Player } from '@touchline/domain';
import type { EventFormErrors, EventFormValues } from './event-form';
import { isTimeless } from './event-form';
import { cardLabels, matchEventLabels } from './event-view';
import { known, t } from '../../i18n/i18n';

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

/** A field's error, which may be a domain rule's message: in the language in use when it is a known one. */
const shown = (error: string | undefined) => (error === undefined ? undefined : known(error));

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
    placeholder = t('Select a player'),
  ) => (
    <NativeSelect
      label={label}
      data={playerData(placeholder)}
      value={values[field]}
      error={shown(error)}
      disabled={disabled}
      onChange={(e) => onChange({ [field]: e.currentTarget.value })}
    />
  );
  const minuteInput = (
    <NumberInput
      label={t('Minute')}
      description={minute.hint}
      value={values.minute}
      min={minute.min}
      max={minute.max}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="none"
      error={shown(errors.minute)}
      disabled={disabled}
      onChange={(value) => onChange({ minute: typeof value === 'number' ? value : value === '' ? '' : Number(value) })}
    />
  );
  const notes = (
    <Textarea
      label={t('Notes')}
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
            label={t('Opposition goal')}
            checked={values.opposition}
            disabled={disabled}
            onChange={(e) => onChange({ opposition: e.currentTarget.checked })}
          />
          {values.opposition ? (
            <>
              <TextInput
                label={t('Scorer name')}
                value={values.scorerName}
                error={shown(errors.scorerName)}
                disabled={disabled}
                onChange={(e) => onChange({ scorerName: e.currentTarget.value })}
              />
              <TextInput
                label={t('Assist name')}
                value={values.assistName}
                disabled={disabled}
                onChange={(e) => onChange({ assistName: e.currentTarget.value })}
              />
            </>
          ) : (
            <>
              {playerSelect(t('Scorer'), 'playerId', errors.player)}
              {playerSelect(t('Assist'), 'assistId', errors.assist, t('No assist'))}
            </>
          )}
          {minuteInput}
          <Group gap="lg">
            <Checkbox
              label={t('Penalty')}
              checked={values.penalty}
              disabled={disabled}
              onChange={(e) => onChange({ penalty: e.currentTarget.checked })}
            />
            <Checkbox
              label={t('Free Kick')}
              checked={values.freekick}
              disabled={disabled}
              onChange={(e) => onChange({ freekick: e.currentTarget.checked })}
            />
            <Checkbox
              label={t('Own Goal')}
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
          {playerSelect(t('Player'), 'playerId', errors.player)}
          <NativeSelect
            label={t('Card Type')}
            data={[
              { value: '', label: t('Select a card type') },
              ...Object.entries(cardLabels).map(([value, label]) => ({ value, label })),
            ]}
            value={values.cardType}
            error={shown(errors.cardType)}
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
          {playerSelect(t('Player Off'), 'playerOffId', errors.playerOff)}
          {playerSelect(t('Player On'), 'playerOnId', errors.playerOn)}
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
                {t('Event Type:')}{' '}
              </Text>
              {matchEventLabels[values.eventType] ?? values.eventType}
            </Text>
          ) : (
            <NativeSelect
              label={t('Event Type')}
              data={[
                { value: '', label: t('Select an event type') },
                ...recordableMatchEvents.map((value) => ({ value, label: matchEventLabels[value] ?? value })),
              ]}
              value={values.eventType}
              error={shown(errors.eventType)}
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
          {playerSelect(t('Player'), 'playerId', errors.player)}
          {notes}
        </Stack>
      );
  }
}
