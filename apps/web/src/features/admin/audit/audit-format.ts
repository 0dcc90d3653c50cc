import type { AuditEntry } from '../../../api/audit';
import { formatDate } from '../../../ui/dates/format-date';

/** 'Tue, 3 Jun 2031, 14:05:09' in the browser's time zone. */
export function formatWhen(at: string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return at;
  return formatDate(date, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
}

/** The record written to: 'players #12', or the area alone ('impersonate') when no record is named. */
export function recordLabel(entry: Pick<AuditEntry, 'entity' | 'entity_id'>): string {
  return entry.entity_id ? `${entry.entity} #${entry.entity_id}` : entry.entity;
}

/** A username, or '—' when there is none (an entry kept after its user was deleted, or no impersonation). */
export const nameOrDash = (name: string | null) => name ?? '—';
