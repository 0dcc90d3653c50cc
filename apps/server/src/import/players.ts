import { eq, inArray } from 'drizzle-orm';
import {
  foldName,
  readDate,
  readPlayerRow,
  type ImportRow,
  type Player,
  type PlayerRowValues,
} from '@touchline/domain';
import { players, teams } from '../db/schema';
import { listPlayers } from '../routes/players';
import {
  changesBetween,
  FileKeys,
  groupBy,
  auditImport,
  nameFinder,
  plannedRow,
  rowWithErrors,
  writtenValues,
  type Planner,
} from './plan';

type Team = { teamId: number; teamName: string };

/** A player's natural key: name (accents, case and spacing ignored), date of birth and team. */
const keyOf = (name: string, dateOfBirth: string, teamId: number) => `${foldName(name)}|${dateOfBirth}|${teamId}`;

const previewOf = (v: PlayerRowValues) => ({
  player_name: v.player_name,
  date_of_birth: v.date_of_birth,
  team: v.team,
  shirt_number: v.shirt_number,
  position: v.position,
  short_name: v.short_name,
});

/**
 * Players by name (accents, case and spacing ignored), date of birth and team (decision 100): a new one is created;
 * one already there keeps its name as the club spelled it and gets the file's shirt number, position and (when
 * given) short name.
 */
export const planPlayers: Planner = async (db, records, { auth }) => {
  const teamRows: Team[] = await db.select({ teamId: teams.teamId, teamName: teams.teamName }).from(teams);
  const all = await listPlayers(db, auth);
  // An erased player has no date of birth, so no row of a file matches them.
  const existing = groupBy(all, (p) => (p.date_of_birth ? keyOf(p.player_name, p.date_of_birth, p.team_id) : ''));
  const findTeam = nameFinder(teamRows, (t) => t.teamName, { one: 'team', many: 'teams', where: 'Teams' });
  const inFile = new FileKeys();
  const rows: ImportRow[] = [];
  const creates: (PlayerRowValues & { key: string; teamId: number })[] = [];
  const updates: { before: Player; values: PlayerRowValues }[] = [];

  for (const record of records) {
    const { cells } = record;
    const read = readPlayerRow(cells);
    // The team and the natural key are worked out even when another cell is wrong: the preview shows every error.
    const team = cells.team ? findTeam(cells.team) : null;
    const found = team && 'found' in team ? team.found : null;
    const born = cells.date_of_birth ? readDate('Date of birth', cells.date_of_birth) : null;
    const key = cells.player_name && born?.ok && found ? keyOf(cells.player_name, born.value, found.teamId) : null;
    const first = key ? inFile.firstRow(key, record.row) : undefined;
    const matches = key ? (existing.get(key) ?? []) : [];
    const errors = [
      ...(read.ok ? [] : read.errors),
      ...(team && 'error' in team ? [team.error] : []),
      ...(first !== undefined
        ? [`Row ${first} is the same player (name, date of birth and team): keep one of the two rows`]
        : []),
      ...(matches.length > 1
        ? [`${matches.length} players of ${found?.teamName} already have this name and date of birth`]
        : []),
    ];
    if (!read.ok || errors.length || !key || !found) {
      rows.push(rowWithErrors(record.row, read.ok ? previewOf(read.values) : writtenValues(record), errors));
      continue;
    }
    const v = read.values;
    const [before] = matches;
    if (!before) {
      creates.push({ ...v, key, teamId: found.teamId });
      rows.push(plannedRow(record.row, previewOf(v), false));
      continue;
    }
    const changes = changesBetween([
      { label: 'Shirt number', before: before.shirt_number, after: v.shirt_number },
      { label: 'Position', before: before.preferred_position, after: v.position },
      { label: 'Short name', before: before.player_short_name, after: v.short_name },
    ]);
    if (changes.length) updates.push({ before, values: v });
    rows.push(plannedRow(record.row, previewOf(v), true, changes));
  }

  return {
    rows,
    async write(tx, request) {
      const made = creates.length
        ? await tx
            .insert(players)
            .values(
              creates.map((c) => ({
                playerName: c.player_name,
                playerShortName: c.short_name,
                preferredPosition: c.position,
                dateOfBirth: c.date_of_birth,
                shirtNumber: c.shirt_number,
                teamId: c.teamId,
              })),
            )
            .returning({
              id: players.playerId,
              name: players.playerName,
              dob: players.dateOfBirth,
              team: players.teamId,
            })
        : [];
      const idOf = new Map(made.map((m) => [keyOf(m.name, m.dob ?? '', m.team ?? 0), m.id]));
      // The name is the key: it matched, so the club's own spelling (accents and all) stays; an empty short name too.
      for (const { before, values } of updates)
        await tx
          .update(players)
          .set({
            playerShortName: values.short_name ?? before.player_short_name,
            preferredPosition: values.position,
            shirtNumber: values.shirt_number,
          })
          .where(eq(players.playerId, before.player_id));
      const written = {
        created_ids: creates.map((c) => idOf.get(c.key) ?? 0),
        updated_ids: updates.map((u) => u.before.player_id),
      };
      const ids = [...written.created_ids, ...written.updated_ids];
      const after = ids.length ? await listPlayers(tx, auth, inArray(players.playerId, ids)) : [];
      const audited = { before: updates.map((u) => u.before), after };
      await auditImport(tx, request, 'players', written, audited, (p) => p.player_id);
      return written;
    },
  };
};
