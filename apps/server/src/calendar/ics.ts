/** RFC 5545 text: CRLF line ends, lines folded at 75 octets, TEXT values escaped. */

export interface CalendarEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location?: string | null;
  description?: string | null;
  /** Bumped on every change so calendar apps take the update (SEQUENCE). */
  sequence: number;
  lastModified: Date;
  status?: 'CONFIRMED' | 'CANCELLED';
}

/**
 * TEXT escaping: every line break (CRLF, a bare CR or a bare LF) becomes `\n`, so no value can start a new content
 * line, and the other control characters RFC 5545 forbids in TEXT (all but tab) are dropped.
 */
export function escapeText(value: string): string {
  const escaped = value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
  return Array.from(escaped)
    .filter((char) => !isForbiddenControl(char.charCodeAt(0)))
    .join('');
}

/** RFC 5545 CONTROL: U+0000–U+001F but tab, and U+007F. */
const isForbiddenControl = (code: number) => (code < 0x20 && code !== 0x09) || code === 0x7f;

/** Folds a content line so no line exceeds 75 octets (UTF-8), continuing with a leading space. */
export function foldLine(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const len = Buffer.byteLength(char, 'utf8');
    const limit = parts.length === 0 ? 75 : 74;
    if (size + len > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += len;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** 2026-11-28T10:00:00.000Z → 20261128T100000Z */
export function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * A calendar of events stamped in UTC (DTSTART:…Z): each event's instant is worked out from the club's wall clock
 * beforehand (calendar/feed.ts), so every calendar app shows the club's times, in summer and in winter alike.
 */
export function buildCalendar(options: {
  name: string;
  /** The club's IANA zone, as a hint to the calendar app (X-WR-TIMEZONE). */
  timeZone: string;
  events: readonly CalendarEvent[];
  now?: Date;
  method?: 'PUBLISH';
}): string {
  const now = options.now ?? new Date();
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Touchline//Youth football club//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${options.method ?? 'PUBLISH'}`,
    `X-WR-CALNAME:${escapeText(options.name)}`,
    `X-WR-TIMEZONE:${options.timeZone}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
  ];
  for (const e of options.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      `DTSTAMP:${utcStamp(now)}`,
      `DTSTART:${utcStamp(e.start)}`,
      `DTEND:${utcStamp(e.end)}`,
      `SEQUENCE:${e.sequence}`,
      `LAST-MODIFIED:${utcStamp(e.lastModified)}`,
      `STATUS:${e.status ?? 'CONFIRMED'}`,
      `SUMMARY:${escapeText(e.summary)}`,
    );
    if (e.location) lines.push(`LOCATION:${escapeText(e.location)}`);
    if (e.description) lines.push(`DESCRIPTION:${escapeText(e.description)}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
