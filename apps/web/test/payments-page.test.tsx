import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { KitWindow, MyMoney } from '@touchline/domain';
import { PaymentsPage } from '../src/features/payments/payments-page';
import { SessionContext } from '../src/session/session-context';
import { fakeSession } from './fake-session';
import { json, stubFetch, type Handler } from './fake-fetch';
import { entry, parent } from './money-fixtures';
import { renderRoutes } from './render-app';

afterEach(() => vi.unstubAllGlobals());

const bank = {
  currency: 'GBP',
  payee: 'Riverside FC',
  sort_code: '12-34-56',
  account_number: '12345678',
  iban: '',
  bic: '',
  reminders: false,
  overdue_flag_days: null,
};

const mine: MyMoney = {
  currency: 'GBP',
  bank,
  families: [
    {
      family_id: 42,
      reference: 'TL0004271',
      players: [{ player_id: 21, player_name: 'Ava Smith', team_name: 'U12 Lions' }],
      balance_minor: 4500,
      days_overdue: 12,
      entries: [
        entry(),
        entry({
          entry_id: 2,
          kind: 'payment',
          category: 'payment',
          amount_minor: -1500,
          description: 'Thank you',
          due_on: '2026-10-01',
          player_name: null,
        }),
      ],
      epc_qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>',
    },
    {
      family_id: 43,
      reference: 'TL0004368',
      players: [{ player_id: 22, player_name: 'Ben Smith', team_name: 'U10 Tigers' }],
      balance_minor: -500,
      days_overdue: 0,
      entries: [],
      epc_qr_svg: null,
    },
  ],
};

const kit = (over: Partial<KitWindow> = {}): KitWindow => ({
  window_id: 3,
  team_id: 2,
  team_name: 'U12 Lions',
  title: 'Home kit 2026/27',
  closes_on: '2026-12-15',
  open: true,
  charged_at: null,
  items: [
    { item_id: 31, name: 'Shirt', sizes: ['YS', 'YM', 'YL'], price_minor: 2500, numbered: true },
    { item_id: 32, name: 'Socks', sizes: ['S', 'M'], price_minor: 600, numbered: false },
  ],
  orders: [],
  children: [{ player_id: 21, player_name: 'Ava Smith', shirt_number: 7 }],
  total_minor: 0,
  ...over,
});

function render(handler: Handler) {
  const calls = stubFetch(handler);
  const session = fakeSession({ status: 'signed-in', user: parent });
  renderRoutes(
    [
      {
        path: '/payments',
        element: (
          <SessionContext value={session}>
            <PaymentsPage />
          </SessionContext>
        ),
      },
    ],
    '/payments',
  );
  return calls;
}

describe('a parent’s payments', () => {
  it('says what the family owes, its reference to copy, how to pay, the QR code and the entries', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    render((url) => {
      if (url === '/api/money/mine') return json(200, mine);
      if (url === '/api/kit/windows') return json(200, []);
      return json(404, { error: 'Not found' });
    });
    const owing = await screen.findByRole('article', { name: 'Family of Ava Smith' });
    expect(within(owing).getByRole('heading', { name: 'You owe £45.00' })).toBeInTheDocument();
    expect(within(owing).getByText('Overdue by 12 days')).toBeInTheDocument();
    expect(within(owing).getByText('TL0004271')).toBeInTheDocument();
    expect(
      within(owing).getByText('Pay by bank transfer with your reference, so the club sees it is yours.'),
    ).toBeInTheDocument();
    fireEvent.click(within(owing).getByRole('button', { name: 'Copy reference' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('TL0004271'));
    expect(await within(owing).findByText('Copied')).toBeInTheDocument();
    fireEvent.click(within(owing).getByRole('button', { name: 'Copy sort code' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('12-34-56'));
    expect(within(owing).getByText('12345678')).toBeInTheDocument();
    expect(within(owing).queryByText('IBAN')).not.toBeInTheDocument();

    const qr = within(owing).getByRole('img', {
      name: 'QR code for a bank transfer of £45.00 with reference TL0004271',
    });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;/);
    expect(within(owing).getByText('Scan with your banking app')).toBeInTheDocument();
    const entries = within(owing).getByRole('table', { name: 'Charges and payments of TL0004271' });
    const rows = within(entries).getAllByRole('row');
    // Newest first: the payment, then the charge.
    expect(rows[1]).toHaveTextContent('1 Oct 2026Thank you—-£15.00');
    expect(rows[2]).toHaveTextContent('1 Sept 2026Season subs 2026/27Ava Smith£60.00');

    const credit = screen.getByRole('article', { name: 'Family of Ben Smith' });
    expect(within(credit).getByRole('heading', { name: 'In credit £5.00' })).toBeInTheDocument();
    expect(within(credit).queryByRole('img')).not.toBeInTheDocument();
    expect(within(credit).getByText('Nothing charged or paid yet.')).toBeInTheDocument();
    expect(await screen.findByText('No kit orders yet.')).toBeInTheDocument();
  });

  it('says when there is nothing to pay', async () => {
    render((url) => {
      if (url === '/api/money/mine')
        return json(200, { ...mine, families: [{ ...mine.families[1], balance_minor: 0 }] });
      return json(200, []);
    });
    expect(await screen.findByRole('heading', { name: 'Nothing to pay' })).toBeInTheDocument();
  });

  it('says so when the payments cannot be read', async () => {
    render(() => json(500, { error: 'Boom' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your payments');
  });
});

describe('a parent’s kit orders', () => {
  it('orders a size and number for a child, the number their own shirt’s, and shows a closed order', async () => {
    const calls = render((url, init) => {
      if (url === '/api/money/mine') return json(200, mine);
      if (url === '/api/kit/windows')
        return json(200, [
          kit(),
          kit({
            window_id: 4,
            title: 'Training tops',
            open: false,
            orders: [
              { player_id: 21, player_name: 'Ava Smith', item_id: 32, size: 'M', quantity: 2, shirt_number: null },
            ],
          }),
        ]);
      if (url === '/api/kit/windows/3/orders/21' && init.method === 'PUT') return json(200, kit());
      return json(404, { error: 'Not found' });
    });
    const open = await screen.findByRole('article', { name: 'Home kit 2026/27' });
    expect(within(open).getByText('U12 Lions · order by 15 Dec 2026')).toBeInTheDocument();
    const number = within(open).getByRole('textbox', { name: 'Shirt shirt number for Ava Smith' });
    expect(number).toHaveValue('7');
    expect(number).toBeDisabled();
    fireEvent.change(within(open).getByRole('combobox', { name: 'Shirt size for Ava Smith' }), {
      target: { value: 'YM' },
    });
    fireEvent.change(within(open).getByRole('combobox', { name: 'Shirt quantity for Ava Smith' }), {
      target: { value: '2' },
    });
    expect(within(open).getByText('Total £50.00')).toBeInTheDocument();
    fireEvent.click(within(open).getByRole('button', { name: 'Save the order for Ava Smith' }));
    expect(await within(open).findByText('Order saved')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(JSON.parse(put?.body ?? '{}')).toEqual({
      items: [{ item_id: 31, size: 'YM', quantity: 2, shirt_number: 7 }],
    });

    const closed = screen.getByRole('article', { name: 'Training tops' });
    const table = within(closed).getByRole('table', { name: 'What was ordered in Training tops' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Ava SmithSocksM—2£12.00');
  });
});
