import { eq, inArray, sql } from 'drizzle-orm';
import { meetTimeBefore, readDate, readFixtureRow, type ImportRow } from '@touchline/domain';
import { matches, matchTypes, seasons, teams } from '../db/schema';
import { listMatches } from '../routes/matches';
import { today } from '../today';
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

/** The default match type of a new fixture, as the Create Match form and the Saturday generator have it. */
const DEFAULT_MATCH_TYPE = 'league';
/** The venue of a new fixture whose row names none, as the Saturday generator writes it. */
const TO_BE_CONFIRMED = 'TBC';

type Team = { team_id: number; team_name: string; home_colours: string; away_colours: string };
type MatchType = { match_type_id: number; name: string };
type Season = { season_id: number; name: string; start_date: string; end_date: string };

/** A fixture's columns as the import works them out. */
interface Fixture {
  opposition_name: string;
  venue_name: string;
  venue_address: string;
  home_or_away: 'Home' | 'Away';
  kick_off_time: string;
  meet_time: string | null;
  colours: string;
  match_date: string;
  team_id: number;
  match_type_id: number;
  season_id: number | null;
}
type Listed = Awaited<ReturnType<typeof listMatches>>[number];

const keyOf = (teamId: number, date: string) => `${teamId}|${date}`;

/**
 * Fixtures by team and date (decision 100): a new one gets the defaults the row leaves out (Home, meet 30 minutes
 * before kick-off, venue and address TBC, the team's kit for home or away, league, the season holding its date); one
 * already there gets what the row gives and keeps the rest.
 */
export const planFixtures: Planner = async (db, records, context) => {
  // A past fixture the club says was played is held without a record (#28 item 2); one it does not is left as it is.
  const saidPlayed = (f: Fixture) => context.playedBeforeToday === true && f.match_date < today();
  const teamRows: Team[] = await db
    .select({
      team_id: teams.teamId,
      team_name: teams.teamName,
      home_colours: teams.homeColours,
      away_colours: teams.awayColours,
    })
    .from(teams);
  const typeRows: MatchType[] = await db
    .select({ match_type_id: matchTypes.matchTypeId, name: matchTypes.name })
    .from(matchTypes);
  const seasonRows: Season[] = await db
    .select({
      season_id: seasons.seasonId,
      name: seasons.name,
      start_date: seasons.startDate,
      end_date: seasons.endDate,
    })
    .from(seasons);
  const reads = records.map((record) => ({ record, read: readFixtureRow(record.cells) }));
  const dates = [...new Set(reads.flatMap(({ read }) => (read.ok ? [read.values.date] : [])))];
  const onDates = dates.length ? await listMatches(db, inArray(matches.matchDate, dates)) : [];
  const existing = groupBy(onDates, (m) => keyOf(m.team_id, m.match_date));
  const findTeam = nameFinder(teamRows, (t) => t.team_name, { one: 'team', many: 'teams', where: 'Teams' });
  const findType = nameFinder(typeRows, (t) => t.name, {
    one: 'match type',
    many: 'match types',
    where: 'Match Types',
  });
  const findSeason = nameFinder(seasonRows, (s) => s.name, { one: 'season', many: 'seasons', where: 'Seasons' });
  const typeName = new Map(typeRows.map((t) => [t.match_type_id, t.name]));
  const seasonName = new Map(seasonRows.map((s) => [s.season_id, s.name]));
  const inFile = new FileKeys();
  const rows: ImportRow[] = [];
  const creates: Fixture[] = [];
  const updates: { before: Listed; fixture: Fixture }[] = [];

  for (const { record, read } of reads) {
    const { cells } = record;
    // The team, match type and season are looked for even when another cell is wrong: every error at once.
    const team = cells.team ? findTeam(cells.team) : null;
    const type = findType(cells.match_type || DEFAULT_MATCH_TYPE);
    const season = cells.season ? findSeason(cells.season) : null;
    const date = cells.date ? readDate('Date', cells.date) : null;
    const key = team && 'found' in team && date?.ok ? keyOf(team.found.team_id, date.value) : null;
    const first = key ? inFile.firstRow(key, record.row) : undefined;
    const same = key ? (existing.get(key) ?? []) : [];
    const errors = [
      ...(read.ok ? [] : read.errors),
      ...[team, type, season].flatMap((found) => (found && 'error' in found ? [found.error] : [])),
      ...(first !== undefined ? [`Row ${first} is the same team on the same date: keep one of the two rows`] : []),
      ...(same.length > 1
        ? [`${cells.team} already has ${same.length} matches on ${cells.date}: change them under Match Management`]
        : []),
    ];
    if (!read.ok || errors.length || !team || 'error' in team || 'error' in type || (season && 'error' in season)) {
      rows.push(rowWithErrors(record.row, writtenValues(record), errors));
      continue;
    }
    const v = read.values;
    const [before] = same;
    const homeOrAway = v.home_or_away ?? before?.home_or_away ?? 'Home';
    const kit = homeOrAway === 'Home' ? team.found.home_colours : team.found.away_colours;
    const seasonId = season ? season.found.season_id : before ? before.season_id : seasonHolding(seasonRows, v.date);
    const fixture: Fixture = {
      opposition_name: v.opposition,
      venue_name: v.venue ?? before?.venue_name ?? TO_BE_CONFIRMED,
      venue_address: v.venue_address ?? before?.venue_address ?? TO_BE_CONFIRMED,
      home_or_away: homeOrAway,
      kick_off_time: v.kick_off,
      meet_time: v.meet_time ?? before?.meet_time ?? meetTimeBefore(v.kick_off),
      colours: v.kit ?? before?.colours ?? kit,
      match_date: v.date,
      team_id: team.found.team_id,
      match_type_id: v.match_type || !before ? type.found.match_type_id : before.match_type_id,
      season_id: seasonId,
    };
    const preview = {
      team: v.team,
      date: v.date,
      opposition: v.opposition,
      kick_off: v.kick_off,
      home_or_away: fixture.home_or_away,
      meet_time: fixture.meet_time,
      venue: fixture.venue_name,
      venue_address: fixture.venue_address,
      kit: fixture.colours,
      match_type: typeName.get(fixture.match_type_id) ?? null,
      season: fixture.season_id === null ? null : (seasonName.get(fixture.season_id) ?? null),
    };
    if (!before) {
      creates.push(fixture);
      rows.push(plannedRow(record.row, preview, false));
      continue;
    }
    const changes = changesBetween([
      { label: 'Opposition', before: before.opposition_name, after: fixture.opposition_name },
      { label: 'Kick-off', before: before.kick_off_time, after: fixture.kick_off_time },
      { label: 'Home/Away', before: before.home_or_away, after: fixture.home_or_away },
      { label: 'Meet time', before: before.meet_time, after: fixture.meet_time },
      { label: 'Venue', before: before.venue_name, after: fixture.venue_name },
      { label: 'Venue address', before: before.venue_address, after: fixture.venue_address },
      { label: 'Kit colours', before: before.colours, after: fixture.colours },
      {
        label: 'Match type',
        before: typeName.get(before.match_type_id) ?? null,
        after: typeName.get(fixture.match_type_id) ?? null,
      },
      {
        label: 'Season',
        before: before.season_id === null ? null : (seasonName.get(before.season_id) ?? null),
        after: fixture.season_id === null ? null : (seasonName.get(fixture.season_id) ?? null),
      },
    ]);
    if (changes.length) updates.push({ before, fixture });
    rows.push(plannedRow(record.row, preview, true, changes));
  }

  const columnsOf = (f: Fixture) => ({
    oppositionName: f.opposition_name,
    venueName: f.venue_name,
    venueAddress: f.venue_address,
    homeOrAway: f.home_or_away,
    kickOffTime: f.kick_off_time,
    meetTime: f.meet_time,
    colours: f.colours,
    matchDate: f.match_date,
    teamId: f.team_id,
    matchTypeId: f.match_type_id,
    seasonId: f.season_id,
  });

  return {
    rows,
    async write(tx, request) {
      const made = creates.length
        ? await tx
            .insert(matches)
            .values(creates.map((f) => ({ ...columnsOf(f), saidPlayed: saidPlayed(f) })))
            .returning({ id: matches.matchId, teamId: matches.teamId, date: matches.matchDate })
        : [];
      const idOf = new Map(made.map((m) => [keyOf(m.teamId, m.date), m.id]));
      for (const { before, fixture } of updates)
        await tx
          .update(matches)
          .set({
            ...columnsOf(fixture),
            ...(saidPlayed(fixture) && { saidPlayed: true }),
            revision: sql`${matches.revision} + 1`,
            updatedAt: new Date(),
          })
          .where(eq(matches.matchId, before.match_id));
      const written = {
        created_ids: creates.map((f) => idOf.get(keyOf(f.team_id, f.match_date)) ?? 0),
        updated_ids: updates.map((u) => u.before.match_id),
      };
      const ids = [...written.created_ids, ...written.updated_ids];
      const after = ids.length ? await listMatches(tx, inArray(matches.matchId, ids)) : [];
      const audited = { before: updates.map((u) => u.before), after };
      await auditImport(tx, request, 'matches', written, audited, (m) => m.match_id);
      return written;
    },
  };
};

/** The season whose dates hold the date, when exactly one does; null otherwise. */
function seasonHolding(seasonRows: readonly Season[], date: string): number | null {
  const holding = seasonRows.filter((s) => s.start_date <= date && date <= s.end_date);
  return holding.length === 1 ? (holding[0]?.season_id ?? null) : null;
}
