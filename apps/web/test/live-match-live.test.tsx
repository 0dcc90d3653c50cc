import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { useMatchLive } from '../src/widgets/match/use-match-live';
import { json, stubFetch } from './fake-fetch';
import { renderWithProviders } from './match-render';
import { timelineEntry } from './timeline-fixtures';

function Harness({ poll }: { poll: boolean }) {
  const { score, timeline, streaming } = useMatchLive(5, { pollTimeline: poll });
  return (
    <div>
      <p>score {score.data ? `${score.data.our_goals}-${score.data.opposition_goals}` : 'none'}</p>
      <p>{streaming ? 'streaming' : 'not streaming'}</p>
      <p>events {timeline.data?.map((e) => e.data.id).join(',') ?? 'none'}</p>
    </div>
  );
}

const kickOff = timelineEntry(
  'MATCH_EVENT',
  { id: 1, timestamp: '2026-11-22T10:00:00.000Z' },
  { minute: 0, event_type: 'GAME_START' },
);
const goal = timelineEntry(
  'GOAL',
  { id: 2, scorer: 'Ben Two', is_opposition_goal: false, timestamp: '2026-11-22T10:10:00.000Z' },
  { minute: 10 },
);

/** The stream the fake server holds open; the test writes frames to it. */
function openStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => (controller = c) });
  return {
    response: new Response(body, { status: 200 }),
    write: (text: string) => controller.enqueue(new TextEncoder().encode(text)),
  };
}

describe('useMatchLive', () => {
  afterEach(() => vi.useRealTimers());

  it('applies pushed changes to the timeline and score without polling', async () => {
    const stream = openStream();
    const calls = stubFetch((url) => {
      if (url.endsWith('/stream')) return stream.response;
      if (url.endsWith('/score'))
        return json(200, { our_goals: 0, opposition_goals: 0, has_events: true, youth_mode: false });
      return json(200, { events: [kickOff] });
    });
    renderWithProviders(<Harness poll />);
    expect(await screen.findByText('events 1')).toBeInTheDocument();
    expect(screen.getByText('score 0-0')).toBeInTheDocument();

    await act(async () => stream.write('retry: 3000\nevent: ready\ndata: {}\n\n'));
    expect(await screen.findByText('streaming')).toBeInTheDocument();
    const reads = () => calls.filter((c) => c.url.endsWith('/timeline')).length;
    // Connected: one re-read for anything missed before.
    await vi.waitFor(() => expect(reads()).toBe(2));

    const message = {
      seq: 1,
      action: 'created',
      eventId: 2,
      event: goal,
      score: { our_goals: 1, opposition_goals: 0, has_events: true, youth_mode: false },
    };
    await act(async () => stream.write(`id: 1\nevent: change\ndata: ${JSON.stringify(message)}\n\n`));
    expect(await screen.findByText('events 1,2')).toBeInTheDocument();
    expect(screen.getByText('score 1-0')).toBeInTheDocument();

    await act(async () =>
      stream.write(
        `id: 2\nevent: change\ndata: ` +
          JSON.stringify({
            seq: 2,
            action: 'deleted',
            eventId: 2,
            score: { our_goals: 0, opposition_goals: 0, has_events: true, youth_mode: false },
          }) +
          `\n\n`,
      ),
    );
    expect(await screen.findByText('events 1')).toBeInTheDocument();
    expect(screen.getByText('score 0-0')).toBeInTheDocument();
    expect(reads()).toBe(2);
    // The stream request carried the token in its header only.
    const streamCall = calls.find((c) => c.url.endsWith('/stream'));
    expect(streamCall?.url).toBe('/api/matches/5/stream');
  });

  it('polls score and timeline every 30 s while the stream is down; admins poll the score only', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    for (const poll of [true, false]) {
      const calls = stubFetch((url) => {
        if (url.endsWith('/stream')) return new Response('{"error":"gone"}', { status: 404 });
        if (url.endsWith('/score'))
          return json(200, { our_goals: 0, opposition_goals: 0, has_events: false, youth_mode: false });
        return json(200, { events: [] });
      });
      const view = renderWithProviders(<Harness poll={poll} />);
      expect(await screen.findByText('events')).toBeInTheDocument();
      const count = (suffix: string) => calls.filter((c) => c.url.endsWith(suffix)).length;
      expect([count('/score'), count('/timeline')]).toEqual([1, 1]);
      await act(async () => vi.advanceTimersByTimeAsync(30_000));
      await act(async () => vi.advanceTimersByTimeAsync(30_000));
      expect(count('/score')).toBe(3);
      expect(count('/timeline')).toBe(poll ? 3 : 1);
      expect(screen.getByText('not streaming')).toBeInTheDocument();
      view.unmount();
    }
  });
});
