import { afterEach, describe, expect, it, vi } from 'vitest';
import { download, fetchDownload, filenameFromContentDisposition } from '../src/api/downloads';
import { HttpError } from '../src/api/http';
import { json, stubFetch } from './fake-fetch';

describe('filenameFromContentDisposition', () => {
  it.each([
    ['attachment; filename="match-12.ics"', 'match-12.ics'],
    ['attachment; filename=match-12.ics', 'match-12.ics'],
    ['attachment;filename = "touchline player 4.json" ', 'touchline player 4.json'],
    ['ATTACHMENT; FILENAME="Upper.ics"', 'Upper.ics'],
    ['attachment; filename="say \\"hi\\".txt"', 'say _hi_.txt'],
    ['inline; filename="a.ics"; size=10', 'a.ics'],
  ])('reads %s', (header, name) => {
    expect(filenameFromContentDisposition(header)).toBe(name);
  });

  it('prefers filename* (UTF-8, percent-encoded) over filename, wherever it stands', () => {
    expect(
      filenameFromContentDisposition(`attachment; filename*=UTF-8''Z%C3%BCrich%20match.ics; filename="fallback.ics"`),
    ).toBe('Zürich match.ics');
    expect(
      filenameFromContentDisposition(`attachment; filename="fallback.ics"; filename*=utf-8'en'caf%C3%A9.json`),
    ).toBe('café.json');
  });

  it('falls back to filename when filename* cannot be read', () => {
    expect(filenameFromContentDisposition(`attachment; filename*=ISO-8859-1''caf%E9.ics; filename="cafe.ics"`)).toBe(
      'cafe.ics',
    );
    expect(filenameFromContentDisposition(`attachment; filename*=UTF-8''%E0%A4%A; filename="ok.ics"`)).toBe('ok.ics');
  });

  it('keeps the name inside the downloads folder', () => {
    expect(filenameFromContentDisposition('attachment; filename="../../etc/passwd"')).toBe('_.._etc_passwd');
    expect(filenameFromContentDisposition('attachment; filename="C:\\\\temp\\\\x.ics"')).toBe('C_temp_x.ics');
    expect(filenameFromContentDisposition(`attachment; filename*=UTF-8''a%2Fb%0A.ics`)).toBe('a_b_.ics');
  });

  it('answers null when there is no usable name', () => {
    expect(filenameFromContentDisposition(null)).toBeNull();
    expect(filenameFromContentDisposition('')).toBeNull();
    expect(filenameFromContentDisposition('attachment')).toBeNull();
    expect(filenameFromContentDisposition('attachment; filename=""')).toBeNull();
    expect(filenameFromContentDisposition('attachment; filename="/"')).toBeNull();
    expect(filenameFromContentDisposition('attachment; filename=".."')).toBeNull();
  });
});

describe('fetchDownload', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('sends the token cookie as bearer and answers the body under the server-given name', async () => {
    document.cookie = 'token=tok1; path=/';
    const calls = stubFetch(
      () =>
        new Response('BEGIN:VCALENDAR', {
          status: 200,
          headers: { 'Content-Type': 'text/calendar', 'Content-Disposition': 'attachment; filename="match-7.ics"' },
        }),
    );
    const file = await fetchDownload('/matches/7/calendar', 'fallback.ics', 'Failed');
    expect(calls[0]?.url).toBe('/api/matches/7/calendar');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer tok1');
    expect(file.filename).toBe('match-7.ics');
    expect(await file.blob.text()).toBe('BEGIN:VCALENDAR');
  });

  it('uses the fallback name when the server gives none', async () => {
    stubFetch(() => new Response('{}', { status: 200 }));
    expect((await fetchDownload('/x', 'touchline-user-3.json', 'Failed')).filename).toBe('touchline-user-3.json');
  });

  it("throws the server's error text, or the given failure", async () => {
    stubFetch(() => json(404, { error: 'Not found' }));
    await expect(fetchDownload('/x', 'a', 'Failed to export data')).rejects.toMatchObject({
      message: 'Not found',
      status: 404,
    });
    stubFetch(() => new Response('oops', { status: 500 }));
    await expect(fetchDownload('/x', 'a', 'Failed to export data')).rejects.toMatchObject({
      message: 'Failed to export data',
      status: 500,
    });
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await fetchDownload('/x', 'a', 'Failed to export data').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ message: 'Failed to export data', kind: 'network' });
  });

  it('download() saves the file through a temporary link', async () => {
    stubFetch(
      () =>
        new Response('{"a":1}', { status: 200, headers: { 'Content-Disposition': 'attachment; filename="p.json"' } }),
    );
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    await download('/admin/players/1/export', 'x.json', 'Failed');
    expect(clicked).toEqual([{ href: 'blob:test', download: 'p.json' }]);
    expect(document.querySelector('a[download]')).toBeNull();
  });
});
