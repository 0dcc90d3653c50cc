import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InboxItem, MessageView, SeenBy, SentMessage, User } from '@touchline/domain';
import { SessionContext } from '../src/session/session-context';
import { InboxMessagePage } from '../src/features/inbox/inbox-message-page';
import { InboxNewPage } from '../src/features/inbox/inbox-new-page';
import { InboxPage } from '../src/features/inbox/inbox-page';
import { MainNavigation } from '../src/shell/main-navigation';
import { fakeSession } from './fake-session';
import { json, stubFetch, type Handler } from './fake-fetch';
import { coach, locationOf, player, renderRoutes } from './render-app';

afterEach(() => vi.unstubAllGlobals());
// The message's autosized textarea listens for fonts loading, which happy-dom does not have.
beforeAll(() => {
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
});

function render(user: User, path: string, handler: Handler) {
  const calls = stubFetch(handler);
  const session = fakeSession({ status: 'signed-in', user });
  const screens = [
    { path: '/inbox', element: <InboxPage /> },
    { path: '/inbox/new', element: <InboxNewPage /> },
    { path: '/inbox/:id', element: <InboxMessagePage /> },
  ];
  const view = renderRoutes(
    screens.map((s) => ({ ...s, element: <SessionContext value={session}>{s.element}</SessionContext> })),
    path,
  );
  return { ...view, calls };
}

const item = (over: Partial<InboxItem>): InboxItem => ({
  id: 1,
  kind: 'message',
  subject: 'Training moves',
  sender_name: 'Coach Dan',
  audience: 'U10 Lions',
  created_at: '2026-11-24T13:00:00Z',
  read: false,
  ...over,
});

describe('the inbox', () => {
  it('shows unread messages bold with an Unread badge, each with its kind, sender and audience', async () => {
    render(player, '/inbox', (url) =>
      url === '/api/inbox'
        ? json(200, [item({ id: 2 }), item({ id: 1, kind: 'fixture_change', subject: 'Kick-off 11:00', read: true })])
        : json(404, { error: 'Not found' }),
    );
    const list = await screen.findByRole('list', { name: 'Received' });
    const [unread, read] = within(list).getAllByRole('link') as [HTMLElement, HTMLElement];
    expect(unread).toHaveAttribute('href', '/inbox/2');
    expect(within(unread).getByText('Unread')).toBeInTheDocument();
    expect(within(unread).getByText(/Message · From Coach Dan · U10 Lions/)).toBeInTheDocument();
    expect(within(read).queryByText('Unread')).not.toBeInTheDocument();
    expect(within(read).getByText(/Fixture change/)).toBeInTheDocument();
    // Only coaches and admins write messages.
    expect(screen.queryByRole('link', { name: 'New message' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Sent' })).not.toBeInTheDocument();
  });

  it('reaches messages older than the first page with Show older messages, until none are left', async () => {
    const page = (from: number, count: number) =>
      Array.from({ length: count }, (_, n) => item({ id: from - n, subject: `Notice ${from - n}`, read: true }));
    const { calls } = render(player, '/inbox', (url) =>
      url === '/api/inbox'
        ? json(200, page(130, 100))
        : url === '/api/inbox?limit=100&offset=100'
          ? json(200, page(30, 30))
          : json(404, { error: 'Not found' }),
    );
    const list = await screen.findByRole('list', { name: 'Received' });
    expect(within(list).getAllByRole('link')).toHaveLength(100);
    fireEvent.click(screen.getByRole('button', { name: 'Show older messages' }));
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(130));
    expect(within(list).getByRole('link', { name: /Notice 1\b/ })).toBeInTheDocument();
    // A page shorter than a full one was the last: nothing more to ask for.
    expect(screen.queryByRole('button', { name: 'Show older messages' })).not.toBeInTheDocument();
    expect(calls.map((c) => c.url)).toContain('/api/inbox?limit=100&offset=100');
  });

  it("says 'No messages yet' when there are none, and offers Retry when the list fails", async () => {
    let fail = true;
    render(player, '/inbox', () => (fail ? json(500, { error: 'Boom' }) : json(200, [])));
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 5000 });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });

  it("gives coaches 'New message' and their sent messages with 'Seen by n of m'", async () => {
    const sent: SentMessage[] = [{ ...item({ id: 3 }), seen: 1, total: 4 }];
    render(coach, '/inbox', (url) => json(200, url === '/api/messages/sent' ? sent : []));
    expect(await screen.findByRole('link', { name: 'New message' })).toHaveAttribute('href', '/inbox/new');
    fireEvent.click(screen.getByRole('tab', { name: 'Sent' }));
    const list = await screen.findByRole('list', { name: 'Sent' });
    expect(within(list).getByRole('link')).toHaveTextContent('Seen by 1 of 4');
  });
});

describe('a message', () => {
  const message: MessageView = {
    id: 3,
    kind: 'message',
    subject: 'Training moves',
    body: 'Same time.\n\nBring water.',
    sender_id: coach.user_id,
    sender_name: 'Coach Dan',
    audience: 'U10 Lions',
    created_at: '2026-11-24T13:00:00Z',
    sent_by_me: true,
  };
  const seen: SeenBy = {
    total: 3,
    seen: [{ user_id: 5, name: 'Amelia Campbell', read_at: '2026-11-24T13:05:00Z' }],
    not_seen: [
      { user_id: 6, name: 'Ava Scott' },
      { user_id: 7, name: 'Ruby Ross' },
    ],
  };

  it("shows its sender 'Seen by n of m' and who has and has not seen it", async () => {
    render(coach, '/inbox/3', (url) => json(200, url === '/api/messages/3/seen' ? seen : message));
    expect(await screen.findByRole('heading', { name: 'Training moves', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('From Coach Dan · To U10 Lions')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Seen by 1 of 3', level: 2 })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Seen' })).getByText('Amelia Campbell')).toBeInTheDocument();
    const notSeen = screen.getByRole('list', { name: 'Not seen yet' });
    expect(
      within(notSeen)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Ava Scott', 'Ruby Ross']);
  });

  it("shows a recipient the message without 'Seen by'", async () => {
    const { calls } = render(player, '/inbox/3', () => json(200, { ...message, sent_by_me: false }));
    expect(await screen.findByRole('heading', { name: 'Training moves', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Seen by/ })).not.toBeInTheDocument();
    expect(calls.map((c) => c.url)).not.toContain('/api/messages/3/seen');
  });

  it('says so when it cannot be opened, with Retry', async () => {
    render(player, '/inbox/9', () => json(500, { error: 'Database unavailable' }));
    expect(await screen.findByRole('alert', {}, { timeout: 5000 }).then((alert) => alert.textContent)).toContain(
      'This message could not be loaded',
    );
  });

  it("says 'Message not found' under a heading for someone else's message (404), without Retry", async () => {
    render(player, '/inbox/9', () => json(404, { error: 'Not found' }));
    expect(await screen.findByRole('heading', { name: 'Message not found', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/There is no such message in your inbox/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to inbox' })).toHaveAttribute('href', '/inbox');
  });
});

describe('a new message', () => {
  const team = {
    home_colours: 'Red',
    away_colours: 'Blue',
    age_group: 'U10',
    club_name: 'Riverside',
    contact_number: '1',
    youth_mode: false,
    youth_mode_choice: null,
    match_minutes: 60,
    match_minutes_choice: null,
  };
  const teams = [
    { ...team, team_id: 1, team_name: 'U10 Lions' },
    { ...team, team_id: 2, team_name: 'U12 Tigers' },
  ];

  it('says what is missing without sending, then sends to the teams chosen and opens the message', async () => {
    const { calls, router } = render(coach, '/inbox/new', (url, init) => {
      if (url === '/api/teams') return json(200, teams);
      if (url === '/api/messages' && init.method === 'POST') return json(201, { id: 8, recipients: 12 });
      return json(200, []);
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'U10 Lions' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'U10 Lions' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Choose at least one team or the whole club')).toBeInTheDocument();
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    fireEvent.click(screen.getByRole('checkbox', { name: 'U12 Tigers' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Subject' }), { target: { value: 'Kit day' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: 'Saturday at 10.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(locationOf(router)).toBe('/inbox/8'));
    const post = calls.find((c) => c.method === 'POST');
    expect(JSON.parse(post!.body!)).toEqual({
      subject: 'Kit day',
      body: 'Saturday at 10.',
      team_ids: [2],
      whole_club: false,
    });
  });

  it("shows the server's refusal", async () => {
    render(coach, '/inbox/new', (url, init) => {
      if (url === '/api/teams') return json(200, teams);
      if (init.method === 'POST') return json(400, { error: 'No such team: 2' });
      return json(200, []);
    });
    await screen.findByRole('checkbox', { name: 'U10 Lions' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Whole club' }));
    expect(screen.getByRole('checkbox', { name: 'U10 Lions' })).toBeDisabled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Subject' }), { target: { value: 'Hello' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: 'Everyone' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect((await screen.findByRole('alert')).textContent).toContain('No such team: 2');
  });
});

describe('the menu', () => {
  it("names the Inbox item with the unread count, 'Inbox, 2 unread', and plainly 'Inbox' with none", async () => {
    let unread = 2;
    stubFetch(() => json(200, { unread }));
    const { queryClient } = renderRoutes(
      [{ path: '/', element: <MainNavigation user={player} onNavigate={() => undefined} /> }],
      '/',
    );
    expect(await screen.findByRole('link', { name: 'Inbox, 2 unread' })).toHaveAttribute('href', '/inbox');
    unread = 0;
    await queryClient.refetchQueries();
    expect(await screen.findByRole('link', { name: 'Inbox' })).toBeInTheDocument();
  });
});
