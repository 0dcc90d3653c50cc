import { currentLanguage } from '../../i18n/i18n';

/**
 * Dates and times in the language in use (en-GB: "Sat 5 Sept"; es: "sáb 5 sept"). Building an Intl.DateTimeFormat is
 * costly (toLocaleDateString builds one on every call: on a phone, a dashboard's worth of dates took a noticeable part
 * of a second), so each format is built once and kept.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

export function formatDate(date: Date, options: Intl.DateTimeFormatOptions): string {
  const language = currentLanguage();
  const key = `${language} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, options);
    formats.set(key, format);
  }
  return format.format(date);
}
