import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REQUEST_TIMEOUT_MS } from '@touchline/domain';
import { describe, expect, it } from 'vitest';

const worker = readFileSync(path.resolve(import.meta.dirname, '../public/sw.js'), 'utf8');

describe('the service worker (public/sw.js, plain JavaScript)', () => {
  it("gives up on an API read at the page's own request time-out", () => {
    const value = /const REQUEST_TIMEOUT_MS = (\d+);/.exec(worker)?.[1];
    expect(Number(value)).toBe(REQUEST_TIMEOUT_MS);
  });
});
