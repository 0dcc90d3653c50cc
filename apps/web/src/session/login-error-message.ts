import { messages } from '@touchline/domain';

/**
 * The login banner: the server's error text (or 'Invalid credentials' when no token came back), else the generic
 * fallback.
 */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message !== '') return error.message;
  return messages.failedToCreateResource;
}
