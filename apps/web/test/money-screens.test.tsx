import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StatementPreview, User } from '@touchline/domain';
import type { ReactNode } from 'react';
import { MoneyChargesPage } from '../src/features/money/money-charges-page';
import { MoneyFamilyPage } from '../src/features/money/money-family-page';
import { MoneyPage } from '../src/features/money/money-page';
import { MoneyStatementsPage } from '../src/features/money/money-statements-page';
import { canAccess } from '../src/session/access';
import { SessionContext } from '../src/session/session-context';
import { MainNavigation } from '../src/shell/main-navigation';
import { fakeSession, routesWithSession } from './fake-session';
import { empty, json, stubFetch, type Handler } from './fake-fetch';
import { balances, ledger, lions, parent, treasurer } from './money-fixtures';
import { admin, coach, locationOf, renderRoutes } from './render-app';

afterEach(() => vi.unstubAllGlobals());

function render(path: string, route: string, screenElement: ReactNode, handler: Handler, user: User = treasurer) {
  const calls = stubFetch(handler);
  const session = fakeSession({ status: 'signed-in', user });
  const view = renderRoutes(
    [
      { path: route, element: <SessionContext value={session}>{screenElement}</SessionContext> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    path,
  );
  return { ...view, calls };
}

const bodyOf = (calls: { url: string; method: string; body: string | undefined }[], url: string) =>
  JSON.parse(calls.find((c) => c.url === url && c.method !== 'GET')?.body ?? 'null') as unknown;

describe('who sees the money screens', () => {
  it('opens Money to the treasurer and admins, and Payments to parents', () => {
    expect(canAccess('treasurer', treasurer)).toBe(true);
    expect(canAccess('treasurer', admin)).toBe(true);
    expect(canAccess('treasurer', coach)).toBe(false);
    expect(canAccess('parent', parent)).toBe(true);
    expect(canAccess('parent', treasurer)).toBe(false);
  });

  it('gives the treasurer a Money group with its five screens, and a parent the Payments item', () => {
    stubFetch(() => json(200, { unread: 0 }));
    const menu = renderRoutes(
      [{ path: '/', element: <MainNavigation user={treasurer} onNavigate={() => undefined} /> }],
      '/',
    );
    const group = screen.getByRole('group', { name: 'Money' });
    expect(
      within(group)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Balances', 'Bank Statements', 'Charges', 'Kit Orders', 'Money Settings']);
    expect(screen.queryByRole('link', { name: 'Payments' })).not.toBeInTheDocument();
    menu.unmount();
    renderRoutes([{ path: '/', element: <MainNavigation user={parent} onNavigate={() => undefined} /> }], '/');
    expect(screen.getByRole('link', { name: 'Payments' })).toHaveAttribute('href', '/payments');
    expect(screen.queryByRole('group', { name: 'Money' })).not.toBeInTheDocument();
  });
});

describe('the money routes', () => {
  function open(user: User, path: string) {
    stubFetch(() => json(404, { error: 'Not found' }));
    return renderRoutes(routesWithSession(fakeSession({ status: 'signed-in', user })), path);
  }

  it.each([
    { who: 'a coach', user: coach, path: '/money' },
    { who: 'a parent', user: parent, path: '/money/statements' },
    { who: 'a coach', user: coach, path: '/money/families/42' },
    { who: 'the treasurer (not a parent)', user: treasurer, path: '/payments' },
  ])('sends $who away from $path', async ({ user, path }) => {
    const { router } = open(user, path);
    expect(await screen.findByText('Access denied: you do not have permission to view that page.')).toBeInTheDocument();
    expect(locationOf(router)).toBe('/?accessDenied=true');
  });

  it.each([
    { user: treasurer, path: '/money', title: 'Balances' },
    { user: admin, path: '/money/charges', title: 'Charges' },
    { user: treasurer, path: '/money/statements', title: 'Bank Statements' },
    { user: treasurer, path: '/money/settings', title: 'Money Settings' },
    { user: treasurer, path: '/money/kit', title: 'Kit Orders' },
    { user: parent, path: '/payments', title: 'Payments' },
  ])('opens $path ($title) to who may see it', async ({ user, path, title }) => {
    open(user, path);
    expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
  });
});

describe('balances', () => {
  it('shows the totals and ageing, the families who owe, and sends payment requests after asking', async () => {
    const { calls } = render('/money', '/money', <MoneyPage />, (url, init) => {
      if (url === '/api/money/families') return json(200, balances);
      if (url === '/api/money/requests' && init.method === 'POST') return json(202, { families: 2 });
      return json(404, { error: 'Not found' });
    });
    const totals = await screen.findByRole('list', { name: 'Totals' });
    expect(within(totals).getByText('£70.00')).toBeInTheDocument();
    expect(within(totals).getByText('£235.00')).toBeInTheDocument();
    const ageing = screen.getByRole('list', { name: 'How long it has been owed' });
    expect(within(ageing).getByText('Over 90 days').nextSibling).toHaveTextContent('£15.00');
    expect(screen.getByRole('link', { name: '2 bank credits to confirm' })).toHaveAttribute(
      'href',
      '/money/statements',
    );

    // Only those who owe at first; the family in credit shows without the filter.
    const table = screen.getByRole('table', { name: 'Families' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('link', { name: 'Open the ledger of TL0004271' })).toHaveAttribute(
      'href',
      '/money/families/42',
    );
    expect(within(table).getByText('Ava Smith (U12 Lions)')).toBeInTheDocument();
    expect(within(table).getByText('12')).toBeInTheDocument();
    // Each family's debt by how long it has been owed.
    expect(within(table).getByRole('columnheader', { name: 'Owed by age' })).toBeInTheDocument();
    const [, avaRow] = within(table).getAllByRole('row');
    expect(avaRow).toHaveTextContent('1–30 days: £45.00');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Only families who owe' }));
    expect(within(table).getByText('-£5.00')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Search by reference, child or parent' }), {
      target: { value: 'jo jones' },
    });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText('TL0004368')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Send payment requests' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send payment requests' });
    expect(dialog).toHaveTextContent('Send a payment request to each of the 2 families who owe?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Payment requests sent to 2 families')).toBeInTheDocument();
    expect(bodyOf(calls, '/api/money/requests')).toEqual({});
  });

  it('says when nobody owes, and when the balances cannot be read', async () => {
    const view = render('/money', '/money', <MoneyPage />, () =>
      json(200, { ...balances, families: [balances.families[2]] }),
    );
    expect(await screen.findByText('No families owe anything.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send payment requests' })).toBeDisabled();
    view.unmount();
    render('/money', '/money', <MoneyPage />, () => json(500, { error: 'Boom' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the families');
  });
});

describe('a family ledger', () => {
  function renderLedger(handler: Handler) {
    return render('/money/families/42', '/money/families/:id', <MoneyFamilyPage />, handler);
  }

  it('shows the family, its entries with the running balance, and records a payment typed as money', async () => {
    const { calls } = renderLedger((url, init) => {
      if (url === '/api/money/families/42') return json(200, ledger);
      if (url === '/api/money/payments' && init.method === 'POST')
        return json(201, { entry: ledger.entries[1], balance_minor: -118956 });
      return json(404, { error: 'Not found' });
    });
    expect(await screen.findByRole('heading', { name: 'Family TL0004271', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Overdue by 12 days')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Ledger entries' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Charge · Season subs');
    expect(rows[2]).toHaveTextContent('Payment · Bank transfer');
    expect(rows[2]).toHaveTextContent('-£15.00£45.00');

    const form = screen.getByRole('region', { name: 'Record payment' });
    const amount = within(form).getByRole('textbox', { name: 'Amount' });
    fireEvent.change(amount, { target: { value: '12.345' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(await within(form).findByText('Write at most 2 decimals')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(amount, { target: { value: '£1,234.56' } });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Method' }), { target: { value: 'cash' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Payment of £1,234.56 recorded. Balance now -£1,189.56.')).toBeInTheDocument();
    expect(bodyOf(calls, '/api/money/payments')).toMatchObject({
      family_id: 42,
      amount_minor: 123456,
      method: 'cash',
      external_id: null,
    });
    expect(amount).toHaveValue('');
  });

  it('moves a child to another family, named by its reference and children', async () => {
    const { calls } = renderLedger((url, init) => {
      if (url === '/api/money/families/42') return json(200, ledger);
      if (url === '/api/money/families') return json(200, balances);
      if (url === `/api/money/players/${ledger.family.players[0]?.player_id}/family` && init.method === 'PUT')
        return empty(204);
      return json(404, { error: 'Not found' });
    });
    const form = await screen.findByRole('region', { name: 'Move a child to another family' });
    const to = within(form).getByRole('combobox', { name: 'To the family' });
    await waitFor(() => expect(within(to).getAllByRole('option')).toHaveLength(3));
    expect(within(form).getByRole('button', { name: 'Move' })).toBeDisabled();
    fireEvent.change(to, { target: { value: '43' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Move' }));
    const child = ledger.family.players[0]?.player_name ?? '';
    expect(await screen.findByText(`${child} now pays with family TL0004368.`)).toBeInTheDocument();
    expect(bodyOf(calls, `/api/money/players/${ledger.family.players[0]?.player_id}/family`)).toEqual({
      family_id: 43,
    });
  });

  it('records an adjustment with its sign, and a credit without one', async () => {
    const { calls } = renderLedger((url, init) => {
      if (url === '/api/money/families/42') return json(200, ledger);
      if (url === '/api/money/adjustments' && init.method === 'POST')
        return json(201, { entry: ledger.entries[0], balance_minor: 4000 });
      return json(404, { error: 'Not found' });
    });
    const form = await screen.findByRole('region', { name: 'Adjustment or credit' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Amount' }), { target: { value: '12,50' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Reason' }), { target: { value: 'Kit refund' } });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Kind' }), { target: { value: 'credit' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Record' }));
    expect(await screen.findByText('Recorded. Balance now £40.00.')).toBeInTheDocument();
    expect(bodyOf(calls, '/api/money/adjustments')).toMatchObject({
      family_id: 42,
      kind: 'credit',
      amount_minor: 1250,
      description: 'Kit refund',
    });
  });

  it('shows the server’s refusal in the error banner', async () => {
    renderLedger((url) => {
      if (url === '/api/money/families/42') return json(200, ledger);
      return json(400, { error: 'No such family' });
    });
    const form = await screen.findByRole('region', { name: 'Record payment' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Amount' }), { target: { value: '5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('No such family');
  });
});

describe('raising a charge', () => {
  it('previews the instalments as the server splits them, and says what was charged', async () => {
    const { calls } = render('/money/charges', '/money/charges', <MoneyChargesPage />, (url, init) => {
      if (url === '/api/money/families') return json(200, balances);
      if (url === '/api/teams') return json(200, [lions]);
      if (url === '/api/money/team-fees') return json(200, []);
      if (url === '/api/money/charges' && init.method === 'POST')
        return json(201, { families: 3, entries: 6, total_minor: 60000, already_charged: 1 });
      return json(404, { error: 'Not found' });
    });
    const form = await screen.findByRole('region', { name: 'Raise a charge' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Amount' }), { target: { value: '100' } });
    expect(await within(form).findByText('One payment of £100.00')).toBeInTheDocument();
    fireEvent.change(within(form).getByRole('textbox', { name: 'Instalments' }), { target: { value: '3' } });
    expect(await within(form).findByText('3 instalments: 1 of £33.34 and 2 of £33.33')).toBeInTheDocument();

    // No team chosen: the schema's words under the field, nothing sent.
    fireEvent.click(within(form).getByRole('button', { name: 'Raise charge' }));
    expect(await within(form).findByText('Choose a team', { selector: 'p' })).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByRole('combobox', { name: 'Team' })).toHaveTextContent('U12 Lions'));
    fireEvent.change(within(form).getByRole('combobox', { name: 'Team' }), { target: { value: '2' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Description' }), {
      target: { value: 'Season subs 2026/27' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Raise charge' }));
    expect(
      await within(form).findByText('Charged 6 entries to 3 families (£600.00); 1 already charged'),
    ).toBeInTheDocument();
    expect(bodyOf(calls, '/api/money/charges')).toMatchObject({
      scope: 'team',
      team_id: 2,
      category: 'subs',
      description: 'Season subs 2026/27',
      amount_minor: 10000,
      instalments: 3,
      sibling_discount_percent: 0,
    });
  });
});

describe('bank statements', () => {
  const preview = (over: Partial<StatementPreview> = {}): StatementPreview => ({
    format: 'csv',
    columns: ['Date', 'Amount', 'Memo'],
    mapping: {
      delimiter: ',',
      header_row: 1,
      date: 'Date',
      date_format: 'DD/MM/YYYY',
      amount: 'Amount',
      credit: null,
      debit: null,
      description: ['Memo'],
      counterparty: null,
      decimal: '.',
    },
    problems: [],
    lines: [
      {
        row: 2,
        booked_on: '2026-11-20',
        amount_minor: 4500,
        description: 'SUBS TL0004271',
        counterparty: 'P SMITH',
        already_imported: false,
        matched_by: 'reference',
        family_id: 42,
        reference: 'TL0004271',
      },
    ],
    new_credits: 1,
    already_imported: 0,
    debits: 1,
    ...over,
  });

  function upload(content: string) {
    const input = document.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    fireEvent.change(input, { target: { files: [new File([content], 'nov.csv', { type: 'text/csv' })] } });
  }

  function renderStatements(handler: Handler) {
    return render('/money/statements', '/money/statements', <MoneyStatementsPage />, (url, init) => {
      if (url === '/api/money/families') return json(200, balances);
      return handler(url, init);
    });
  }

  it('lists the problems with their rows, and imports nothing until they are fixed', async () => {
    const { calls } = renderStatements((url) => {
      if (url === '/api/money/bank-lines') return json(200, []);
      if (url === '/api/money/statements/preview')
        return json(200, preview({ problems: [{ row: 3, problem: 'Amount is not a number: 12.3x' }] }));
      return json(404, { error: 'Not found' });
    });
    expect(await screen.findByText('No credits to confirm.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Choose a statement file first')).toBeInTheDocument();

    upload('Date,Amount,Memo\n20/11/2026,45.00,SUBS TL0004271\n21/11/2026,12.3x,?');
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nothing can be imported until these are fixed');
    expect(within(alert).getByRole('list', { name: 'Problems in the statement' })).toHaveTextContent(
      'Row 3: Amount is not a number: 12.3x',
    );
    expect(screen.getByRole('button', { name: 'Import 1 credit' })).toBeDisabled();
    expect(bodyOf(calls, '/api/money/statements/preview')).toEqual({
      file_name: 'nov.csv',
      content: 'Date,Amount,Memo\n20/11/2026,45.00,SUBS TL0004271\n21/11/2026,12.3x,?',
    });
  });

  it('asks which column is which when it could not recognise a CSV’s, and previews again with the bank', async () => {
    const { calls } = renderStatements((url) => {
      if (url === '/api/money/bank-lines') return json(200, []);
      if (url === '/api/money/statements/preview') return json(200, preview({ mapping: null }));
      return json(404, { error: 'Not found' });
    });
    await screen.findByText('No credits to confirm.');
    upload('Date,Amount,Memo\n20/11/2026,45.00,SUBS TL0004271');
    fireEvent.change(screen.getByRole('textbox', { name: /Bank/ }), { target: { value: 'Lloyds' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const mapping = await screen.findByRole('region', { name: 'Which column is which' });
    expect(within(mapping).getByRole('combobox', { name: 'Date column' })).toHaveTextContent('DateAmountMemo');
    fireEvent.click(within(mapping).getByRole('button', { name: 'Preview again' }));
    expect(await within(mapping).findAllByText('Choose a column')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Import 1 credit' })).toBeDisabled();

    fireEvent.change(within(mapping).getByRole('combobox', { name: 'Date column' }), { target: { value: 'Date' } });
    fireEvent.change(within(mapping).getByRole('combobox', { name: 'Amount column' }), {
      target: { value: 'Amount' },
    });
    // The description columns are a multi-select; without one the form says so.
    fireEvent.click(within(mapping).getByRole('button', { name: 'Preview again' }));
    expect(await within(mapping).findByText('Choose at least one column')).toBeInTheDocument();

    expect(screen.queryByRole('table', { name: 'Credits in the statement' })).not.toBeInTheDocument();
    fireEvent.click(within(mapping).getByRole('combobox', { name: 'Description columns' }));
    // The columns' dropdown (Mantine's combobox): its options are found by their value.
    const memo = document.querySelector('[role="option"][value="Memo"]');
    if (!memo) throw new Error('no Memo option');
    fireEvent.click(memo);
    fireEvent.click(within(mapping).getByRole('button', { name: 'Preview again' }));
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/money/statements/preview')).toHaveLength(2));
    expect(JSON.parse(calls.filter((c) => c.url === '/api/money/statements/preview')[1]?.body ?? '{}')).toMatchObject({
      bank: 'Lloyds',
      mapping: { date: 'Date', amount: 'Amount', credit: null, description: ['Memo'], delimiter: ',', header_row: 1 },
    });
  });

  it('imports the credits of a recognised statement', async () => {
    const { calls } = renderStatements((url, init) => {
      if (url === '/api/money/bank-lines') return json(200, []);
      if (url === '/api/money/statements/preview') return json(200, preview());
      if (url === '/api/money/statements' && init.method === 'POST')
        return json(201, {
          imported: 1,
          already_imported: 2,
          matched_by_reference: 1,
          matched_by_amount: 0,
          unmatched: 0,
        });
      return json(404, { error: 'Not found' });
    });
    await screen.findByText('No credits to confirm.');
    upload('OFX');
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const table = await screen.findByRole('table', { name: 'Credits in the statement' });
    const row = within(table).getAllByRole('row')[1];
    expect(row).toHaveTextContent('£45.00');
    expect(row).toHaveTextContent('Reference');
    expect(row).toHaveTextContent('TL0004271');
    expect(screen.getByText('1 new credit; 0 already imported; 1 debit left out')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Import 1 credit' }));
    expect(await screen.findByText('Imported 1; 2 already imported')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/money/statements' && c.method === 'POST')).toHaveLength(1);
  });

  it('confirms a credit as the chosen family’s payment, and it leaves the list', async () => {
    let waiting = true;
    const { calls } = renderStatements((url, init) => {
      if (url === '/api/money/bank-lines')
        return json(
          200,
          waiting
            ? [
                {
                  line_id: 11,
                  booked_on: '2026-11-20',
                  amount_minor: 2500,
                  description: 'FOOTBALL',
                  counterparty: 'J JONES',
                  file_name: 'nov.csv',
                  matched_by: 'amount',
                  family_id: 43,
                  reference: 'TL0004368',
                  family_name: null,
                  status: 'to_confirm',
                },
              ]
            : [],
        );
      if (url === '/api/money/bank-lines/11/confirm' && init.method === 'POST') {
        waiting = false;
        return json(200, { entry: ledger.entries[1], balance_minor: 0 });
      }
      return json(404, { error: 'Not found' });
    });
    const line = await screen.findByRole('group', { name: '£25.00 on 20 Nov 2026 from J JONES' });
    expect(within(line).getByText('Amount only')).toBeInTheDocument();
    const family = within(line).getByRole('combobox', { name: 'Family' });
    expect(family).toHaveValue('43');
    fireEvent.change(family, { target: { value: '42' } });
    fireEvent.click(within(line).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('No credits to confirm.')).toBeInTheDocument();
    expect(bodyOf(calls, '/api/money/bank-lines/11/confirm')).toEqual({ family_id: 42 });
  });
});
