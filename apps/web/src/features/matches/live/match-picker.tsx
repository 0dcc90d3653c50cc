import { NativeSelect } from '@mantine/core';
import type { Match } from '@touchline/domain';
import { sidesOf } from '../../../widgets/match/event-view';
import { shortDate } from '../../../widgets/match/match-dates';
import { t } from '../../../i18n/i18n';

interface MatchPickerProps {
  matches: readonly Match[];
  value: number | null;
  onChange: (matchId: number | null) => void;
}

/** 'Sun 22 Nov 10:00 · Lions vs Hawks' */
export function matchOptionLabel(match: Match): string {
  const sides = sidesOf(match);
  const teams = t('{home} vs {away}', { home: sides.home, away: sides.away });
  return `${shortDate(match.match_date)} ${match.kick_off_time} · ${teams}`;
}

/** The 'Select Match' dropdown of the live screens. */
export function MatchPicker({ matches, value, onChange }: MatchPickerProps) {
  return (
    <NativeSelect
      label={t('Select Match')}
      value={value === null ? '' : String(value)}
      onChange={(e) => onChange(e.currentTarget.value === '' ? null : Number(e.currentTarget.value))}
      data={[
        { value: '', label: t('Select a match') },
        ...matches.map((m) => ({ value: String(m.match_id), label: matchOptionLabel(m) })),
      ]}
      maw={560}
    />
  );
}
