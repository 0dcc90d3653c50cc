import { Alert, Button, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadingText } from '../../ui/loading-text';
import { inboxTexts } from './inbox-texts';

interface LoadStateProps<T> {
  query: UseQueryResult<T>;
  loading: string;
  failed: string;
  /** Said instead of the children when the answer is an empty list. */
  empty?: string;
  children: (data: T) => ReactNode;
}

/** A query's loading text, its failure with Retry, its empty state, or what it loaded. */
export function LoadState<T>({ query, loading, failed, empty, children }: LoadStateProps<T>) {
  if (query.isPending) return <LoadingText text={loading} />;
  if (query.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title={failed}>
        <Button variant="light" color="red" size="xs" onClick={() => void query.refetch()}>
          {inboxTexts.retry}
        </Button>
      </Alert>
    );
  }
  if (empty && Array.isArray(query.data) && query.data.length === 0) return <Text c="dimmed">{empty}</Text>;
  return children(query.data);
}
