import { eq } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords';
import { defaultMatchMinutes, halfLength } from '@touchline/domain';
import { clubDateTime } from '../../club-time';
import type { Db } from '../open';
import {
  availability,
  demoRows,
  formationPositions,
  lineupPlayers,
  matchLineups,
  matchEvents,
  matches,
  oppositionTeams,
  parentPlayerAssociations,
  players,
  playerConsents,
  playerMedical,
  seasons,
  teamCoaches,
  teams,
  trainings,
  userTypes,
  users,
} from '../schema';
import { addDays, isoDate, seasonFor, weekdaysBetween } from './dates';
import { firstNames, lastNames, oppositionClubs, positions } from './names';
import { seedDemoMoney } from './demo-money';
import { seedDemoYear } from './demo-year';

/** A small deterministic random source, so the demo club is the same on every new database of the same day. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const teamDefs = [
  {
    name: 'Riverside U10 Lions',
    age: 'U10',
    home: 'Red and white',
    away: 'All black',
    kickOff: '10:00',
    birthYear: 2017,
  },
  {
    name: 'Riverside U12 Tigers',
    age: 'U12',
    home: 'Red and white',
    away: 'Yellow and black',
    kickOff: '11:00',
    birthYear: 2015,
  },
  {
    name: 'Riverside U14 Eagles',
    age: 'U14',
    home: 'Red and white',
    away: 'Sky blue',
    kickOff: '12:30',
    birthYear: 2013,
  },
];
const PLAYERS_PER_TEAM = 13;

function minusMinutes(time: string, minutes: number): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const total = h * 60 + m - minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * The demo club: 3 teams of 13 players, their coaches, parents linked to children, one player account,
 * a current season with past results (full event timelines) and future fixtures, training twice a week,
 * and a few availability records. Returns the demo usernames worth signing in with.
 */
export async function seedDemoClub(
  db: Db,
  { password, today, currency = 'GBP' }: { password: string; today: Date; currency?: string },
): Promise<string[]> {
  const random = mulberry32(20_260_801);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

  const insertedTeams = await db
    .insert(teams)
    .values(
      teamDefs.map((t) => ({
        teamName: t.name,
        homeColours: t.home,
        awayColours: t.away,
        ageGroup: t.age,
        clubName: 'Riverside FC',
        contactNumber: '01234 567890',
      })),
    )
    .returning({ teamId: teams.teamId, ageGroup: teams.ageGroup });

  const playerRows = insertedTeams.flatMap(({ teamId }, teamIndex) =>
    Array.from({ length: PLAYERS_PER_TEAM }, (_, i) => {
      const first = firstNames[(teamIndex * PLAYERS_PER_TEAM + i) % firstNames.length] as string;
      const last = lastNames[(teamIndex * 7 + i * 3) % lastNames.length] as string;
      const month = String(1 + Math.floor(random() * 12)).padStart(2, '0');
      const day = String(1 + Math.floor(random() * 28)).padStart(2, '0');
      return {
        playerName: `${first} ${last}`,
        playerShortName: `${first} ${last[0]}.`,
        preferredPosition: i === 0 ? 'Goalkeeper' : (positions[i % positions.length] as string),
        dateOfBirth: `${teamDefs[teamIndex]?.birthYear}-${month}-${day}`,
        shirtNumber: i + 1,
        teamId,
      };
    }),
  );
  const insertedPlayers = await db
    .insert(players)
    .values(playerRows)
    .returning({ playerId: players.playerId, teamId: players.teamId });
  const squad = (teamId: number) => insertedPlayers.filter((p) => p.teamId === teamId).map((p) => p.playerId);

  // Accounts. One hash for the shared demo password keeps start-up fast.
  const passwordHash = await hashPassword(password);
  const parentCount = 20;
  const accountDefs: { username: string; shortName: string; types: ('Player' | 'Parent' | 'Coach')[] }[] = [
    { username: 'coach1', shortName: 'Coach Dan', types: ['Coach'] },
    { username: 'coach2', shortName: 'Coach Amy', types: ['Parent', 'Coach'] },
    { username: 'coach3', shortName: 'Coach Raj', types: ['Coach'] },
    // The club's treasurer (decision 133): keeps the money, coaches nobody, has no child here.
    { username: 'treasurer1', shortName: 'Treasurer Val', types: [] },
    { username: 'player1', shortName: 'Sam (player)', types: ['Player'] },
    ...Array.from({ length: parentCount }, (_, i) => ({
      username: `parent${i + 1}`,
      shortName: `${pick(firstNames)} ${lastNames[(i * 5) % lastNames.length]}`,
      types: ['Parent' as const],
    })),
  ];
  const insertedUsers = await db
    .insert(users)
    .values(
      accountDefs.map((a) => ({
        username: a.username,
        shortName: a.shortName,
        passwordHash,
        role: 'user' as const,
        email: `${a.username}@example.org`,
      })),
    )
    .returning({ userId: users.userId, username: users.username });
  const userId = (username: string) => insertedUsers.find((u) => u.username === username)?.userId as number;
  await db
    .insert(userTypes)
    .values(accountDefs.flatMap((a) => a.types.map((type) => ({ userId: userId(a.username), type }))));

  // Coaches of their teams (match-day corrections, decision 108): Dan coaches the Lions and the Tigers.
  const teamOf = (i: number) => insertedTeams[i]?.teamId as number;
  await db.insert(teamCoaches).values([
    { teamId: teamOf(0), userId: userId('coach1') },
    { teamId: teamOf(1), userId: userId('coach1') },
    { teamId: teamOf(1), userId: userId('coach2') },
    { teamId: teamOf(2), userId: userId('coach3') },
  ]);

  // The player account is the Eagles' number 7.
  const eagles = squad(insertedTeams[2]?.teamId as number);
  await db
    .update(players)
    .set({ userId: userId('player1') })
    .where(eq(players.playerId, eagles[6] as number));

  // Parents: parent1 has a child in the Lions and one in the Tigers; the others one or two children each.
  const lions = squad(insertedTeams[0]?.teamId as number);
  const tigers = squad(insertedTeams[1]?.teamId as number);
  const links: { parentUserId: number; playerId: number }[] = [
    { parentUserId: userId('parent1'), playerId: lions[1] as number },
    { parentUserId: userId('parent1'), playerId: tigers[1] as number },
    { parentUserId: userId('coach2'), playerId: lions[2] as number },
  ];
  const unlinked = insertedPlayers.map((p) => p.playerId).filter((id) => !links.some((l) => l.playerId === id));
  for (let i = 2; i <= parentCount && unlinked.length > 0; i++) {
    const children = i % 3 === 0 ? 2 : 1;
    for (let c = 0; c < children && unlinked.length > 0; c++)
      links.push({ parentUserId: userId(`parent${i}`), playerId: unlinked.shift() as number });
  }
  await db.insert(parentPlayerAssociations).values(links);

  // Seasons: last one (over) and the current one.
  const season = seasonFor(today);
  const [previousSeason, currentSeason] = await db
    .insert(seasons)
    .values([
      { name: season.previousName, startDate: season.previousStart, endDate: season.previousEnd, isCurrent: false },
      { name: season.name, startDate: season.start, endDate: season.end, isCurrent: true },
    ])
    .returning({ seasonId: seasons.seasonId });

  const opposition = await db
    .insert(oppositionTeams)
    .values(oppositionClubs.map((o) => ({ teamName: o.name, venueName: o.venue, venueAddress: o.address })))
    .returning({
      id: oppositionTeams.id,
      teamName: oppositionTeams.teamName,
      venueName: oppositionTeams.venueName,
      venueAddress: oppositionTeams.venueAddress,
    });

  // Fixtures: every Saturday from ten weeks ago to eight weeks ahead, inside the season.
  const saturdays = weekdaysBetween(addDays(today, -70), addDays(today, 56), [6]).filter(
    (d) => d >= season.start && d <= season.end,
  );
  const todayIso = isoDate(today);
  const matchRows = insertedTeams.flatMap(({ teamId }, teamIndex) =>
    saturdays.map((date, week) => {
      const opp = opposition[(week + teamIndex * 3) % opposition.length] as (typeof opposition)[number];
      const home = (week + teamIndex) % 2 === 0;
      const def = teamDefs[teamIndex] as (typeof teamDefs)[number];
      return {
        oppositionName: opp.teamName,
        oppositionTeamId: opp.id,
        venueName: home ? 'Riverside Park' : (opp.venueName as string),
        venueAddress: home ? 'Riverside Park, Mill Lane, Riverside RV1 2AB' : (opp.venueAddress as string),
        homeOrAway: home ? ('Home' as const) : ('Away' as const),
        kickOffTime: def.kickOff,
        meetTime: minusMinutes(def.kickOff, 30),
        colours: home ? def.home : def.away,
        matchDate: date,
        teamId,
        matchTypeId: week % 5 === 4 ? 2 : 1,
        seasonId: currentSeason?.seasonId as number,
      };
    }),
  );
  const insertedMatches = await db.insert(matches).values(matchRows).returning({
    matchId: matches.matchId,
    teamId: matches.teamId,
    matchDate: matches.matchDate,
    kickOffTime: matches.kickOffTime,
  });

  // Lineups of the past matches, rotating who starts: 7-a-side (2-3-1), 9-a-side (3-3-2) and 11-a-side (4-4-2).
  const formationOf = [3, 6, 9];
  const positionRows = await db
    .select({
      id: formationPositions.id,
      formationId: formationPositions.formationId,
      name: formationPositions.positionName,
    })
    .from(formationPositions);
  const pastMatches = insertedMatches.filter((m) => m.matchDate < todayIso);
  const lineupRows: (typeof lineupPlayers.$inferInsert)[] = [];
  const startersOf = new Map<number, number[]>();
  pastMatches.forEach((match, index) => {
    const teamIndex = insertedTeams.findIndex((t) => t.teamId === match.teamId);
    const formationId = formationOf[teamIndex] ?? 9;
    const positions = positionRows.filter((p) => p.formationId === formationId);
    const team = squad(match.teamId);
    // The goalkeeper always starts; the outfield places rotate through the squad from match to match.
    const outfield = team.slice(1);
    const starters = [
      team[0] as number,
      ...Array.from({ length: positions.length - 1 }, (_, i) => outfield[(i + index * 2) % outfield.length] as number),
    ];
    startersOf.set(match.matchId, starters);
    positions.forEach((position, i) =>
      lineupRows.push({
        matchId: match.matchId,
        playerId: starters[i] as number,
        formationPositionId: position.id,
        position: position.name,
      }),
    );
  });
  if (pastMatches.length)
    await db.insert(matchLineups).values(
      pastMatches.map((m) => ({
        matchId: m.matchId,
        formationId: formationOf[insertedTeams.findIndex((t) => t.teamId === m.teamId)] ?? 9,
      })),
    );
  if (lineupRows.length) await db.insert(lineupPlayers).values(lineupRows);

  // Past matches get a whole timeline: lineup, kick-off, goals, cards, half time, full time, man of the match, each
  // on its team's clock (decision 124: a U10 match is two halves of 25).
  const events: (typeof matchEvents.$inferInsert)[] = [];
  for (const match of pastMatches) {
    const team = squad(match.teamId);
    const length = defaultMatchMinutes(insertedTeams.find((t) => t.teamId === match.teamId)?.ageGroup ?? '');
    const half = halfLength(length);
    const start = clubDateTime(match.matchDate, match.kickOffTime).getTime();
    // A minute of the match as a time: a 15-minute break after the first half.
    const at = (minute: number, extraSeconds = 0) =>
      new Date(start + (minute > half ? minute + 15 : minute) * 60_000 + extraSeconds * 1000);
    const phase = (eventType: string, minute: number | null, notes: string, when: Date) =>
      events.push({ matchId: match.matchId, kind: 'MATCH_EVENT', eventType, minute, notes, recordedAt: when });
    phase('LINEUP_CONFIRMED', null, 'Team lineups confirmed', at(-20));
    phase('GAME_START', 0, 'Kick-off', at(0));
    const ours = Math.floor(random() * 5);
    const theirs = Math.floor(random() * 4);
    const goals = [
      ...Array.from({ length: ours }, () => ({ opp: false, minute: 1 + Math.floor(random() * (length - 2)) })),
      ...Array.from({ length: theirs }, () => ({ opp: true, minute: 1 + Math.floor(random() * (length - 2)) })),
    ].filter((g) => g.minute !== half);
    for (const goal of goals) {
      const scorer = team[1 + Math.floor(random() * (team.length - 1))] as number;
      const assist =
        random() < 0.6 ? (team.find((p) => p !== scorer && p !== team[0] && random() < 0.3) ?? null) : null;
      events.push({
        matchId: match.matchId,
        kind: 'GOAL',
        minute: goal.minute,
        playerId: goal.opp ? null : scorer,
        assistPlayerId: goal.opp ? null : assist,
        isOppositionGoal: goal.opp,
        oppositionScorerName: goal.opp ? `Number ${2 + Math.floor(random() * 12)}` : null,
        isPenalty: random() < 0.1,
        recordedAt: at(goal.minute, 30),
      });
    }
    if (random() < 0.4) {
      const minute = 5 + Math.floor(random() * (length - 10));
      events.push({
        matchId: match.matchId,
        kind: 'CARD',
        minute,
        cardType: 'YELLOW',
        playerId: pick(team.slice(1)),
        recordedAt: at(minute, 20),
      });
    }
    // A substitution two thirds of the way through: a starter off, someone from the bench on.
    const subAt = Math.round((length * 2) / 3);
    const starters = startersOf.get(match.matchId) ?? [];
    const bench = team.filter((id) => !starters.includes(id));
    if (starters[3] !== undefined && bench[0] !== undefined) {
      events.push({
        matchId: match.matchId,
        kind: 'SUBSTITUTION',
        minute: subAt,
        playerId: starters[3],
        playerOnId: bench[0],
        recordedAt: at(subAt, 5),
      });
    }
    phase('HALF_TIME', half, 'Half time', at(half, 50));
    phase('SECOND_HALF_START', half, 'Second half started', at(half, 15 * 60));
    phase('GAME_END', length, 'Full time', at(length, 120));
    events.push({
      matchId: match.matchId,
      kind: 'MAN_OF_THE_MATCH',
      minute: null,
      playerId: pick(team),
      notes: 'Outstanding effort',
      recordedAt: at(length, 300),
    });
  }
  if (events.length) await db.insert(matchEvents).values(events);

  // Training on Tuesdays and Thursdays, four weeks back to six weeks ahead.
  const trainingDays = weekdaysBetween(addDays(today, -28), addDays(today, 42), [2, 4]);
  await db.insert(trainings).values(
    insertedTeams.flatMap(({ teamId }) =>
      trainingDays.map((date) => ({
        date,
        startTime: '18:00',
        endTime: '19:30',
        venue: 'Riverside Park 3G',
        teamId,
        seasonId: date >= season.start && date <= season.end ? (currentSeason?.seasonId as number) : null,
      })),
    ),
  );

  // Safeguarding (decision 130): most families consented to names and photographs on paper; each team's number 13
  // has not (the live link shows 'Player'). parent1's children have medical and emergency details on file.
  await db
    .insert(playerConsents)
    .values(
      insertedPlayers
        .filter((_, i) => i % 13 !== 12)
        .map((p) => ({ playerId: p.playerId, kind: 'photos' as const, granted: true, givenAt: new Date() })),
    );
  const parent1Contact = { name: 'Jo Parent', relationship: 'Mother', phone: '07700 900001' };
  await db.insert(playerMedical).values([
    {
      playerId: lions[1] as number,
      emergencyContacts: [parent1Contact],
      conditions: 'Asthma',
      medication: 'Blue inhaler, in the side pocket of the kit bag',
      instructions: 'Two puffs of the inhaler and sit out for five minutes; call 999 if it does not help.',
      updatedBy: userId('parent1'),
      reviewedAt: new Date(),
    },
    {
      playerId: tigers[1] as number,
      emergencyContacts: [parent1Contact],
      allergies: 'Peanuts: carries an adrenaline pen',
      instructions: 'Use the pen in the outer thigh and call 999 at once.',
      updatedBy: userId('parent1'),
      reviewedAt: new Date(),
    },
  ]);

  // A few days players will miss, past and future.
  const absences = insertedPlayers.slice(0, 12).map((p, i) => ({
    playerId: p.playerId,
    unavailableDate: (i % 2 ? saturdays[saturdays.length - 3 - (i % 3)] : saturdays[i % 6]) as string,
    notes: i % 2 ? 'Family holiday' : 'Poorly',
    createdBy: userId('coach1'),
  }));
  await db.insert(availability).values(absences);

  await db
    .update(users)
    .set({ treasurer: true })
    .where(eq(users.userId, userId('treasurer1')));
  await seedDemoMoney(db, {
    seasonStart: season.start,
    today: isoDate(today),
    currency,
    treasurer: { userId: userId('treasurer1'), username: 'treasurer1' },
    lionsTeamId: insertedTeams[0]?.teamId as number,
  });
  await seedDemoYear(db, {
    seasonStart: season.start,
    today: isoDate(today),
    lionsTeamId: insertedTeams[0]?.teamId as number,
    seasonId: currentSeason?.seasonId as number,
  });

  // What `npm run demo:remove` takes away (ops/remove-demo.ts).
  const mark = (entity: (typeof demoRows.$inferInsert)['entity'], ids: number[]) =>
    ids.map((rowId) => ({ entity, rowId }));
  await db.insert(demoRows).values([
    ...mark(
      'teams',
      insertedTeams.map((t) => t.teamId),
    ),
    ...mark(
      'users',
      insertedUsers.map((u) => u.userId),
    ),
    ...mark('seasons', [previousSeason?.seasonId as number, currentSeason?.seasonId as number]),
    ...mark(
      'opposition_teams',
      opposition.map((o) => o.id),
    ),
  ]);

  return [
    'coach1',
    'coach2',
    'coach3',
    'treasurer1',
    'parent1',
    'parent2',
    'player1',
    `parent3 to parent${parentCount}`,
  ];
}
