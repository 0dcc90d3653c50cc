import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiKey, DeliveryPage, Webhook } from '@touchline/domain';
import { AdminIntegrationsPage } from '../src/features/admin/admin-integrations-page';
import { empty, json, stubFetch, type Call } from './fake-fetch';
import { renderSignedIn } from './fake-session';
import { admin } from './render-app';

/** The Integrations page (#35, decision 137) against a fake server: keys shown once and revoked; webhooks and logs. */
const KEY = `tl_${'A'.repeat(43)}`;
const key: ApiKey = {
  key_id: 4,
  name: 'Club website',
  prefix: KEY.slice(0, 11),
  scopes: ['fixtures:read'],
  created_by: 'admin',
  created_at: '2026-11-20T10:00:00.000Z',
  last_used_at: null,
  revoked_at: null,
};
const hook: Webhook = {
  webhook_id: 7,
  url: 'https://club.example.org/hooks/touchline',
  events: ['fixture.created', 'result.final'],
  active: true,
  created_at: '2026-11-20T10:00:00.000Z',
  failed: 1,
};
const log: DeliveryPage = {
  total: 2,
  deliveries: [
    {
      delivery_id: 12,
      delivery_key: '5d8b7a52-0000-4000-8000-000000000012',
      event: 'result.final',
      status: 'failed',
      attempts: 12,
      last_status: 503,
      last_error: 'HTTP 503: busy',
      created_at: '2026-11-21T15:00:00.000Z',
      next_attempt_at: null,
      delivered_at: null,
    },
    {
      delivery_id: 11,
      delivery_key: '5d8b7a52-0000-4000-8000-000000000011',
      event: 'fixture.created',
      status: 'delivered',
      attempts: 1,
      last_status: 200,
      last_error: null,
      created_at: '2026-11-21T14:00:00.000Z',
      next_attempt_at: null,
      delivered_at: '2026-11-21T14:00:01.000Z',
    },
  ],
};

function fakeApi(keys: ApiKey[], hooks: Webhook[], fail = false): Call[] {
  return stubFetch((url, init) => {
    const method = init.method ?? 'GET';
    if (fail && method === 'GET') return empty(500);
    if (url === '/api/api-keys' && method === 'GET') return json(200, keys);
    if (url === '/api/api-keys' && method === 'POST') return json(201, { ...key, key: KEY });
    if (url === '/api/api-keys/4/revoke') return json(200, { ...key, revoked_at: '2026-11-22T10:00:00.000Z' });
    if (url === '/api/webhooks' && method === 'GET') return json(200, hooks);
    if (url === '/api/webhooks' && method === 'POST') return json(201, { ...hook, secret: 'whsec_secret' });
    if (url.startsWith('/api/webhooks/7/deliveries?')) return json(200, log);
    if (url === '/api/webhooks/7/deliveries/12/redeliver') return json(202, { ...log.deliveries[0], status: 'queued' });
    return json(404, { error: 'Not found' });
  });
}

const bodyOf = (calls: Call[], method: string, url: string) =>
  JSON.parse(calls.find((c) => c.method === method && c.url === url)?.body ?? 'null') as unknown;

describe('Integrations', { timeout: 30_000 }, () => {
  it('says when there are no keys or webhooks, and when they cannot be loaded', async () => {
    fakeApi([], []);
    const view = renderSignedIn(admin, <AdminIntegrationsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Integrations' })).toBeInTheDocument();
    expect(await screen.findByText('No API keys yet.')).toBeInTheDocument();
    expect(await screen.findByText('No webhooks yet.')).toBeInTheDocument();
    view.unmount();
    fakeApi([], [], true);
    renderSignedIn(admin, <AdminIntegrationsPage />);
    expect(await screen.findByText('Failed to load the API keys')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load the webhooks')).toBeInTheDocument();
  });

  it('creates a key and shows it once with Copy and the words that it will not be shown again', async () => {
    const calls = fakeApi([], []);
    renderSignedIn(admin, <AdminIntegrationsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Name is required');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), { target: { value: 'Club website' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Create and change fixtures' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    const shown = await within(dialog).findByRole('textbox', { name: /Your new API key/ });
    expect(shown).toHaveValue(KEY);
    expect(within(dialog).getByText('Copy it now: it will not be shown again.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(bodyOf(calls, 'POST', '/api/api-keys')).toEqual({
      name: 'Club website',
      scopes: ['fixtures:read', 'fixtures:write'],
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByDisplayValue(KEY)).toBeNull());
  });

  it('revokes a key once confirmed', async () => {
    const calls = fakeApi([key], []);
    renderSignedIn(admin, <AdminIntegrationsPage />);
    const row = (await screen.findByText('Club website')).closest('li') as HTMLElement;
    expect(row).toHaveTextContent(`${KEY.slice(0, 11)}… made by admin`);
    expect(row).toHaveTextContent('Never used');
    fireEvent.click(within(row).getByRole('button', { name: 'Revoke Club website' }));
    const confirm = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(confirm).toHaveTextContent('Revoke the key "Club website"? Anything that uses it stops working at once.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/api-keys/4/revoke')).toBe(true));
  });

  it('adds a webhook with its events and shows the secret once', async () => {
    const calls = fakeApi([], []);
    renderSignedIn(admin, <AdminIntegrationsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add webhook' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Address (URL)' }), {
      target: { value: 'https://club.example.org/hooks/touchline' },
    });
    for (const name of [/fixture\.changed/, /fixture\.cancelled/, /squad\.published/])
      fireEvent.click(within(dialog).getByRole('checkbox', { name }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByRole('textbox', { name: /Signing secret/ })).toHaveValue('whsec_secret');
    expect(bodyOf(calls, 'POST', '/api/webhooks')).toEqual({
      url: 'https://club.example.org/hooks/touchline',
      events: ['fixture.created', 'result.final'],
    });
  });

  it("shows a webhook's delivery log with the receiver's answers, and redelivers a failed one", async () => {
    const calls = fakeApi([], [hook]);
    renderSignedIn(admin, <AdminIntegrationsPage />);
    const card = (await screen.findByText(hook.url)).closest('li') as HTMLElement;
    expect(card).toHaveTextContent('1 delivery failed');
    fireEvent.click(within(card).getByRole('button', { name: `Delivery log: ${hook.url}` }));
    expect(await within(card).findByText('HTTP 503: busy')).toBeInTheDocument();
    expect(within(card).getByText('Answered 200')).toBeInTheDocument();
    expect(within(card).getByText(/· 12 attempts/)).toBeInTheDocument();
    expect(within(card).getByText('Showing 1–2 of 2')).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: /^Redeliver result\.final of / }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/webhooks/7/deliveries/12/redeliver')).toBe(true));
    expect(within(card).getByRole('button', { name: `Turn off: ${hook.url}` })).toBeInTheDocument();
  });
});
