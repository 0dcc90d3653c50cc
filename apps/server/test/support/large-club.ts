/**
 * A large club for `npm run bench`: at scale 1, 30 teams, 600 players, 1,200 parents, 5 seasons, 3,000 matches with
 * about 60,000 events, 3,000 training sessions and 20,000 availability records. Scale 0.1 gives a tenth of it. The
 * largest club (LARGEST_CLUB, issue #30) is the same club with 100 teams: 2,000 players, 4,000 parents, 10,000
 * matches with about 200,000 events, 10,000 training sessions and 66,000 availability records.
 */
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../src/auth/passwords';
import type { Db } from '../../src/db/open';
import {
  availability,
  lineupPlayers,
  matchEvents,
  matchLineups,
  matches,
  parentPlayerAssociations,
  players,
  seasons,
  teamCoaches,
  teams,
  trainings,
  userTypes,
  users,
} from '../../src/db/schema';

export const BENCH_PASSWORD = 'bench-password-123';

async function insertBatched<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>, size = 1000): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

function isoDay(base: Date, days: number): string {
  const d = new Date(Date.UTC(base.getUTCFullYear(), base.getUTCMonth(), base.getUTCDate() + days));
  return d.toISOString().slice(0, 10);
}

export interface LargeClub {
  coachUsername: string;
  adminUsername: string;
  parentUsername: string;
  livePlayerId: number;
  liveMatchId: number;
  playedMatchId: number;
  counts: Record<string, number>;
}

/** A club's size at scale 1: every team has 20 players, two parents each, and the same seasons and trainings. */
export interface ClubSize {
  teams: number;
  /** Availability records in all (about 33 a player in both clubs). */
  availability: number;
}

/** The large club of every run before #30: keep it as it is, so that earlier figures stay comparable. */
export const LARGE_CLUB: ClubSize = { teams: 30, availability: 20_000 };
/** The largest clubs (#30): 100 teams, 2,000 players, 4,000 parents. */
export const LARGEST_CLUB: ClubSize = { teams: 100, availability: 66_000 };

export async function seedLargeClub(db: Db, scale = 1, size: ClubSize = LARGE_CLUB): Promise<LargeClub> {
  const teamCount = Math.max(3, Math.round(size.teams * scale));
  const playersPerTeam = 20;
  const seasonCount = 5;
  const matchesPerTeamPerSeason = 20;
  const eventsPerMatch = 24;
  const trainingsPerTeam = 100;
  const today = new Date();
  let rnd = 42;
  const random = () => {
    rnd = (rnd * 1_103_515_245 + 12_345) % 2_147_483_648;
    return rnd / 2_147_483_648;
  };

  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const [coach] = await db
    .insert(users)
    .values({ username: 'bench-coach', passwordHash, role: 'user', shortName: 'Bench Coach' })
    .returning({ id: users.userId });
  await db.insert(userTypes).values({ userId: coach?.id as number, type: 'Coach' });

  const teamRows = await db
    .insert(teams)
    .values(
      Array.from({ length: teamCount }, (_, i) => ({
        teamName: `Bench Team ${i + 1}`,
        homeColours: 'Red',
        awayColours: 'Blue',
        ageGroup: `U${8 + (i % 10)}`,
        // Matches of 90 minutes whatever the age group: the events below are laid out on a 90-minute clock.
        matchMinutes: 90,
        clubName: 'Bench FC',
        contactNumber: '0123',
      })),
    )
    .returning({ id: teams.teamId });
  // The bench's coach coaches every team: writes on a team's matches are its coaches' and admins' (decision 116).
  await db.insert(teamCoaches).values(teamRows.map((t) => ({ teamId: t.id, userId: coach?.id as number })));

  const playerValues = teamRows.flatMap((t, ti) =>
    Array.from({ length: playersPerTeam }, (_, i) => ({
      playerName: `Player ${ti + 1}-${i + 1}`,
      playerShortName: `P${ti + 1}.${i + 1}`,
      preferredPosition: i === 0 ? 'Goalkeeper' : 'Midfielder',
      dateOfBirth: `201${ti % 10}-0${1 + (i % 9)}-1${i % 10}`,
      shirtNumber: i + 1,
      teamId: t.id,
    })),
  );
  const playerRows: { id: number; teamId: number }[] = [];
  await insertBatched(playerValues, async (batch) =>
    playerRows.push(
      ...(await db.insert(players).values(batch).returning({ id: players.playerId, teamId: players.teamId })).map(
        (r) => ({ id: r.id, teamId: r.teamId ?? 0 }),
      ),
    ),
  );

  // Two parents per player.
  const parentValues = playerRows.flatMap((_, i) =>
    [0, 1].map((k) => ({
      username: `bench-parent-${i * 2 + k + 1}`,
      email: `bench-parent-${i * 2 + k + 1}@example.org`,
      passwordHash,
      role: 'user' as const,
    })),
  );
  const parentRows: { id: number }[] = [];
  await insertBatched(parentValues, async (batch) =>
    parentRows.push(...(await db.insert(users).values(batch).returning({ id: users.userId }))),
  );
  await insertBatched(
    parentRows.map((p) => ({ userId: p.id, type: 'Parent' as const })),
    (batch) => db.insert(userTypes).values(batch),
  );
  await insertBatched(
    parentRows.map((p, i) => ({ parentUserId: p.id, playerId: (playerRows[Math.floor(i / 2)] as { id: number }).id })),
    (batch) => db.insert(parentPlayerAssociations).values(batch),
  );

  // Five seasons, the last one current and running through today.
  const seasonRows = await db
    .insert(seasons)
    .values(
      Array.from({ length: seasonCount }, (_, i) => {
        const start = isoDay(today, -365 * (seasonCount - 1 - i) - 120);
        const end = isoDay(today, -365 * (seasonCount - 1 - i) + 180);
        return { name: `Season ${i + 1}`, startDate: start, endDate: end, isCurrent: i === seasonCount - 1 };
      }),
    )
    .returning({ id: seasons.seasonId, start: seasons.startDate });

  const matchValues = seasonRows.flatMap((s, si) =>
    teamRows.flatMap((t) =>
      Array.from({ length: matchesPerTeamPerSeason }, (_, k) => ({
        oppositionName: `Opponent ${k + 1}`,
        venueName: 'Bench Park',
        venueAddress: '1 Bench Road',
        homeOrAway: k % 2 === 0 ? ('Home' as const) : ('Away' as const),
        kickOffTime: '10:00',
        meetTime: '09:30',
        colours: 'Red',
        // The current season: 12 played, 8 to come; earlier seasons all played.
        matchDate:
          si === seasonCount - 1 ? isoDay(today, (k - 12) * 7) : isoDay(new Date(`${s.start}T00:00:00Z`), k * 7),
        teamId: t.id,
        matchTypeId: 1,
        seasonId: s.id,
      })),
    ),
  );
  const matchRows: { id: number; teamId: number; date: string }[] = [];
  await insertBatched(matchValues, async (batch) =>
    matchRows.push(
      ...(await db
        .insert(matches)
        .values(batch)
        .returning({ id: matches.matchId, teamId: matches.teamId, date: matches.matchDate })),
    ),
  );

  const squad = new Map<number, number[]>();
  for (const p of playerRows) squad.set(p.teamId, [...(squad.get(p.teamId) ?? []), p.id]);
  const todayIso = isoDay(today, 0);
  const played = matchRows.filter((m) => m.date < todayIso);

  // Lineups (formation 4-4-2, id 9) and about 22 events per played match (about 60,000 at scale 1).
  const formationPositions = (await db.execute(
    sql`select id from formation_positions where formation_id = 9 order by id`,
  )) as unknown as { rows: { id: number }[] };
  const positions = formationPositions.rows.map((r) => r.id);
  await insertBatched(
    played.map((m) => ({ matchId: m.id, formationId: 9 })),
    (batch) => db.insert(matchLineups).values(batch),
  );
  await insertBatched(
    played.flatMap((m) =>
      (squad.get(m.teamId) ?? []).slice(0, 11).map((playerId, i) => ({
        matchId: m.id,
        playerId,
        formationPositionId: positions[i] as number,
        position: 'x',
      })),
    ),
    (batch) => db.insert(lineupPlayers).values(batch),
  );
  const events: (typeof matchEvents.$inferInsert)[] = [];
  for (const m of played) {
    const team = squad.get(m.teamId) ?? [];
    const phase = (eventType: string, minute: number | null) =>
      events.push({ matchId: m.id, kind: 'MATCH_EVENT', eventType, minute });
    phase('LINEUP_CONFIRMED', null);
    phase('GAME_START', 0);
    for (let g = 0; g < eventsPerMatch - 8; g++) {
      const minute = 1 + Math.floor(random() * 88);
      const r = random();
      if (r < 0.5)
        events.push({
          matchId: m.id,
          kind: 'GOAL',
          minute,
          playerId: team[1 + Math.floor(random() * 10)] as number,
          assistPlayerId: team[1 + Math.floor(random() * 10)] as number,
          isOppositionGoal: false,
        });
      else if (r < 0.75)
        events.push({ matchId: m.id, kind: 'GOAL', minute, isOppositionGoal: true, oppositionScorerName: 'Opp' });
      else if (r < 0.9)
        events.push({
          matchId: m.id,
          kind: 'CARD',
          minute,
          playerId: team[Math.floor(random() * 11)] as number,
          cardType: 'YELLOW',
        });
      else
        events.push({
          matchId: m.id,
          kind: 'SUBSTITUTION',
          minute,
          playerId: team[1 + Math.floor(random() * 10)] as number,
          playerOnId: team[11 + Math.floor(random() * 9)] as number,
        });
    }
    phase('HALF_TIME', 45);
    phase('SECOND_HALF_START', 45);
    phase('GAME_END', 90);
    events.push({ matchId: m.id, kind: 'MAN_OF_THE_MATCH', playerId: team[2] as number });
  }
  await insertBatched(events, (batch) => db.insert(matchEvents).values(batch));

  await insertBatched(
    teamRows.flatMap((t) =>
      Array.from({ length: trainingsPerTeam }, (_, k) => ({
        date: isoDay(today, (k - 70) * 3),
        startTime: '18:00',
        endTime: '19:30',
        venue: '3G',
        teamId: t.id,
        seasonId: null,
      })),
    ),
    (batch) => db.insert(trainings).values(batch),
  );

  // About 20,000 availability records for the large club (scaled), unique per player and day.
  const perPlayer = Math.round((size.availability * scale) / playerRows.length) || 1;
  await insertBatched(
    playerRows.flatMap((p, i) =>
      Array.from({ length: perPlayer }, (_, k) => ({
        playerId: p.id,
        unavailableDate: isoDay(today, k * 7 + (i % 7) - 200),
        notes: 'Away',
      })),
    ),
    (batch) => db.insert(availability).values(batch),
  );

  // A match being played today for the live endpoints and goal posts.
  const liveTeam = teamRows[0]?.id as number;
  const [live] = await db
    .insert(matches)
    .values({
      oppositionName: 'Live Rovers',
      venueName: 'Bench Park',
      venueAddress: '1 Bench Road',
      homeOrAway: 'Home',
      kickOffTime: '10:00',
      meetTime: '09:30',
      colours: 'Red',
      matchDate: todayIso,
      teamId: liveTeam,
      matchTypeId: 1,
      seasonId: seasonRows[seasonCount - 1]?.id as number,
    })
    .returning({ id: matches.matchId });
  await db
    .insert(matchEvents)
    .values({ matchId: live?.id as number, kind: 'MATCH_EVENT', eventType: 'GAME_START', minute: 0 });

  return {
    coachUsername: 'bench-coach',
    adminUsername: 'admin',
    parentUsername: 'bench-parent-1',
    livePlayerId: (squad.get(liveTeam) ?? [])[3] as number,
    liveMatchId: live?.id as number,
    playedMatchId: played[played.length - 1]?.id as number,
    counts: {
      teams: teamRows.length,
      players: playerRows.length,
      parents: parentRows.length,
      seasons: seasonRows.length,
      matches: matchRows.length + 1,
      events: events.length,
      trainings: teamRows.length * trainingsPerTeam,
      availability: playerRows.length * perPlayer,
    },
  };
}
