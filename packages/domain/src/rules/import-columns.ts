import type { ImportKind } from '../schemas/import';
import { foldName } from './import-values';

/** One column an import reads: its key in the preview's values, its name in words, and the other names it goes by. */
export interface ImportField {
  key: string;
  label: string;
  /** Other headers read as this column; case, accents, spaces and punctuation do not matter. */
  aliases: readonly string[];
  required: boolean;
  /** What an empty or missing cell means, in words, for the README and the screen. */
  whenEmpty?: string;
  /** How to write the cell, when that needs saying. */
  hint?: string;
}

/** The columns of each kind of import, in the order the README and the preview show them. */
export const importFields = {
  players: [
    { key: 'player_name', label: 'Player name', aliases: ['Name', 'Player', 'Full name'], required: true },
    { key: 'date_of_birth', label: 'Date of birth', aliases: ['DOB', 'Birth date', 'Birthday'], required: true },
    { key: 'team', label: 'Team', aliases: ['Team name', 'Squad'], required: true },
    {
      key: 'shirt_number',
      label: 'Shirt number',
      aliases: ['Shirt', 'Shirt no', 'Number', 'No', 'Squad number'],
      required: true,
    },
    { key: 'position', label: 'Position', aliases: ['Preferred position'], required: true },
    {
      key: 'short_name',
      label: 'Short name',
      aliases: ['Nickname', 'Known as'],
      required: false,
      whenEmpty: 'none for a new player; kept for one already there',
    },
  ],
  parents: [
    { key: 'parent_name', label: 'Parent name', aliases: ['Name', 'Parent', 'Guardian', 'Full name'], required: true },
    { key: 'email', label: 'Email', aliases: ['E-mail', 'Email address', 'Parent email'], required: true },
    {
      key: 'children',
      label: 'Children',
      aliases: ['Child', 'Players', 'Player'],
      required: true,
      hint: 'players’ names separated by semicolons; the date of birth in brackets where two share a name',
    },
  ],
  fixtures: [
    { key: 'team', label: 'Team', aliases: ['Team name', 'Squad'], required: true },
    { key: 'date', label: 'Date', aliases: ['Match date', 'Fixture date'], required: true },
    {
      key: 'opposition',
      label: 'Opposition',
      aliases: ['Opponent', 'Opponents', 'Against', 'Versus', 'Vs'],
      required: true,
    },
    { key: 'kick_off', label: 'Kick-off', aliases: ['KO', 'Kick-off time', 'Time'], required: true },
    {
      key: 'home_or_away',
      label: 'Home/Away',
      aliases: ['Home or away', 'H/A', 'Venue type'],
      required: false,
      whenEmpty: 'Home',
    },
    {
      key: 'meet_time',
      label: 'Meet time',
      aliases: ['Meet', 'Meet-up', 'Meet up time'],
      required: false,
      whenEmpty: '30 minutes before kick-off',
    },
    { key: 'venue', label: 'Venue', aliases: ['Venue name', 'Ground', 'Pitch'], required: false, whenEmpty: 'TBC' },
    { key: 'venue_address', label: 'Venue address', aliases: ['Address'], required: false, whenEmpty: 'TBC' },
    {
      key: 'kit',
      label: 'Kit colours',
      aliases: ['Kit', 'Colours', 'Colors', 'Kit colors'],
      required: false,
      whenEmpty: "the team's home or away colours",
    },
    {
      key: 'match_type',
      label: 'Match type',
      aliases: ['Type', 'Competition'],
      required: false,
      whenEmpty: 'league',
    },
    {
      key: 'season',
      label: 'Season',
      aliases: [],
      required: false,
      whenEmpty: 'the season whose dates hold the match date, if there is one',
    },
  ],
} as const satisfies Record<ImportKind, readonly ImportField[]>;

/** A header as the import compares it: 'Date of birth', 'DATE-OF-BIRTH' and 'date of birth ' are the same. */
export function headerKey(header: string): string {
  return foldName(header).replace(/[^a-z0-9]/g, '');
}

/** A column of the file that the import reads: which field, its place in the row, and its header as written. */
export interface MappedColumn {
  key: string;
  label: string;
  index: number;
  header: string;
}

export interface HeaderMap {
  columns: MappedColumn[];
  /** The headers of the columns the import does not read, as written. */
  ignored: string[];
}

const listOf = (labels: readonly string[]) => labels.join(', ');

/**
 * Which column holds which field, from the header row (names in any case, with or without accents and punctuation,
 * or one of each field's other names). A required column missing, or two columns for one field, is a refusal in
 * words.
 */
export function mapHeader(kind: ImportKind, header: readonly string[]): { map: HeaderMap } | { error: string } {
  const fields: readonly ImportField[] = importFields[kind];
  const byKey = new Map<string, ImportField>();
  for (const field of fields) for (const name of [field.label, ...field.aliases]) byKey.set(headerKey(name), field);
  const columns: MappedColumn[] = [];
  const ignored: string[] = [];
  for (const [index, written] of header.entries()) {
    const field = byKey.get(headerKey(written));
    if (!field) {
      if (written.trim() !== '') ignored.push(written.trim());
      continue;
    }
    const twin = columns.find((c) => c.key === field.key);
    if (twin)
      return { error: `Two columns are read as ${field.label}: '${twin.header}' and '${written.trim()}'. Keep one.` };
    columns.push({ key: field.key, label: field.label, index, header: written.trim() });
  }
  const missing = fields.filter((f) => f.required && !columns.some((c) => c.key === f.key)).map((f) => f.label);
  if (missing.length > 0) {
    const required = fields.filter((f) => f.required).map((f) => f.label);
    const optional = fields.filter((f) => !f.required).map((f) => f.label);
    const column = missing.length === 1 ? 'column' : 'columns';
    return {
      error:
        `The file has no ${listOf(missing)} ${column}. Its first row must name the columns: ${listOf(required)}` +
        (optional.length ? `; optional: ${listOf(optional)}.` : '.'),
    };
  }
  return { map: { columns, ignored } };
}

/** The cells of one record by field key; a field whose column the file lacks is absent. Cells are trimmed. */
export type ImportCells = Partial<Record<string, string>>;

export function cellsOf(map: HeaderMap, record: readonly string[]): ImportCells {
  return Object.fromEntries(map.columns.map((c) => [c.key, (record[c.index] ?? '').trim()]));
}
