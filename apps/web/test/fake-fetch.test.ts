import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from './fake-fetch';

describe('stubFetch', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers every request with its own copy of one canned json answer', async () => {
    const failure = json(500, { error: 'boom' });
    stubFetch(() => failure);
    const first = await fetch('/api/availability');
    expect(await first.json()).toEqual({ error: 'boom' });
    const second = await fetch('/api/availability');
    expect(second.status).toBe(500);
    expect(await second.json()).toEqual({ error: 'boom' });
  });
});
