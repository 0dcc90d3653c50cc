import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';

/** One page of a list that pages (decision 140): the first with no query (the server's own page), then by offset. */
export interface PageAsked {
  limit?: number;
  offset?: number;
}

/** What a paged list's screen reads: the rows of every page loaded so far, and whether older ones are left. */
export interface PagedList<T> {
  data: T[] | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
  /** Whether the last page was full, so more rows may follow. */
  hasMore: boolean;
  loadMore: () => void;
  loadingMore: boolean;
}

/**
 * A list read a page at a time (the inbox, sent messages, the outbox): the server's first page, then `pageSize`
 * more each time the screen asks, so no row is out of reach however long the list grows.
 */
export function usePagedList<T>(options: {
  queryKey: QueryKey;
  /** The server's page when no limit is sent. */
  pageSize: number;
  fetchPage: (page: PageAsked, signal: AbortSignal) => Promise<T[]>;
  enabled?: boolean;
  refetchInterval?: number;
}): PagedList<T> {
  const { pageSize } = options;
  const query = useInfiniteQuery({
    queryKey: options.queryKey,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      options.fetchPage(pageParam === 0 ? {} : { limit: pageSize, offset: pageParam }, signal),
    getNextPageParam: (last, all) => (last.length < pageSize ? undefined : all.length * pageSize),
    ...(options.enabled !== undefined && { enabled: options.enabled }),
    ...(options.refetchInterval !== undefined && { refetchInterval: options.refetchInterval }),
  });
  return {
    data: query.data?.pages.flat(),
    isPending: query.isPending,
    isError: query.isError,
    refetch: query.refetch,
    hasMore: query.hasNextPage,
    loadMore: () => void query.fetchNextPage(),
    loadingMore: query.isFetchingNextPage,
  };
}
