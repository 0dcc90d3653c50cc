import { useEffect, useRef } from 'react';
import { Button, Group, Input, NativeSelect, Stack, Text } from '@mantine/core';
import { seasonsApi } from '../../api/seasons';
import { t } from '../../i18n/i18n';
import { matchTexts } from './matches/match-texts';

interface SeasonSelectProps {
  value: string;
  onChange: (seasonId: string) => void;
  disabled?: boolean;
  /** Pick the season flagged current when the value is empty (spec §4); off for an edited record that keeps its own. */
  autoSelectCurrent?: boolean;
  description?: string;
}

/**
 * The season of a match or training session, shared by both admin screens. Once the seasons have loaded, an empty
 * value becomes the season flagged current (spec §4); the user may still choose none afterwards. A failed load
 * shows 'Failed to load seasons' with Retry.
 */
export function SeasonSelect({ value, onChange, disabled, autoSelectCurrent = true, description }: SeasonSelectProps) {
  const seasons = seasonsApi.useList();
  const autoSelected = useRef(!autoSelectCurrent);

  useEffect(() => {
    if (autoSelected.current || !seasons.data) return;
    autoSelected.current = true;
    const current = seasons.data.find((season) => season.is_current);
    if (value === '' && current) onChange(String(current.season_id));
  }, [seasons.data, value, onChange]);

  if (seasons.isError) {
    return (
      <Stack gap={4}>
        <Input.Label>{t('Season')}</Input.Label>
        <Group gap="sm">
          <Text c="red" size="sm" role="alert">
            {matchTexts.failedToLoadSeasons}
          </Text>
          <Button size="compact-sm" variant="light" onClick={() => void seasons.refetch()} loading={seasons.isFetching}>
            {t('Retry')}
          </Button>
        </Group>
      </Stack>
    );
  }

  const options = [
    { value: '', label: seasons.isPending ? t('Loading seasons...') : t('No season') },
    ...(seasons.data ?? []).map((season) => ({
      value: String(season.season_id),
      label: season.is_current ? t('{name} (current)', { name: season.name }) : season.name,
    })),
  ];
  return (
    <NativeSelect
      label={t('Season')}
      description={description}
      data={options}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
