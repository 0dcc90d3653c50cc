import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay, MANUAL_WARM_UP, REQUEST_TIMEOUT_MS, TOKEN_VALIDATION_WARM_UP } from '@touchline/domain';
import { contracts } from '@touchline/domain';
import { http, HttpError, request, waitForServer } from '../src/api/http';
import { connectionError, deferred, empty, hang, json, stubFetch, track } from './fake-fetch';

const HEALTH = '/api/health';
const ROOT = '/api/';

function isProbe(url: string): boolean {
  return url === HEALTH || url === ROOT;
}

/** Sum of the first `count` delays of a schedule (no jitter). */
function elapsedAfter(schedule: typeof MANUAL_WARM_UP, count: number): number {
  let total = 0;
  for (let n = 1; n <= count; n += 1) total += backoffDelay(schedule, n, () => 0.5);
  return total;
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('requests', () => {
  it('sends JSON to /api with the bearer token from the token cookie', async () => {
    document.cookie = 'token=abc123; path=/';
    const calls = stubFetch(() => json(201, { team_id: 7 }));

    await expect(request('POST', '/teams', { body: { team_name: 'U12' } })).resolves.toEqual({ team_id: 7 });

    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/teams');
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer abc123');
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]?.body).toBe('{"team_name":"U12"}');
  });

  it('reads the cookie on every call and sends no header without one', async () => {
    const calls = stubFetch(() => json(200, []));
    await request('GET', '/teams');
    document.cookie = 'token=first; path=/';
    await request('GET', '/teams');
    document.cookie = 'token=second; path=/';
    await request('GET', '/teams');

    expect(calls.map((call) => call.headers.get('Authorization'))).toEqual([null, 'Bearer first', 'Bearer second']);
  });

  it('sends an explicit token instead of the cookie, or none', async () => {
    document.cookie = 'token=cookie; path=/';
    const calls = stubFetch(() => empty(204));
    await request('POST', '/logout', { token: 'explicit' });
    await request('POST', '/login', { body: { username: 'a', password: 'b' }, token: null });

    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer explicit');
    expect(calls[1]?.headers.get('Authorization')).toBeNull();
  });

  it('resolves an empty answer (204) as undefined and sends no Content-Type without a body', async () => {
    const calls = stubFetch(() => empty(204));
    await expect(request('DELETE', '/teams/1')).resolves.toBeUndefined();
    expect(calls[0]?.headers.get('Content-Type')).toBeNull();
  });

  it('checks and types the answer with a schema when given one', async () => {
    stubFetch(() => json(200, { token: 42 }));
    const schema = {
      parse(data: unknown): { token: string } {
        const token = (data as { token?: unknown }).token;
        if (typeof token !== 'string') throw new Error('not a token');
        return { token };
      },
    };
    const error = await request('GET', '/x', { schema }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ kind: 'invalid-response', status: 200 });
  });
});

describe('error messages', () => {
  it("uses the JSON body's error field", async () => {
    stubFetch(() => json(401, { error: 'Invalid credentials' }, 'Unauthorized'));
    const error = await request('POST', '/login', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ message: 'Invalid credentials', status: 401, kind: 'status' });
  });

  it.each([
    ['GET', 'Failed to fetch resource'],
    ['POST', 'Failed to create resource'],
    ['PUT', 'Failed to update resource'],
    ['PATCH', 'Failed to update resource'],
    ['DELETE', 'Failed to delete resource'],
  ] as const)('falls back to the generic text for a failed %s', async (method, message) => {
    stubFetch(() => new Response('<html>oops</html>', { status: 500, statusText: 'Internal Server Error' }));
    const error = await request(method, '/things/1').catch((e: unknown) => e);
    expect(error).toMatchObject({ message, status: 500 });
  });

  it("reads 'HTTP {status}: {statusText}' for a retryable status without an error field", async () => {
    stubFetch(() => empty(503, 'Service Unavailable'));
    const error = await request('POST', '/teams', { body: {}, retry: false }).catch((e: unknown) => e);
    expect(error).toMatchObject({ message: 'HTTP 503: Service Unavailable', status: 503 });
  });

  it('prefers the error field for a retryable status too', async () => {
    stubFetch(() => json(502, { error: 'Upstream down' }, 'Bad Gateway'));
    const error = await request('GET', '/teams', { retry: false }).catch((e: unknown) => e);
    expect(error).toMatchObject({ message: 'Upstream down', status: 502 });
  });

  it('reports a connection error with status 0 and the method fallback', async () => {
    stubFetch(() => connectionError());
    const error = await request('PUT', '/teams/1', { body: {}, retry: false }).catch((e: unknown) => e);
    expect(error).toMatchObject({ message: 'Failed to update resource', status: 0, kind: 'network' });
  });
});

describe('time-out', () => {
  it('gives up on a request after 15 s', async () => {
    stubFetch((_url, init) => hang(init));
    const result = track(request('GET', '/teams', { retry: false }));

    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(result.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    expect(REQUEST_TIMEOUT_MS).toBe(15_000);
    expect(result.error).toBeInstanceOf(HttpError);
    expect(result.error).toMatchObject({ kind: 'timeout', status: 0, message: 'Failed to fetch resource' });
  });

  it('warms the server up after a time-out and retries once', async () => {
    let attempts = 0;
    const calls = stubFetch((url, init) => {
      if (isProbe(url)) return json(200, { status: 'ok' });
      attempts += 1;
      return attempts === 1 ? hang(init) : json(200, ['ok']);
    });
    const result = track(request('GET', '/teams'));

    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);

    expect(result.value).toEqual(['ok']);
    expect(calls.map((call) => [call.url, call.at])).toEqual([
      ['/api/teams', 0],
      [HEALTH, REQUEST_TIMEOUT_MS],
      ['/api/teams', REQUEST_TIMEOUT_MS],
    ]);
  });

  it('does not retry a request the caller cancelled', async () => {
    const calls = stubFetch((_url, init) => hang(init));
    const controller = new AbortController();
    const result = track(request('GET', '/teams', { signal: controller.signal }));
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);

    expect(result.error).toMatchObject({ kind: 'aborted' });
    expect(calls).toHaveLength(1);
  });
});

describe('warm-up and one retry', () => {
  it.each([408, 502, 503, 504])('status %i runs the warm-up, then retries exactly once', async (status) => {
    let served = 0;
    const calls = stubFetch((url) => {
      if (isProbe(url)) return json(200, { status: 'ok' });
      served += 1;
      return served === 1 ? empty(status, 'Busy') : json(200, { ok: true });
    });

    await expect(request('GET', '/matches')).resolves.toEqual({ ok: true });
    expect(calls.map((call) => call.url)).toEqual(['/api/matches', HEALTH, '/api/matches']);
  });

  it('a connection error runs the warm-up, then retries', async () => {
    let served = 0;
    const calls = stubFetch((url) => {
      if (isProbe(url)) return json(200, { status: 'ok' });
      served += 1;
      return served === 1 ? connectionError() : json(200, 'fine');
    });

    await expect(request('POST', '/trainings', { body: { venue: 'Park' } })).resolves.toBe('fine');
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST /api/trainings',
      `GET ${HEALTH}`,
      'POST /api/trainings',
    ]);
    expect(calls[2]?.body).toBe('{"venue":"Park"}');
  });

  it.each([400, 401, 403, 404, 409, 429, 500])(
    'status %i is thrown at once, without warm-up or retry',
    async (status) => {
      const calls = stubFetch(() => json(status, { error: `Error ${status}` }));
      const error = await request('GET', '/teams').catch((e: unknown) => e);
      expect(error).toMatchObject({ status, message: `Error ${status}` });
      expect(calls).toHaveLength(1);
    },
  );

  it('never retries more than once: the retry failing again throws its error', async () => {
    const calls = stubFetch((url) => (isProbe(url) ? json(200, { status: 'ok' }) : empty(503, 'Service Unavailable')));
    const error = await request('GET', '/teams').catch((e: unknown) => e);

    expect(error).toMatchObject({ status: 503, message: 'HTTP 503: Service Unavailable' });
    expect(calls.map((call) => call.url)).toEqual(['/api/teams', HEALTH, '/api/teams']);
  });

  it('does not warm up when asked not to (retry: false)', async () => {
    const calls = stubFetch(() => empty(503, 'Service Unavailable'));
    await request('GET', '/users/validate', { retry: false }).catch(() => undefined);
    expect(calls).toHaveLength(1);
  });

  it('shares one warm-up between requests failing at the same time', async () => {
    const health = deferred<Response>();
    const failed = new Set<string>();
    const calls = stubFetch((url) => {
      if (url === HEALTH) return health.promise;
      if (failed.has(url)) return json(200, url);
      failed.add(url);
      return empty(502, 'Bad Gateway');
    });

    const results = [track(request('GET', '/a')), track(request('GET', '/b')), track(request('GET', '/c'))];
    await vi.advanceTimersByTimeAsync(0);
    health.resolve(json(200, { status: 'ok' }));
    await vi.advanceTimersByTimeAsync(0);

    expect(results.map((r) => r.value)).toEqual(['/api/a', '/api/b', '/api/c']);
    expect(calls.filter((call) => isProbe(call.url))).toHaveLength(1);
    expect(calls.filter((call) => !isProbe(call.url))).toHaveLength(6);
  });

  it('throws the original error when the warm-up fails, without retrying', async () => {
    const calls = stubFetch((url) =>
      isProbe(url) ? empty(503, 'Service Unavailable') : json(504, { error: 'Gateway slept' }),
    );
    const result = track(request('GET', '/teams'));

    await vi.advanceTimersByTimeAsync(elapsedAfter(MANUAL_WARM_UP, MANUAL_WARM_UP.attempts - 1));

    expect(result.error).toBeInstanceOf(HttpError);
    expect(result.error).toMatchObject({ status: 504, message: 'Gateway slept' });
    expect(calls.filter((call) => call.url === '/api/teams')).toHaveLength(1);
    expect(calls.filter((call) => isProbe(call.url))).toHaveLength(6);
  });

  it('starts a new warm-up for a failure after the previous one finished', async () => {
    let served = 0;
    const calls = stubFetch((url) => {
      if (isProbe(url)) return json(200, { status: 'ok' });
      served += 1;
      return served % 2 === 1 ? empty(503, 'Service Unavailable') : json(200, served);
    });
    await request('GET', '/one');
    await request('GET', '/two');
    expect(calls.filter((call) => isProbe(call.url))).toHaveLength(2);
  });
});

describe('manual warm-up schedule (request retry)', () => {
  it('has the spec numbers: 6 attempts, 1 s × 1.8 up to 12 s, 6 s per attempt, no jitter', () => {
    expect(MANUAL_WARM_UP).toMatchObject({
      attempts: 6,
      initialDelayMs: 1000,
      factor: 1.8,
      maxDelayMs: 12_000,
      attemptTimeoutMs: 6000,
      jitter: 0,
    });
    const delays = [1, 2, 3, 4, 5, 6, 7].map((n) => backoffDelay(MANUAL_WARM_UP, n, Math.random));
    expect(delays).toEqual([1000, 1800, 3240, 5832, 10498, 12000, 12000]);
  });

  it('alternates GET /health and GET / without token or cache, each attempt timing out after 6 s', async () => {
    document.cookie = 'token=secret; path=/';
    const calls = stubFetch((url, init) => (isProbe(url) ? hang(init) : empty(503, 'Service Unavailable')));
    const result = track(request('GET', '/teams'));

    await vi.advanceTimersByTimeAsync(200_000);

    const probes = calls.filter((call) => isProbe(call.url));
    expect(probes.map((call) => call.url)).toEqual([HEALTH, ROOT, HEALTH, ROOT, HEALTH, ROOT]);
    // Each attempt waits 6 s for its time-out, then the back-off delay.
    expect(probes.map((call) => call.at)).toEqual([0, 7000, 14_800, 24_040, 35_872, 52_370]);
    expect(probes.every((call) => call.headers.get('Authorization') === null && call.cache === 'no-store')).toBe(true);
    expect(result.error).toMatchObject({ status: 503 });
  });

  it('waits the back-off delays between quickly failing attempts', async () => {
    const calls = stubFetch((url) => (isProbe(url) ? connectionError() : empty(408, 'Request Timeout')));
    const result = track(request('GET', '/teams'));

    await vi.advanceTimersByTimeAsync(22_369);
    expect(result.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    const probes = calls.filter((call) => isProbe(call.url));
    expect(probes.map((call) => call.at)).toEqual([0, 1000, 2800, 6040, 11_872, 22_370]);
    expect(result.error).toMatchObject({ status: 408, message: 'HTTP 408: Request Timeout' });
  });

  it('stops at the first healthy answer and retries then', async () => {
    let probesServed = 0;
    let served = 0;
    const calls = stubFetch((url) => {
      if (isProbe(url)) {
        probesServed += 1;
        return probesServed < 3 ? empty(503) : json(200, { name: 'Touchline', status: 'ok' });
      }
      served += 1;
      return served === 1 ? empty(502, 'Bad Gateway') : json(200, 'done');
    });
    const result = track(request('GET', '/teams'));

    await vi.advanceTimersByTimeAsync(10_000);

    expect(result.value).toBe('done');
    expect(calls.map((call) => [call.url, call.at])).toEqual([
      ['/api/teams', 0],
      [HEALTH, 0],
      [ROOT, 1000],
      [HEALTH, 2800],
      ['/api/teams', 2800],
    ]);
  });
});

describe('waitForServer (token-validation warm-up)', () => {
  it('has the spec numbers: 8 attempts, 800 ms × 1.6 up to 10 s, ±20 % jitter', () => {
    expect(TOKEN_VALIDATION_WARM_UP).toMatchObject({
      attempts: 8,
      initialDelayMs: 800,
      factor: 1.6,
      maxDelayMs: 10_000,
      jitter: 0.2,
    });
  });

  it('makes 8 attempts of GET /health, reporting each before it starts, then resolves false', async () => {
    const events: string[] = [];
    const calls = stubFetch((url) => {
      events.push(`fetch ${url}`);
      return empty(503, 'Service Unavailable');
    });
    const result = track(
      waitForServer({ random: () => 0.5, onAttempt: (n, of) => events.push(`attempt ${n} of ${of}`) }),
    );

    await vi.advanceTimersByTimeAsync(100_000);

    expect(result.value).toBe(false);
    expect(events.slice(0, 4)).toEqual(['attempt 1 of 8', `fetch ${HEALTH}`, 'attempt 2 of 8', `fetch ${HEALTH}`]);
    expect(events.filter((e) => e.startsWith('attempt'))).toHaveLength(8);
    expect(calls.every((call) => call.url === HEALTH && call.cache === 'no-store')).toBe(true);
    // Delays 800, 1280, 2048, 3277, 5243, 8389, 10000 (capped).
    expect(calls.map((call) => call.at)).toEqual([0, 800, 2080, 4128, 7405, 12_648, 21_037, 31_037]);
  });

  it('applies -20 % and +20 % jitter from the random source', async () => {
    const low = stubFetch(() => connectionError());
    const lowResult = track(waitForServer({ random: () => 0 }));
    await vi.advanceTimersByTimeAsync(100_000);
    expect(lowResult.value).toBe(false);
    const lowGaps = low.slice(1).map((call, i) => call.at - (low[i]?.at ?? 0));
    expect(lowGaps).toEqual([640, 1024, 1638, 2621, 4194, 6711, 8000]);

    const high = stubFetch(() => connectionError());
    const start = Date.now();
    const highResult = track(waitForServer({ random: () => 1 }));
    await vi.advanceTimersByTimeAsync(100_000);
    expect(highResult.value).toBe(false);
    const highGaps = high.slice(1).map((call, i) => call.at - (high[i]?.at ?? start));
    expect(highGaps).toEqual([960, 1536, 2458, 3932, 6291, 10_066, 12_000]);
  });

  it('resolves true at the first healthy answer and stops', async () => {
    let served = 0;
    const attempts: number[] = [];
    const calls = stubFetch(() => {
      served += 1;
      return served < 3 ? empty(502, 'Bad Gateway') : json(200, { status: 'ok' });
    });
    const result = track(waitForServer({ random: () => 0.5, onAttempt: (n) => attempts.push(n) }));

    await vi.advanceTimersByTimeAsync(100_000);

    expect(result.value).toBe(true);
    expect(attempts).toEqual([1, 2, 3]);
    expect(calls.map((call) => call.at)).toEqual([0, 800, 2080]);
  });

  it('sends no token and gives each attempt the 15 s request time-out', async () => {
    document.cookie = 'token=secret; path=/';
    let served = 0;
    const calls = stubFetch((_url, init) => {
      served += 1;
      return served === 1 ? hang(init) : json(200, { status: 'ok' });
    });
    const result = track(waitForServer({ random: () => 0.5 }));

    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS + 800);

    expect(result.value).toBe(true);
    expect(calls.map((call) => call.at)).toEqual([0, REQUEST_TIMEOUT_MS + 800]);
    expect(calls[0]?.headers.get('Authorization')).toBeNull();
  });

  it('stops when its signal is aborted', async () => {
    const calls = stubFetch(() => empty(503));
    const controller = new AbortController();
    const result = track(waitForServer({ signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    await vi.advanceTimersByTimeAsync(100_000);

    expect(result.value).toBe(false);
    expect(calls).toHaveLength(1);
  });
});

describe('http.call', () => {
  it('calls a contract: its method, its path with parameters, the body as JSON, the answer parsed', async () => {
    const calls = stubFetch(() => json(200, teamRow));
    const answer = await http.call(contracts.teams.update, { params: { id: 7 }, body: teamBody });

    expect(calls[0]?.method).toBe('PUT');
    expect(calls[0]?.url).toBe('/api/teams/7');
    expect(calls[0]?.body).toBe(JSON.stringify(teamBody));
    expect(answer).toEqual(teamRow);
  });

  it('answers undefined for a 204 contract and refuses an answer that does not fit the schema', async () => {
    stubFetch(() => empty(204));
    await expect(http.call(contracts.teams.remove, { params: { id: 7 } })).resolves.toBeUndefined();

    stubFetch(() => json(200, [{ team_id: 'seven' }]));
    await expect(http.call(contracts.teams.list)).rejects.toMatchObject({ kind: 'invalid-response' });
  });
});

const teamBody = {
  team_name: 'U12',
  home_colours: 'Red',
  away_colours: 'Blue',
  age_group: 'U12',
  club_name: 'Lions',
  contact_number: '0123',
};
const teamRow = {
  ...teamBody,
  team_id: 7,
  youth_mode: false,
  youth_mode_choice: null,
  match_minutes: 90,
  match_minutes_choice: null,
};
