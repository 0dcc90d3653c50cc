import type { FormEvent } from 'react';
import { Button, Group, NativeSelect, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { MatchType, OppositionTeam, Team } from '@touchline/domain';
import { t } from '../../../i18n/i18n';
import { ErrorBanner } from '../../../ui/error-banner';
import type { FieldErrors } from '../../../ui/zod-form';
import type { MatchFormValues } from './match-form-values';
import { changeKickOff, resolveMatchType, selectOpposition } from './match-form-values';
import { homeOrAwayLabel, matchTexts, matchTypeLabel } from './match-texts';
import { SeasonSelect } from '../season-select';

export interface MatchFormLists {
  teams: readonly Team[];
  oppositionTeams: readonly OppositionTeam[];
  matchTypes: readonly MatchType[];
  /** Match types failed to load: the fallback list is shown with the spec's message. */
  matchTypesFailed: boolean;
}

interface MatchFormProps {
  values: MatchFormValues;
  onChange: (update: (values: MatchFormValues) => MatchFormValues) => void;
  errors: FieldErrors;
  error: string | null;
  lists: MatchFormLists;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  onSubmit: () => void;
  onCancel: () => void;
  /** Absent for a team's coach: opposition teams are an admin's list (they type the opposition's name). */
  onAddOppositionTeam?: () => void;
}

type TextField = 'opposition_name' | 'venue_name' | 'venue_address' | 'match_date' | 'meet_time' | 'colours';

/** The fields of the Create Match and Edit Match dialogs. */
export function MatchForm({
  values,
  onChange,
  errors,
  error,
  lists,
  busy,
  submitLabel,
  busyLabel,
  onSubmit,
  onCancel,
  onAddOppositionTeam,
}: MatchFormProps) {
  const set = (name: keyof MatchFormValues, value: string) => onChange((current) => ({ ...current, [name]: value }));
  const text = (name: TextField) => ({
    value: values[name],
    error: errors[name],
    disabled: busy,
    autoComplete: 'off',
    onChange: (event: { currentTarget: { value: string } }) => set(name, event.currentTarget.value),
  });
  const idSelect = (name: 'team_id' | 'match_type_id' | 'opposition_team_id') => ({
    value: values[name],
    error: errors[name],
    disabled: busy,
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!busy) onSubmit();
  }

  const oppositionOptions = [
    { value: '', label: t('Select opposition team') },
    ...lists.oppositionTeams.map((team) => ({ value: String(team.id), label: team.team_name })),
  ];
  const teamOptions = [
    { value: '', label: t('Select team') },
    ...lists.teams.map((team) => ({ value: String(team.team_id), label: team.team_name })),
  ];
  const typeOptions = lists.matchTypes.map((type) => ({
    value: String(type.match_type_id),
    label: matchTypeLabel(type.name),
  }));
  const shownType = resolveMatchType(values.match_type_id, lists.matchTypes).match_type_id;

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('Match details')}>
      <Stack gap="sm">
        <ErrorBanner message={error} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
          <Stack gap={4}>
            <NativeSelect
              label={t('Opposition Team')}
              data={oppositionOptions}
              {...idSelect('opposition_team_id')}
              onChange={(event) => {
                const id = event.currentTarget.value;
                onChange((current) =>
                  selectOpposition(current, lists.oppositionTeams.find((team) => String(team.id) === id) ?? null),
                );
              }}
            />
            {onAddOppositionTeam && (
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={onAddOppositionTeam}
                disabled={busy}
                style={{ alignSelf: 'flex-start' }}
              >
                {matchTexts.createNewOppositionTeam}
              </Button>
            )}
          </Stack>
          <TextInput label={t('Opposition Name')} {...text('opposition_name')} />
          <Radio.Group
            label={t('Home or Away')}
            value={values.home_or_away}
            onChange={(value) => set('home_or_away', value === 'Away' ? 'Away' : 'Home')}
            error={errors.home_or_away}
          >
            <Group gap="lg" mt={6}>
              <Radio value="Home" label={homeOrAwayLabel('Home')} disabled={busy} />
              <Radio value="Away" label={homeOrAwayLabel('Away')} disabled={busy} />
            </Group>
          </Radio.Group>
          <TextInput label={t('Match Date')} type="date" {...text('match_date')} />
          <TextInput label={t('Venue Name')} {...text('venue_name')} />
          <TextInput label={t('Venue Address')} {...text('venue_address')} />
          <TextInput
            label={t('Kick-off Time')}
            type="time"
            value={values.kick_off_time}
            error={errors.kick_off_time}
            disabled={busy}
            onChange={(event) => {
              const kickOff = event.currentTarget.value;
              onChange((current) => changeKickOff(current, kickOff));
            }}
          />
          <TextInput
            label={t('Meet Time')}
            type="time"
            description={matchTexts.meetTimeHint}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...text('meet_time')}
          />
          <NativeSelect
            label={t('Team')}
            data={teamOptions}
            {...idSelect('team_id')}
            onChange={(event) => set('team_id', event.currentTarget.value)}
          />
          <TextInput label={t('Kit Colours')} {...text('colours')} />
          <Stack gap={4}>
            <NativeSelect
              label={t('Match Type')}
              data={typeOptions}
              {...idSelect('match_type_id')}
              value={shownType === null ? '' : String(shownType)}
              error={errors.match_type ?? errors.match_type_id}
              onChange={(event) => set('match_type_id', event.currentTarget.value)}
            />
            {lists.matchTypesFailed && (
              <Text c="red" size="sm" role="alert">
                {matchTexts.failedToLoadMatchTypes}
              </Text>
            )}
          </Stack>
          <SeasonSelect value={values.season_id} onChange={(seasonId) => set('season_id', seasonId)} disabled={busy} />
        </SimpleGrid>
        {errors._form && (
          <Text c="red" size="sm">
            {errors._form}
          </Text>
        )}
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('Cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? busyLabel : submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
