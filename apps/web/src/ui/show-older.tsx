import { Button } from '@mantine/core';
import type { PagedList } from '../api/paged-list';

/** Below a paged list: loads its next, older page while there may be one (decision 140); 44 px high for thumbs. */
export function ShowOlder({
  list,
  label,
}: {
  list: Pick<PagedList<unknown>, 'hasMore' | 'loadMore' | 'loadingMore'>;
  label: string;
}) {
  if (!list.hasMore) return null;
  return (
    <Button variant="default" mih={44} onClick={list.loadMore} loading={list.loadingMore}>
      {label}
    </Button>
  );
}
