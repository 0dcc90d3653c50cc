import { messages } from '@touchline/domain';
import { known } from '../i18n/i18n';

/**
 * The login banner: the server's error text (or 'Invalid credentials' when no token came back), else the generic
 * fallback.
 */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message !== '') return known(error.message);
  return known(messages.failedToCreateResource);
}
