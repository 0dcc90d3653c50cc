import { NativeSelect } from '@mantine/core';
import { t } from '../../../i18n/i18n';
import { teamsApi } from '../../../api/teams';
import { trainingTexts } from './training-texts';

interface TeamSelectProps {
  value: string;
  onChange: (teamId: string) => void;
  error?: string;
  disabled?: boolean;
  /** The teams offered: a coach's own; null or absent for every team (an admin). */
  teamIds?: ReadonlySet<number> | null;
}

/** The session's team, from GET /teams ('' until one is chosen). */
export function TeamSelect({ value, onChange, error, disabled, teamIds = null }: TeamSelectProps) {
  const teams = teamsApi.useList();
  const offered = (teams.data ?? []).filter((team) => teamIds === null || teamIds.has(team.team_id));
  const options = [
    { value: '', label: teams.isPending ? t('Loading teams...') : t('Select a team') },
    ...offered.map((team) => ({ value: String(team.team_id), label: team.team_name })),
  ];
  return (
    <NativeSelect
      label={t('Team')}
      data={options}
      value={value}
      error={error ?? (teams.isError ? trainingTexts.failedToFetchTeams : undefined)}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
