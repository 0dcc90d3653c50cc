import { contracts, pathOf, REQUEST_TIMEOUT_MS } from '@touchline/domain';
import { readToken } from '../browser/token-cookie';
import { API_BASE } from './api-base';
import { HttpError } from './http-error';
import { known, t } from '../i18n/i18n';

// Files the API hands out (calendar events, personal data exports). `http.ts` reads every answer as JSON; these
// answers are saved as they come, under the name the server gives in Content-Disposition.

/** Characters no file name should carry: path separators, control characters and the ones Windows refuses. */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f/\\:*?"<>|]+/g;

function cleanName(name: string): string | null {
  const cleaned = name.replace(UNSAFE, '_').trim().replace(/^\.+/, '');
  return cleaned === '' || /^_+$/.test(cleaned) ? null : cleaned;
}

function decodeExtended(value: string): string | null {
  // RFC 5987: charset'language'percent-encoded-value; only UTF-8 (and its ASCII subset) is worth supporting.
  const match = /^([\w!#$%&+^`{}~-]*)'[\w-]*'(.*)$/.exec(value.trim());
  if (!match) return null;
  const charset = (match[1] ?? '').toLowerCase();
  if (charset !== 'utf-8' && charset !== 'us-ascii' && charset !== '') return null;
  try {
    return decodeURIComponent(match[2] ?? '');
  } catch {
    return null;
  }
}

function readParameter(header: string, name: string): string | null {
  // A quoted value (with \" escapes) or a token up to the next ';'.
  const pattern = new RegExp(`(?:^|;)\\s*${name}\\s*=\\s*(?:"((?:[^"\\\\]|\\\\.)*)"|([^;]*))`, 'i');
  const match = pattern.exec(header);
  if (!match) return null;
  if (match[1] !== undefined) return match[1].replace(/\\(.)/g, '$1');
  return (match[2] ?? '').trim();
}

/**
 * The file name of a Content-Disposition header, or null when it names none: `filename*` (RFC 6266 / 5987, UTF-8) wins
 * over `filename`; path separators and control characters become '_' so the name cannot leave the downloads folder.
 */
export function filenameFromContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = readParameter(header, 'filename\\*');
  const decoded = extended === null ? null : decodeExtended(extended);
  if (decoded !== null) {
    const name = cleanName(decoded);
    if (name) return name;
  }
  const plain = readParameter(header, 'filename');
  return plain === null ? null : cleanName(plain);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The server's `error` text, in the language in use when it is a known message. */
function errorTextOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  return typeof body.error === 'string' && body.error !== '' ? known(body.error) : null;
}

export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/**
 * GET `path` of the API with the token cookie as bearer; resolves the body and its file name (`fallbackName` when
 * the server names none). Throws `HttpError` with the server's `error` text, or `failure`, like `http.ts`.
 */
export async function fetchDownload(path: string, fallbackName: string, failure: string): Promise<DownloadedFile> {
  const token = readToken();
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  try {
    const response = await fetch(`${API_BASE}${path}`, { headers, signal: controller.signal });
    if (!response.ok) {
      const body = parseJson(await response.text());
      throw new HttpError(errorTextOf(body) ?? failure, response.status, 'status', body);
    }
    const blob = await response.blob();
    return {
      blob,
      filename: filenameFromContentDisposition(response.headers.get('Content-Disposition')) ?? fallbackName,
    };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(failure, 0, timedOut ? 'timeout' : 'network');
  } finally {
    clearTimeout(timer);
  }
}

/** Hands a blob to the browser as a download named `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; the blob is small.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Fetches `path` and saves it: see `fetchDownload`. */
export async function download(path: string, fallbackName: string, failure: string): Promise<void> {
  const file = await fetchDownload(path, fallbackName, failure);
  saveBlob(file.blob, file.filename);
}

/** Failure texts of the downloads (the spec gives none). */
export const downloadFailures = {
  get calendar() {
    return t('Failed to download the calendar event');
  },
  get exportData() {
    return t('Failed to export data');
  },
};

/** GET /matches/{id}/calendar: one match as an .ics event. */
export const downloadMatchCalendar = (matchId: number) =>
  download(pathOf(contracts.calendar.match, { id: matchId }), `match-${matchId}.ics`, downloadFailures.calendar);

/** GET /admin/players/{id}/export (admin): everything held about a player, as JSON. */
export const downloadPlayerData = (playerId: number) =>
  download(
    pathOf(contracts.dataRights.exportPlayer, { id: playerId }),
    `touchline-player-${playerId}.json`,
    downloadFailures.exportData,
  );

/** GET /admin/users/{id}/export (admin): everything held about a user, as JSON. */
export const downloadUserData = (userId: number) =>
  download(
    pathOf(contracts.dataRights.exportUser, { id: userId }),
    `touchline-user-${userId}.json`,
    downloadFailures.exportData,
  );
