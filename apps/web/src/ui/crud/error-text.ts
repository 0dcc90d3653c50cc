import { HttpError } from '../../api/http';
import { known } from '../../i18n/i18n';

/**
 * The text of a failed call for the red banner: the server's own `error` text when it sent one
 * (e.g. 'Cannot delete team - it has 2 player(s)'), in the language in use when it is a known message, otherwise the
 * screen's text from the spec.
 */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof HttpError && typeof error.body === 'object' && error.body !== null && 'error' in error.body) {
    const text = error.body.error;
    if (typeof text === 'string' && text.trim() !== '') return known(text);
  }
  return fallback;
}
