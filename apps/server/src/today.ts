/**
 * The club's calendar date, YYYY-MM-DD, in the server's local time zone (set TZ, e.g. TZ=Europe/London).
 * Every "today onwards" and "upcoming" rule uses it, so PGlite and PostgreSQL agree whatever their own zone.
 */
export function today(now: Date = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}
