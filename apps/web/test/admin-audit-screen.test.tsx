import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AuditEntry } from '../src/api/audit';
import { AdminAuditPage } from '../src/features/admin/admin-audit-page';
import { json, stubFetch } from './fake-fetch';
import { renderRoutes } from './render-app';

function entry(id: number, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id,
    at: '2031-06-03T13:05:09.000Z',
    actor_user_id: 1,
    actor_username: 'admin',
    acting_as_user_id: null,
    acting_as_username: null,
    action: 'PUT /api/players/:id',
    entity: 'players',
    entity_id: String(id),
    status: 200,
    before: { player_id: id, player_name: 'Ava Reid', shirt_number: 4 },
    after: { player_id: id, player_name: 'Ava Reid-Smith', shirt_number: 4 },
    ...overrides,
  };
}

const impersonation = entry(900, {
  action: 'impersonation.start',
  entity: 'impersonate',
  entity_id: null,
  acting_as_user_id: 5,
  acting_as_username: 'parent1',
  before: null,
  after: { user_id: 5 },
});

function serve(answer: (params: URLSearchParams) => Response) {
  return stubFetch((url) => {
    const [path, query = ''] = url.split('?');
    if (path === '/api/audit') return answer(new URLSearchParams(query));
    return json(404, { error: 'Not found' });
  });
}

function renderPage() {
  return renderRoutes([{ path: '/admin/audit', element: <AdminAuditPage /> }], '/admin/audit');
}

describe('Audit Log', { timeout: 20_000 }, () => {
  it('lists entries with the columns, opens a field-by-field diff and the JSON of a one-sided entry', async () => {
    serve(() => json(200, { entries: [impersonation, entry(7)], total: 2 }));
    renderPage();
    expect(screen.getByRole('heading', { name: 'Audit Log', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Audit entries' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['When', 'Who', 'Acting as', 'Action', 'Record', 'Changes']);
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    // In words, the recorded name in its tooltip (#28 item 24).
    expect(first).toHaveTextContent('Started acting as another user');
    expect(within(first).getByTitle('impersonation.start')).toBeInTheDocument();
    expect(first).toHaveTextContent('parent1');
    expect(screen.getByText('Showing 1–2 of 2 entries')).toBeInTheDocument();

    const [showImpersonation, showEdit] = screen.getAllByRole('button', { name: 'Show changes' }) as [
      HTMLElement,
      HTMLElement,
    ];
    fireEvent.click(showEdit);
    expect(showEdit).toHaveAttribute('aria-expanded', 'true');
    expect(showEdit).toHaveTextContent('Hide changes');
    const diff = screen.getByRole('table', { name: 'Changes to players #7' });
    const rows = within(diff)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual(['FieldBeforeAfter', 'player_nameAva ReidAva Reid-Smith']);

    fireEvent.click(showImpersonation);
    expect(screen.getByText(/"user_id": 5/)).toBeInTheDocument();
  });

  it('sends the filters (typing settles first), starts again at page 1, and clears them', async () => {
    const calls = serve(() => json(200, { entries: [entry(1)], total: 1 }));
    renderPage();
    await screen.findByRole('table', { name: 'Audit entries' });
    fireEvent.change(screen.getByLabelText('Who'), { target: { value: 'coach' } });
    fireEvent.change(screen.getByLabelText('Entity'), { target: { value: 'players' } });
    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'erase' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2031-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2031-12-31' } });
    await waitFor(() =>
      expect(calls.at(-1)?.url).toBe(
        '/api/audit?actor=coach&entity=players&action=erase&from=2031-01-01&to=2031-12-31&limit=50&offset=0',
      ),
    );
    const typed = calls.length;
    expect(typed).toBe(2);

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/api/audit?limit=50&offset=0'));
    expect(screen.getByLabelText('Who')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('pages 50 at a time', async () => {
    const calls = serve((params) => {
      const offset = Number(params.get('offset'));
      const count = offset === 100 ? 20 : 50;
      return json(200, { entries: Array.from({ length: count }, (_, i) => entry(offset + i + 1)), total: 120 });
    });
    renderPage();
    expect(await screen.findByText('Showing 1–50 of 120 entries')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    expect(await screen.findByText('Showing 101–120 of 120 entries')).toBeInTheDocument();
    expect(calls.at(-1)?.url).toBe('/api/audit?limit=50&offset=100');
  });

  it('says when there is nothing, and when loading failed', async () => {
    let fail = false;
    serve(() => (fail ? json(500, { error: 'Database down' }) : json(200, { entries: [], total: 0 })));
    renderPage();
    expect(await screen.findByText('No audit entries found.')).toBeInTheDocument();
    fail = true;
    fireEvent.change(screen.getByLabelText('Entity'), { target: { value: 'users' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load audit log');
  });
});
