import { Alert, Button, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadingText } from './loading-text';
import { t } from '../i18n/i18n';

interface LoadStateProps<T> {
  /** A query's state (a React Query result, or a paged list's). */
  query: { isPending: boolean; isError: boolean; data: T | undefined; refetch: () => unknown };
  loading: string;
  failed: string;
  /** Said instead of the children when the answer is an empty list. */
  empty?: string;
  children: (data: T) => ReactNode;
}

/** A read's loading text, its failure with Retry, its empty state, or what it read. */
export function LoadState<T>({ query, loading, failed, empty, children }: LoadStateProps<T>) {
  if (query.isPending) return <LoadingText text={loading} />;
  if (query.isError || query.data === undefined) {
    return (
      <Alert color="red" variant="light" role="alert" title={failed}>
        <Button variant="light" color="red" size="xs" onClick={() => void query.refetch()}>
          {t('Retry')}
        </Button>
      </Alert>
    );
  }
  if (empty && Array.isArray(query.data) && query.data.length === 0) return <Text c="dimmed">{empty}</Text>;
  return <>{children(query.data)}</>;
}
