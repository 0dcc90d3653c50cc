import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazy, Suspense } from 'react';
import type { ReactElement } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { CodeLoading } from '../src/features/home/code-loading';
import { LoadWhenSeen } from '../src/features/home/load-when-seen';
import { createQueryClient } from '../src/query-client';
import { theme } from '../src/theme';

/** An IntersectionObserver that reports every element fully on screen, as on a page still short. */
class AlwaysSeen {
  constructor(private readonly report: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.report(
      [{ target, isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
  disconnect() {}
  unobserve() {}
}

function renderWithSlowView(code: Promise<{ default: () => ReactElement }>) {
  const View = lazy(() => code);
  return render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={createQueryClient()}>
        <Suspense fallback={<CodeLoading minHeight={600} />}>
          <View />
        </Suspense>
        <LoadWhenSeen minHeight={200} label="Below the fold">
          <p>below the fold content</p>
        </LoadWhenSeen>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('LoadWhenSeen', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits while a view above is still downloading its code, then loads what is in view', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', AlwaysSeen);
    let arrive: (module: { default: () => ReactElement }) => void = () => undefined;
    renderWithSlowView(new Promise((resolve) => (arrive = resolve)));

    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('below the fold content')).toBeNull();

    await act(async () => arrive({ default: () => <p>the view</p> }));
    expect(screen.getByText('the view')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(400));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByText('below the fold content')).toBeInTheDocument();
  });
});
