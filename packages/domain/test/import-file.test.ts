import { describe, expect, it } from 'vitest';
import {
  cellsOf,
  csvTextProblem,
  delimiterOf,
  fileTooLarge,
  formatFileSize,
  headerKey,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_LINES,
  lineCount,
  tooManyLines,
  mapHeader,
  utf8Size,
  withoutByteOrderMark,
} from '../src';

describe('the delimiter, chosen by the header line', () => {
  it('is a semicolon when the header has more semicolons than commas, a comma otherwise', () => {
    expect(delimiterOf('Player name;Date of birth;Team\r\na,b,c,d,e;1;2')).toBe(';');
    expect(delimiterOf('\uFEFFPlayer name;Team')).toBe(';');
    expect(delimiterOf('Player name,Date of birth;Team,Position')).toBe(',');
    expect(delimiterOf('Player name')).toBe(',');
  });

  it('does not count what is quoted', () => {
    expect(delimiterOf('"Name; full";"Team, or squad",Position')).toBe(',');
    expect(delimiterOf('"a,b,c";Team;Position')).toBe(';');
  });
});

describe('the file as a whole', () => {
  it('loses its byte-order mark', () => {
    expect(withoutByteOrderMark('\uFEFFName')).toBe('Name');
    expect(withoutByteOrderMark('Name')).toBe('Name');
  });

  it('counts UTF-8 bytes', () => {
    expect(utf8Size('abc')).toBe(3);
    expect(utf8Size('Zoë')).toBe(4);
    expect(utf8Size('\uFEFF')).toBe(3);
    expect(utf8Size('⚽')).toBe(3);
    expect(utf8Size('😀')).toBe(4);
  });

  it('is refused over 1 MB, in words that say the size and the limit exactly', () => {
    expect(fileTooLarge('a'.repeat(IMPORT_MAX_BYTES))).toBeNull();
    expect(fileTooLarge('a'.repeat(1_400_000))).toBe(
      'The file is 1,400,000 bytes; the limit is 1,000,000 bytes (1 MB). Split it into smaller files.',
    );
    expect(fileTooLarge('a'.repeat(IMPORT_MAX_BYTES + 1))).toBe(
      'The file is 1,000,001 bytes; the limit is 1,000,000 bytes (1 MB). Split it into smaller files.',
    );
    expect(formatFileSize(830_200)).toBe('830 KB');
  });

  it('counts lines ended by CR LF, LF or CR, and a last line without an ending', () => {
    expect(lineCount('')).toBe(0);
    expect(lineCount('a')).toBe(1);
    expect(lineCount('a\n')).toBe(1);
    expect(lineCount('a\r\nb\rc\nd')).toBe(4);
    expect(lineCount('\n\n\n')).toBe(3);
    expect(tooManyLines('\n'.repeat(IMPORT_MAX_LINES))).toBeNull();
    expect(tooManyLines('\r\n'.repeat(IMPORT_MAX_LINES + 1))).toBe(
      'The file has 10,001 lines; the import reads at most 10,000 lines a file, blank ones included. ' +
        'Split it into smaller files.',
    );
  });

  it('says when it is empty or not UTF-8', () => {
    expect(csvTextProblem('\uFEFF \r\n')).toBe('The file is empty');
    expect(csvTextProblem('Player name\r\nZo\uFFFD')).toMatch(/^The file is not saved as UTF-8/);
    expect(csvTextProblem('Player name\r\nZoë')).toBeNull();
  });
});

describe('mapHeader', () => {
  it('reads friendly column names in any case, with or without accents and punctuation', () => {
    expect(headerKey(' Date-of-Birth ')).toBe(headerKey('date of birth'));
    const read = mapHeader('players', ['PLAYER NAME', 'dob', 'Squad', 'Shirt no.', 'position', 'Notes', '']);
    expect(read).toEqual({
      map: {
        columns: [
          { key: 'player_name', label: 'Player name', index: 0, header: 'PLAYER NAME' },
          { key: 'date_of_birth', label: 'Date of birth', index: 1, header: 'dob' },
          { key: 'team', label: 'Team', index: 2, header: 'Squad' },
          { key: 'shirt_number', label: 'Shirt number', index: 3, header: 'Shirt no.' },
          { key: 'position', label: 'Position', index: 4, header: 'position' },
        ],
        ignored: ['Notes'],
      },
    });
    if (!('map' in read)) throw new Error('not read');
    expect(cellsOf(read.map, [' Zoë ', '14/03/2014', 'U10', '7'])).toEqual({
      player_name: 'Zoë',
      date_of_birth: '14/03/2014',
      team: 'U10',
      shirt_number: '7',
      position: '',
    });
  });

  it('names the missing columns, and what the first row must hold', () => {
    expect(mapHeader('players', ['Name', 'Team'])).toEqual({
      error:
        'The file has no Date of birth, Shirt number, Position columns. Its first row must name the columns: ' +
        'Player name, Date of birth, Team, Shirt number, Position; optional: Short name.',
    });
    expect(mapHeader('parents', ['Parent name', 'Email'])).toEqual({
      error: 'The file has no Children column. Its first row must name the columns: Parent name, Email, Children.',
    });
  });

  it('refuses two columns for one field', () => {
    expect(mapHeader('fixtures', ['Team', 'Date', 'Opponent', 'Opposition', 'KO'])).toEqual({
      error: "Two columns are read as Opposition: 'Opponent' and 'Opposition'. Keep one.",
    });
  });
});
