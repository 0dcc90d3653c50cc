import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { CSV_BOM, csvBlob, csvCell, csvFileName, downloadCsv, toCsv } from '../src/ui/csv/csv';
import type { CsvColumn } from '../src/ui/csv/csv';
import { DownloadCsvButton } from '../src/ui/csv/download-csv-button';
import { theme } from '../src/theme';

interface Row {
  id: number;
  name: string;
  note: string | null;
}

const columns: CsvColumn<Row>[] = [
  { header: 'id', value: (r) => r.id },
  { header: 'name', value: (r) => r.name },
  { header: 'note', value: (r) => r.note },
];

describe('CSV building', () => {
  it('writes the header row first and CRLF after every record', () => {
    expect(toCsv(columns, [{ id: 1, name: 'Sam', note: null }])).toBe('id,name,note\r\n1,Sam,\r\n');
    expect(toCsv(columns, [])).toBe('id,name,note\r\n');
  });

  it('quotes fields with commas, quotes or line breaks and doubles inner quotes (RFC 4180)', () => {
    expect(csvCell('Smith, Sam')).toBe('"Smith, Sam"');
    expect(csvCell('The "Rocket"')).toBe('"The ""Rocket"""');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
    expect(csvCell('plain')).toBe('plain');
    expect(toCsv(columns, [{ id: 2, name: 'O"Neil, Jo', note: 'x' }])).toBe('id,name,note\r\n2,"O""Neil, Jo",x\r\n');
  });

  it('writes numbers, booleans, empty values and ISO dates', () => {
    expect(csvCell(0)).toBe('0');
    expect(csvCell(45.5)).toBe('45.5');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(new Date(Date.UTC(2031, 2, 14)))).toBe('2031-03-14');
    expect(csvCell(new Date(Date.UTC(2031, 2, 14, 9, 30)))).toBe('2031-03-14T09:30:00.000Z');
    expect(csvCell('2031-03-14')).toBe('2031-03-14');
  });

  it('keeps a spreadsheet from running text as a formula', () => {
    expect(csvCell('=SUM(A1:A2)')).toBe("'=SUM(A1:A2)");
    expect(csvCell('+44 1234')).toBe("'+44 1234");
    expect(csvCell('@home')).toBe("'@home");
    expect(csvCell('-1,2')).toBe('"\'-1,2"');
    expect(csvCell(-3)).toBe('-3');
  });

  it('starts the file with the UTF-8 byte-order mark and keeps accents', async () => {
    const blob = csvBlob(toCsv(columns, [{ id: 1, name: 'Zoë Åberg', note: null }]));
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = await blob.text();
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text.slice(1)).toBe('id,name,note\r\n1,Zoë Åberg,\r\n');
  });

  it('names the file with the local date', () => {
    expect(csvFileName('player-targets', new Date(2031, 0, 5, 23, 59))).toBe('player-targets-2031-01-05.csv');
  });
});

describe('downloading', () => {
  afterEach(() => vi.restoreAllMocks());

  it('clicks a link to an object URL with the file name', () => {
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob: Blob | MediaSource) => {
      if (blob instanceof Blob) created.push(blob);
      return 'blob:csv';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    downloadCsv('report.csv', columns, [{ id: 1, name: 'Sam', note: null }]);
    expect(clicked).toEqual([{ href: 'blob:csv', download: 'report.csv' }]);
    expect(created[0]?.type).toBe('text/csv;charset=utf-8');
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it("offers 'Download CSV'", () => {
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:x');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    render(
      <MantineProvider theme={theme} env="test">
        <DownloadCsvButton fileBase="top-scorers" columns={columns} rows={[]} />
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(click).toHaveBeenCalledTimes(1);
  });
});
