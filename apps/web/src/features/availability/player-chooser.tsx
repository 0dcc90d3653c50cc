import { NativeSelect } from '@mantine/core';
import type { ChooserSetup } from './availability-logic';
import { t } from '../../i18n/i18n';

interface PlayerChooserProps {
  setup: ChooserSetup;
  value: number | null;
  onChange: (playerId: number | null) => void;
  disabled?: boolean;
}

/**
 * The form's player: coaches and admins pick any player or none (their own availability); others pick one of
 * their linked players, preselected and locked when there is exactly one.
 */
export function PlayerChooser({ setup, value, onChange, disabled }: PlayerChooserProps) {
  const locked = setup.lockedPlayerId !== null;
  const empty = setup.privileged ? t('None – my own availability') : t('Select a player');
  const options = [
    ...(locked ? [] : [{ value: '', label: empty }]),
    ...setup.options.map((o) => ({
      value: String(o.playerId),
      label: o.teamName ? `${o.name} (${o.teamName})` : o.name,
    })),
  ];
  return (
    <NativeSelect
      label={t('Player')}
      description={
        locked
          ? t('Your linked player')
          : setup.privileged
            ? t('Leave empty to record your own availability as a coach')
            : setup.options.length === 0
              ? t('No players are linked to your account')
              : undefined
      }
      data={options}
      value={value === null ? '' : String(value)}
      onChange={(event) => onChange(event.currentTarget.value === '' ? null : Number(event.currentTarget.value))}
      disabled={disabled || locked}
      maw={420}
    />
  );
}
