/**
 * Dates and times as the club reads them (en-GB). Building an Intl.DateTimeFormat is costly (toLocaleDateString
 * builds one on every call: on a phone, a dashboard's worth of dates took a noticeable part of a second), so each
 * format is built once and kept.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

export function formatDate(date: Date, options: Intl.DateTimeFormatOptions): string {
  const key = JSON.stringify(options);
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', options);
    formats.set(key, format);
  }
  return format.format(date);
}
