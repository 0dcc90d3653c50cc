import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { readAgainThroughWorker } from '../src/pwa/offline-data';

describe('readAgainThroughWorker', () => {
  it('reads again a first read that was still on its way (it went past the worker)', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const reads: string[] = [];
    let release: (value: string) => void = () => undefined;
    const observer = new QueryObserver(client, {
      queryKey: ['matches', 'upcoming'],
      queryFn: ({ signal }) =>
        new Promise<string>((resolve, reject) => {
          reads.push(`read ${reads.length + 1}`);
          release = resolve;
          signal.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    });
    const unsubscribe = observer.subscribe(() => undefined);
    expect(reads).toEqual(['read 1']);

    const again = readAgainThroughWorker(client);
    await vi.waitFor(() => expect(reads).toEqual(['read 1', 'read 2']));
    release('fixtures');
    await again;
    expect(client.getQueryData(['matches', 'upcoming'])).toBe('fixtures');
    expect(observer.getCurrentResult().isError).toBe(false);
    unsubscribe();
  });

  it('reads again what is on screen when nothing is on its way', async () => {
    const client = new QueryClient();
    let count = 0;
    const observer = new QueryObserver(client, { queryKey: ['teams'], queryFn: async () => ++count });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(client.getQueryData(['teams'])).toBe(1));
    await readAgainThroughWorker(client);
    expect(client.getQueryData(['teams'])).toBe(2);
    unsubscribe();
  });
});
