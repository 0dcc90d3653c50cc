import { describe, expect, it } from 'vitest';
import {
  columnsHelp,
  importButtonText,
  limitsText,
  looksLikeCsv,
  resultText,
  totalsText,
} from '../src/features/import/import-texts';

describe('the Import screen’s words', () => {
  it('names the columns of each kind, with what an empty optional one means', () => {
    expect(columnsHelp('players')).toBe(
      'Columns: Player name, Date of birth, Team, Shirt number, Position. ' +
        'Optional: Short name (if empty: none for a new player; kept for one already there).',
    );
    expect(columnsHelp('parents')).toBe(
      'Columns: Parent name, Email, Children (players’ names separated by semicolons; the date of birth in brackets ' +
        'where two share a name).',
    );
    expect(columnsHelp('fixtures')).toMatch(
      /^Columns: Team, Date, Opposition, Kick-off\. Optional: Home\/Away \(if empty: Home\); /,
    );
  });

  it('says the limits of each kind', () => {
    expect(limitsText('players')).toBe('At most 1 MB, 2,000 rows and 10,000 lines a file.');
    expect(limitsText('parents')).toBe('At most 1 MB, 2,000 rows and 10,000 lines a file.');
  });

  it('counts rows in words, one or many', () => {
    expect(totalsText({ rows: 1, create: 0, update: 0, unchanged: 1, errors: 0 })).toBe(
      '1 row: 0 to create, 0 to update, 1 unchanged.',
    );
    expect(importButtonText(1)).toBe('Import 1 row');
    expect(importButtonText(3)).toBe('Import 3 rows');
    expect(
      resultText(
        {
          kind: 'fixtures',
          totals: { rows: 3, create: 3, update: 0, unchanged: 0, errors: 0 },
          created_ids: [],
          updated_ids: [],
          invited: 0,
        },
        'fixtures.csv',
      ),
    ).toBe('Imported 3 rows from fixtures.csv: 3 created, 0 updated, 0 unchanged.');
  });

  it('takes .csv and .txt files and text types, not spreadsheets', () => {
    expect(looksLikeCsv({ name: 'Players.CSV', type: '' })).toBe(true);
    expect(looksLikeCsv({ name: 'export', type: 'text/csv' })).toBe(true);
    expect(looksLikeCsv({ name: 'players.xlsx', type: 'application/vnd.ms-excel' })).toBe(false);
  });
});
