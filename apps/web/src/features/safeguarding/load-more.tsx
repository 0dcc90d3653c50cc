import { Button, Group, Text } from '@mantine/core';
import { safeguardingTexts as texts } from './safeguarding-texts';

interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onLoadMore: () => void;
}

/** 'Load more' under a list with more pages, and the failure of the last try in words. */
export function LoadMore({ hasMore, loading, failed, onLoadMore }: LoadMoreProps) {
  if (!hasMore && !failed) return null;
  return (
    <Group>
      {hasMore && (
        <Button variant="light" loading={loading} onClick={onLoadMore}>
          {texts.loadMore}
        </Button>
      )}
      {failed && (
        <Text c="red.9" role="alert">
          {texts.loadMoreFailed}
        </Text>
      )}
    </Group>
  );
}
