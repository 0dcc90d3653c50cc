import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { HttpError } from '../../api/http';
import { ErrorBanner } from '../../ui/error-banner';
import { LoadingText } from '../../ui/loading-text';
import { reportTexts } from './report-kinds';
import { known } from '../../i18n/i18n';

/** The server's own `error` text of a failed read, or null when it gave none. */
export function serverErrorText(error: unknown): string | null {
  if (
    !(error instanceof HttpError) ||
    typeof error.body !== 'object' ||
    error.body === null ||
    !('error' in error.body)
  )
    return null;
  return typeof error.body.error === 'string' && error.body.error !== '' ? error.body.error : null;
}

interface ReportQueryStateProps<T> {
  query: UseQueryResult<T>;
  /** Shown after 'Error: ' when the server gave no text of its own (otherwise the client's message). */
  defaultError?: string;
  children: (data: T) => ReactNode;
}

/** A report's loading ('Loading...') and error ('Error: {message}') states around its content. */
export function ReportQueryState<T>({ query, defaultError, children }: ReportQueryStateProps<T>) {
  if (query.isPending) return <LoadingText />;
  if (query.isError) {
    const message = serverErrorText(query.error) ?? defaultError ?? query.error.message;
    return <ErrorBanner message={reportTexts.error(known(message))} />;
  }
  return <>{children(query.data)}</>;
}
