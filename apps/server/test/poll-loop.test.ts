import { describe, expect, it } from 'vitest';
import { PollLoop } from '../src/poll-loop';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('PollLoop', () => {
  it('makes a polled pass every pollMs even while wakes come more often than that (a busy server)', async () => {
    const passes: boolean[] = [];
    const loop = new PollLoop(
      async (polled) => {
        passes.push(polled);
      },
      100,
      (error) => {
        throw error;
      },
    );
    loop.start();
    // A write every 20 ms for 550 ms: without the rule the timer, pushed back by each wake, would never fire.
    for (let i = 0; i < 27; i++) {
      loop.wake();
      await sleep(20);
    }
    await loop.stop();
    const polled = passes.filter(Boolean).length;
    expect(passes.length).toBeGreaterThan(20);
    // The first pass, then one each 100 ms or so of the 540 ms.
    expect(polled).toBeGreaterThanOrEqual(4);
    expect(polled).toBeLessThanOrEqual(8);
  });

  it('makes a woken pass unpolled when the last polled one is recent', async () => {
    const passes: boolean[] = [];
    const loop = new PollLoop(
      async (polled) => void passes.push(polled),
      10_000,
      () => undefined,
    );
    loop.start();
    await sleep(10);
    loop.wake();
    await sleep(10);
    await loop.stop();
    expect(passes).toEqual([true, false]);
  });
});
