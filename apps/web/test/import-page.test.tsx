import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ImportPreview, ImportResult, ImportRow } from '@touchline/domain';
import { ImportPage } from '../src/features/import/import-page';
import { json, stubFetch, type Call } from './fake-fetch';
import { renderRoutes } from './render-app';

function row(n: number, overrides: Partial<ImportRow> = {}): ImportRow {
  return {
    row: n,
    values: {
      player_name: `Zoë Müller ${n}`,
      date_of_birth: '2014-03-14',
      team: 'U10 Lions',
      shirt_number: 7,
      position: 'Midfielder',
      short_name: null,
    },
    action: 'create',
    changes: [],
    errors: [],
    ...overrides,
  };
}

function previewOf(rows: ImportRow[]): ImportPreview {
  const count = (action: string) => rows.filter((r) => r.action === action).length;
  return {
    kind: 'players',
    columns: [],
    ignored_columns: [],
    past_fixtures: 0,
    rows,
    totals: {
      rows: rows.length,
      create: count('create'),
      update: count('update'),
      unchanged: count('unchanged'),
      errors: rows.filter((r) => r.errors.length).length,
    },
  };
}

const good = previewOf([row(2), row(3, { action: 'update', changes: ['Shirt number: 7 → 8'] })]);
const withErrors = previewOf([
  row(2),
  row(3, { action: null, errors: ['Date of birth 31/02/2014 is not a real date: February 2014 has 28 days'] }),
]);
const result: ImportResult = {
  kind: 'players',
  totals: good.totals,
  created_ids: [41],
  updated_ids: [12],
  invited: 0,
};

function renderPage() {
  return renderRoutes([{ path: '/import', element: <ImportPage /> }], '/import');
}

const csvFile = (name = 'players.csv', text = 'Player name;Date of birth\nZoë;14/03/2014\n') =>
  new File([text], name, { type: 'text/csv' });

function choose(file: File) {
  fireEvent.change(screen.getByLabelText('CSV file'), { target: { files: [file] } });
}

/**
 * The screen's own calls: a warm-up an earlier file in this worker left running may ask /api/health meanwhile
 * (files share their worker's modules), which is not this screen's doing.
 */
const screenCallsOnly = { record: (url: string) => url !== '/api/health' };

const bodyOf = (call: Call | undefined) => JSON.parse(call?.body ?? '{}') as { csv?: string };

describe('Import', { timeout: 20_000 }, () => {
  it('previews a chosen file, imports it and sums up what it did', async () => {
    const calls = stubFetch(
      (url) => (url === '/api/import/players/preview' ? json(200, good) : json(200, result)),
      screenCallsOnly,
    );
    renderPage();
    expect(screen.getByRole('heading', { name: 'Import from a Spreadsheet', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/^No file chosen yet\./)).toBeInTheDocument();
    expect(
      screen.getByText(/^Columns: Player name, Date of birth, Team, Shirt number, Position\./),
    ).toBeInTheDocument();

    choose(csvFile());
    const table = await screen.findByRole('table', { name: 'Rows of the file' });
    expect(calls[0]?.url).toBe('/api/import/players/preview');
    expect(bodyOf(calls[0]).csv).toBe('Player name;Date of birth\nZoë;14/03/2014\n');
    expect(screen.getByRole('heading', { name: 'Preview of players.csv', level: 2 })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Row',
      'Action',
      'Player name',
      'Date of birth',
      'Team',
      'Shirt number',
      'Position',
      'Short name',
      'Errors or changes',
    ]);
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('2CreateZoë Müller 22014-03-14U10 Lions7Midfielder—');
    expect(second).toHaveTextContent('Shirt number: 7 → 8');
    expect(screen.getByText('2 rows: 1 to create, 1 to update, 0 unchanged.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Import 2 rows' }));
    expect(
      await screen.findByText('Imported 2 rows from players.csv: 1 created, 1 updated, 0 unchanged.'),
    ).toBeVisible();
    expect(calls[1]?.url).toBe('/api/import/players');
    expect(calls[1]?.method).toBe('POST');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Import another file' }));
    expect(screen.getByText(/^No file chosen yet\./)).toBeInTheDocument();
  });

  it('shows each row’s errors and cannot import while any row has one', async () => {
    stubFetch(() => json(200, withErrors));
    renderPage();
    choose(csvFile());
    const table = await screen.findByRole('table', { name: 'Rows of the file' });
    expect(within(table).getByText('Error')).toBeInTheDocument();
    expect(
      within(table).getByText('Date of birth 31/02/2014 is not a real date: February 2014 has 28 days'),
    ).toBeInTheDocument();
    expect(screen.getByText('2 rows: 1 to create, 0 to update, 0 unchanged, 1 with errors.')).toBeInTheDocument();
    // Which row, named (#28 item 24).
    expect(
      screen.getByText(/^Row \d+ has an error: nothing can be imported while a row has one\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 2 rows' })).toBeDisabled();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Show only the rows with errors' }));
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(table).toHaveTextContent('Zoë Müller 3');
    expect(table).not.toHaveTextContent('Zoë Müller 2');
  });

  it('lists the columns it does not read, never dropping them silently (#28 item 24)', async () => {
    stubFetch(() => json(200, { ...good, ignored_columns: ['Kit size', 'Notes'] }));
    renderPage();
    choose(csvFile());
    await screen.findByRole('table', { name: 'Rows of the file' });
    expect(
      screen.getByText("Not imported: the columns 'Kit size', 'Notes' are not read by this import."),
    ).toBeInTheDocument();
  });

  it('asks whether fixtures dated before today were played, and sends the answer (#28 item 2)', async () => {
    const past = { ...good, kind: 'fixtures' as const, past_fixtures: 2 };
    const calls = stubFetch(
      (url) => (url.endsWith('/preview') ? json(200, past) : json(200, { ...result, kind: 'fixtures' })),
      screenCallsOnly,
    );
    renderPage();
    fireEvent.click(screen.getByRole('radio', { name: 'Fixtures' }));
    choose(csvFile('fixtures.csv'));
    expect(
      await screen.findByText(/^2 of these fixtures are dated before today\. A past fixture counts as played/),
    ).toBeInTheDocument();
    const played = screen.getByRole('checkbox', { name: 'They were played: count all 2' });
    expect(played).not.toBeChecked();
    fireEvent.click(played);
    fireEvent.click(screen.getByRole('button', { name: 'Import 2 rows' }));
    await waitFor(() => expect(calls.map((c) => c.url)).toContain('/api/import/fixtures'));
    const sent = JSON.parse(calls.find((c) => c.url === '/api/import/fixtures')?.body ?? '{}') as object;
    expect(sent).toMatchObject({ played_before_today: true });
  });

  it('previews again when another kind is chosen', async () => {
    const calls = stubFetch(
      (url) => json(200, url.includes('/parents/') ? { ...previewOf([]), kind: 'parents', rows: [] } : good),
      screenCallsOnly,
    );
    renderPage();
    choose(csvFile());
    await screen.findByRole('table', { name: 'Rows of the file' });
    fireEvent.click(screen.getByRole('radio', { name: 'Parents' }));
    expect(screen.getByText(/^Columns: Parent name, Email, Children \(/)).toBeInTheDocument();
    await waitFor(() => expect(calls.map((c) => c.url)).toContain('/api/import/parents/preview'));
    expect(bodyOf(calls[1]).csv).toBe(bodyOf(calls[0]).csv);
    expect(await screen.findByText('0 rows: 0 to create, 0 to update, 0 unchanged.')).toBeInTheDocument();
  });

  it('says in words what is wrong with the file as a whole', async () => {
    const calls = stubFetch(() =>
      json(400, { error: 'The file has no Date of birth column. Its first row must name the columns.' }),
    );
    renderPage();
    choose(csvFile());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file has no Date of birth column. Its first row must name the columns.',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    choose(new File(['x'.repeat(1_200_000)], 'big.csv', { type: 'text/csv' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file is 1,200,000 bytes; the limit is 1,000,000 bytes (1 MB). Split it into smaller files.',
    );
    choose(new File(['PK'], 'players.xlsx', { type: 'application/vnd.ms-excel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^That is not a CSV file\./);
    expect(calls).toHaveLength(1);
  });

  it('shows the rows a refused import names, and imports nothing', async () => {
    stubFetch((url) =>
      url.endsWith('/preview')
        ? json(200, good)
        : json(400, {
            error: '1 row has errors, so nothing was imported. Correct them in the spreadsheet and import it again.',
            preview: withErrors,
          }),
    );
    renderPage();
    choose(csvFile());
    fireEvent.click(await screen.findByRole('button', { name: 'Import 2 rows' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^1 row has errors, so nothing was imported\./);
    expect(await screen.findByText(/February 2014 has 28 days/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 2 rows' })).toBeDisabled();
    expect(screen.queryByText(/^Imported/)).not.toBeInTheDocument();
  });
});
