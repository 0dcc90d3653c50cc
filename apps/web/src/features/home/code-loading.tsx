import type { ComponentProps, ComponentType } from 'react';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { Box } from '@mantine/core';
import { LoadingText } from '../../ui/loading-text';

/** How many dashboard views are showing their fallback while their code downloads. */
let loading = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function change(by: number): void {
  loading += by;
  for (const listener of listeners) listener();
}

/** True while some view's code is still on its way: the page above the fold is not laid out yet. */
export function useIsLoadingCode(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => loading > 0,
    () => false,
  );
}

/**
 * The Suspense fallback of a lazily loaded dashboard view: 'Loading...' in a box about the view's height, counted
 * while it is on screen so that sections below the fold do not take the short page for one already laid out.
 */
export function CodeLoading({ minHeight }: { minHeight?: number }) {
  useEffect(() => {
    change(1);
    return () => change(-1);
  }, []);
  return (
    <Box mih={minHeight}>
      <LoadingText />
    </Box>
  );
}

/**
 * A dashboard view in a file of its own: `load` fetches its code (call it early to preload), and until the code is
 * there the view shows `CodeLoading` at about its height.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: any component type
export function lazyView<C extends ComponentType<any>>(load: () => Promise<C>, minHeight: number) {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function LazyView(props: ComponentProps<C>) {
    return (
      <Suspense fallback={<CodeLoading minHeight={minHeight} />}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
