import type { PlayerSelection } from '../../../api/players';
import { t } from '../../../i18n/i18n';
import { formatDate } from '../../../ui/dates/format-date';

/** How many of the team's latest matches with a lineup the editor looks back over. */
export const SELECTION_LOOKBACK = 3;

/** The mark beside a player left out of every recent match: 'Not picked in last 3' with 'Last started 3 May 2025'. */
export interface SelectionNote {
  badge: string;
  detail: string;
}

function dayMonthYear(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  if (!year || !month || !day) return isoDate;
  return formatDate(new Date(year, month - 1, day), { day: 'numeric', month: 'short', year: 'numeric' });
}

/**
 * The notes of the players GET /players/selection marks as overlooked (left out of all the matches considered). When
 * the team has fewer lineups than the look-back, the badge counts the ones there are ('Not picked in last 2').
 */
export function selectionNotes(rows: readonly PlayerSelection[] | undefined): Map<number, SelectionNote> {
  const notes = new Map<number, SelectionNote>();
  for (const row of rows ?? []) {
    if (!row.overlooked || row.considered < 1) continue;
    notes.set(row.player_id, {
      badge:
        row.considered === 1
          ? t('Not picked in last match')
          : t('Not picked in last {count}', { count: String(row.considered) }),
      detail: row.last_picked ? t('Last started {date}', { date: dayMonthYear(row.last_picked) }) : t('Never started'),
    });
  }
  return notes;
}

/**
 * Adds the club's optional overdue flag (decision 133) to the notes: 'Family overdue' beside a player whose family owes
 * more than the club's number of days, or those words after a note the player has already.
 */
export function withOverdueNotes(
  notes: ReadonlyMap<number, SelectionNote>,
  overdue: { enabled: boolean; days: number | null; player_ids: readonly number[] } | undefined,
): Map<number, SelectionNote> {
  const all = new Map(notes);
  if (!overdue?.enabled) return all;
  const detail = t('Family more than {days} days overdue', { days: String(overdue.days ?? 0) });
  for (const id of overdue.player_ids) {
    const note = all.get(id);
    all.set(
      id,
      note ? { badge: note.badge, detail: `${note.detail} · ${detail}` } : { badge: t('Family overdue'), detail },
    );
  }
  return all;
}
