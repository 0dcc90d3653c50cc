import { msg } from '../i18n/translate';
export type Countdown =
  | { state: 'counting'; days: number; hours: number; minutes: number; seconds: number; text: string }
  | { state: 'started'; text: 'Kick-off!' }
  | { state: 'invalid'; text: 'Invalid kick-off time' };

/**
 * Time left until kick-off on `date` (YYYY-MM-DD) at `time` (HH:MM), read as local time of the viewer.
 * Counting, then 'Kick-off!' once reached; 'Invalid kick-off time' if either is missing or unparsable.
 */
export function kickOffCountdown(
  date: string | null | undefined,
  time: string | null | undefined,
  now: Date = new Date(),
): Countdown {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date ?? '');
  const t = /^(\d{2}):(\d{2})(?::\d{2})?$/.exec(time ?? '');
  if (!d || !t) return { state: 'invalid', text: msg('Invalid kick-off time') };
  const [hh, mm] = [Number(t[1]), Number(t[2])];
  const kickOff = new Date(Number(d[1]), Number(d[2]) - 1, Number(d[3]), hh, mm);
  if (hh > 23 || mm > 59 || Number.isNaN(kickOff.getTime()) || kickOff.getDate() !== Number(d[3]))
    return { state: 'invalid', text: msg('Invalid kick-off time') };
  const left = Math.floor((kickOff.getTime() - now.getTime()) / 1000);
  if (left <= 0) return { state: 'started', text: msg('Kick-off!') };
  const days = Math.floor(left / 86_400);
  const hours = Math.floor((left % 86_400) / 3600);
  const minutes = Math.floor((left % 3600) / 60);
  const seconds = left % 60;
  return { state: 'counting', days, hours, minutes, seconds, text: `${days}d ${hours}h ${minutes}m ${seconds}s` };
}
