import { MAX_TEXT } from '../schemas/common';
import type { ImportCells } from './import-columns';
import {
  readChildren,
  readDate,
  readEmail,
  readHomeOrAway,
  readShirtNumber,
  readTime,
  type CellRead,
  type ChildName,
} from './import-values';
import { msg } from '../i18n/translate';

/**
 * One record of an import read on its own, before the server compares it with the club's data: its values when every
 * cell reads, otherwise the errors in words (all of them, so one look at the preview shows everything to correct).
 */
export type RowRead<T> = { ok: true; values: T } | { ok: false; errors: string[] };

/** Collects a row's cells and their errors. */
class RowReader {
  readonly errors: string[] = [];
  constructor(private readonly cells: ImportCells) {}

  /** The cell's text, '' when empty or when the file has no such column. */
  text(key: string): string {
    return this.cells[key] ?? '';
  }

  /** Required text of at most `max` characters. */
  required(key: string, label: string, max = MAX_TEXT): string {
    const text = this.text(key);
    if (text === '') this.errors.push(`${label} is required`);
    else if (text.length > max) this.errors.push(`${label} must be at most ${max} characters`);
    return text;
  }

  /** Optional text: null when empty. */
  optional(key: string, label: string, max = MAX_TEXT): string | null {
    const text = this.text(key);
    if (text.length > max) this.errors.push(`${label} must be at most ${max} characters`);
    return text === '' ? null : text;
  }

  /** A required cell read by `read`; `fallback` stands in for it when it does not read. */
  read<T>(key: string, label: string, read: (text: string) => CellRead<T>, fallback: T): T {
    const text = this.text(key);
    if (text === '') {
      this.errors.push(`${label} is required`);
      return fallback;
    }
    return this.value(read(text), fallback);
  }

  /** An optional cell read by `read`: null when empty. */
  maybe<T>(key: string, read: (text: string) => CellRead<T>): T | null {
    const text = this.text(key);
    return text === '' ? null : this.value(read(text), null);
  }

  private value<T, F>(result: CellRead<T>, fallback: F): T | F {
    if (result.ok) return result.value;
    this.errors.push(result.error);
    return fallback;
  }

  done<T>(values: T): RowRead<T> {
    return this.errors.length ? { ok: false, errors: this.errors } : { ok: true, values };
  }
}

export interface PlayerRowValues {
  player_name: string;
  /** YYYY-MM-DD. */
  date_of_birth: string;
  /** The team's name as written; the server finds the team. */
  team: string;
  shirt_number: number;
  position: string;
  /** Null when empty or when the file has no Short name column. */
  short_name: string | null;
}

export function readPlayerRow(cells: ImportCells): RowRead<PlayerRowValues> {
  const row = new RowReader(cells);
  return row.done({
    player_name: row.required('player_name', 'Player name'),
    date_of_birth: row.read('date_of_birth', 'Date of birth', (t) => readDate('Date of birth', t), ''),
    team: row.required('team', 'Team'),
    shirt_number: row.read('shirt_number', 'Shirt number', readShirtNumber, 0),
    position: row.required('position', 'Position'),
    short_name: row.optional('short_name', 'Short name'),
  });
}

export interface ParentRowValues {
  parent_name: string;
  email: string;
  children: ChildName[];
}

export function readParentRow(cells: ImportCells): RowRead<ParentRowValues> {
  const row = new RowReader(cells);
  const parentName = row.required('parent_name', 'Parent name', 100);
  const email = row.read('email', 'Email', readEmail, '');
  const written = row.text('children');
  const { children, errors } = readChildren(written);
  row.errors.push(...errors);
  if (children.length === 0 && errors.length === 0)
    row.errors.push(msg('Children is required: name at least one child'));
  return row.done({ parent_name: parentName, email, children });
}

export interface FixtureRowValues {
  team: string;
  /** YYYY-MM-DD. */
  date: string;
  opposition: string;
  /** HH:MM. */
  kick_off: string;
  /** Null where the cell is empty: the server keeps what a match has, or fills in the default for a new one. */
  home_or_away: 'Home' | 'Away' | null;
  meet_time: string | null;
  venue: string | null;
  venue_address: string | null;
  kit: string | null;
  match_type: string | null;
  season: string | null;
}

export function readFixtureRow(cells: ImportCells): RowRead<FixtureRowValues> {
  const row = new RowReader(cells);
  return row.done({
    team: row.required('team', 'Team'),
    date: row.read('date', 'Date', (t) => readDate('Date', t), ''),
    opposition: row.required('opposition', 'Opposition'),
    kick_off: row.read('kick_off', 'Kick-off', (t) => readTime('Kick-off', t), ''),
    home_or_away: row.maybe('home_or_away', readHomeOrAway),
    meet_time: row.maybe('meet_time', (t) => readTime('Meet time', t)),
    venue: row.optional('venue', 'Venue'),
    venue_address: row.optional('venue_address', 'Venue address', 500),
    kit: row.optional('kit', 'Kit colours'),
    match_type: row.optional('match_type', 'Match type', 100),
    season: row.optional('season', 'Season', 50),
  });
}

/** Every cell of the record is empty: a blank line of the spreadsheet, skipped. */
export function isBlankRecord(record: readonly string[]): boolean {
  return record.every((cell) => cell.trim() === '');
}
