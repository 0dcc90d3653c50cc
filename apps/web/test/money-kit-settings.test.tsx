import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { KitWindow, MoneySettings } from '@touchline/domain';
import type { ReactNode } from 'react';
import { MoneyKitPage } from '../src/features/money/money-kit-page';
import { MoneySettingsPage } from '../src/features/money/money-settings-page';
import { SessionContext } from '../src/session/session-context';
import { fakeSession } from './fake-session';
import { json, stubFetch, type Handler } from './fake-fetch';
import { lions, treasurer } from './money-fixtures';
import { renderRoutes } from './render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const settings: MoneySettings = {
  currency: 'GBP',
  payee: 'Riverside FC',
  sort_code: '',
  account_number: '',
  iban: '',
  bic: '',
  reminders: false,
  overdue_flag_days: null,
};

function render(element: ReactNode, handler: Handler) {
  const calls = stubFetch(handler);
  const session = fakeSession({ status: 'signed-in', user: treasurer });
  renderRoutes([{ path: '/', element: <SessionContext value={session}>{element}</SessionContext> }], '/');
  return calls;
}

const sent = (calls: { url: string; method: string; body: string | undefined }[], method: string, url: string) =>
  JSON.parse(calls.find((c) => c.url === url && c.method === method)?.body ?? 'null') as unknown;

describe('money settings', () => {
  it('keeps the overdue flag off by default, says why, and checks the bank details as the server does', async () => {
    const calls = render(<MoneySettingsPage />, (url, init) => {
      if (url === '/api/money/settings' && init.method === 'PUT')
        return json(200, { ...settings, ...(JSON.parse(String(init.body)) as object) });
      if (url === '/api/money/settings') return json(200, settings);
      return json(404, { error: 'Not found' });
    });
    const flag = await screen.findByRole('switch', { name: 'Flag overdue families to coaches at squad selection' });
    expect(flag).not.toBeChecked();
    expect(screen.getByText(/Off by default, and best left off: every child plays/)).toBeInTheDocument();
    expect(screen.getByText('Currency: GBP')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('textbox', { name: 'Sort code' }), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Sort code must be six digits, e.g. 12-34-56')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    fireEvent.change(screen.getByRole('textbox', { name: 'Sort code' }), { target: { value: '12-34-56' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Account number' }), { target: { value: '12345678' } });
    fireEvent.click(screen.getByRole('switch', { name: /Remind families who owe/ }));
    fireEvent.click(flag);
    expect(screen.getByRole('textbox', { name: 'Days overdue before coaches see the flag' })).toHaveValue('30');
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(sent(calls, 'PUT', '/api/money/settings')).toEqual({
      payee: 'Riverside FC',
      sort_code: '12-34-56',
      account_number: '12345678',
      iban: '',
      bic: '',
      reminders: true,
      overdue_flag_days: 30,
    });
  });
});

describe('kit orders for the treasurer', () => {
  const window: KitWindow = {
    window_id: 3,
    team_id: 2,
    team_name: 'U12 Lions',
    title: 'Home kit 2026/27',
    closes_on: '2026-12-15',
    open: true,
    charged_at: null,
    items: [{ item_id: 31, name: 'Shirt', sizes: ['YS', 'YM'], price_minor: 2500, numbered: true }],
    orders: [{ player_id: 21, player_name: 'Ava Smith', item_id: 31, size: 'YM', quantity: 2, shirt_number: 7 }],
    children: [],
    total_minor: 5000,
  };

  it('opens a kit order with its items, lists the orders, closes and charges after asking', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test');
    // A real click would take the test page to the blob's address (and its cookies with it): the name is kept instead.
    const downloaded: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloaded.push(this.download);
    });
    const calls = render(<MoneyKitPage />, (url, init) => {
      if (url === '/api/money/settings') return json(200, settings);
      if (url === '/api/teams') return json(200, [lions]);
      if (url === '/api/kit/windows' && init.method === 'POST') return json(201, window);
      if (url === '/api/kit/windows') return json(200, [window]);
      if (url === '/api/kit/windows/3/close') return json(200, { families: 1, total_minor: 5000 });
      if (url === '/api/kit/windows/3/supplier.csv')
        return new Response('item,size,number,quantity\nShirt,YM,7,2\n', { headers: { 'Content-Type': 'text/csv' } });
      return json(404, { error: 'Not found' });
    });
    const form = await screen.findByRole('region', { name: 'Open a kit order' });
    fireEvent.click(within(form).getByRole('button', { name: 'Open kit order' }));
    expect(await within(form).findByText('Choose a team', { selector: 'p' })).toBeInTheDocument();
    expect(within(form).getByText('Enter an amount')).toBeInTheDocument();

    await waitFor(() => expect(within(form).getByRole('combobox', { name: 'Team' })).toHaveTextContent('U12 Lions'));
    fireEvent.change(within(form).getByRole('combobox', { name: 'Team' }), { target: { value: '2' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Title' }), { target: { value: 'Home kit 2026/27' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Item' }), { target: { value: 'Shirt' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Sizes' }), { target: { value: 'YS, YM, ,' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Price' }), { target: { value: '25' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'With shirt number' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Open kit order' }));
    expect(await within(form).findByText('Kit order Home kit 2026/27 opened.')).toBeInTheDocument();
    expect(sent(calls, 'POST', '/api/kit/windows')).toMatchObject({
      team_id: 2,
      title: 'Home kit 2026/27',
      items: [{ name: 'Shirt', sizes: ['YS', 'YM'], price_minor: 2500, numbered: true }],
    });

    const card = screen.getByRole('article', { name: 'Home kit 2026/27' });
    const orders = within(card).getByRole('table', { name: 'Orders for Home kit 2026/27' });
    expect(within(orders).getAllByRole('row')[1]).toHaveTextContent('Ava SmithShirtYM72£50.00');

    fireEvent.click(within(card).getByRole('button', { name: 'Supplier CSV' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/kit/windows/3/supplier.csv')).toBe(true));
    await waitFor(() => expect(downloaded).toHaveLength(1));
    expect(downloaded[0]).toMatch(/\.csv$/);

    fireEvent.click(within(card).getByRole('button', { name: 'Close and charge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close and charge' });
    expect(dialog).toHaveTextContent('Close Home kit 2026/27 and charge each family for what it ordered?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close and charge' }));
    expect(await within(card).findByText('Closed: 1 family charged £50.00')).toBeInTheDocument();
  });

  it('says when there are no kit orders yet', async () => {
    render(<MoneyKitPage />, (url) => {
      if (url === '/api/money/settings') return json(200, settings);
      if (url === '/api/teams') return json(200, [lions]);
      return json(200, []);
    });
    expect(await screen.findByText('No kit orders yet.')).toBeInTheDocument();
  });
});
