import { addDaysToDate } from '@touchline/domain';
import { sql } from 'drizzle-orm';
import { planDuties } from '../../duties/plan';
import type { Db } from '../open';
import { dutyKinds, matches } from '../schema';

/**
 * The demo club's volunteers and festival (#34): three kinds of duty, the Lions' rota planned from the season's start
 * to eight weeks ahead (the past ones done, one in twelve missed), and a festival day for the Lions two Sundays on:
 * three 20-minute matches on three pitches. The kinds stay when the demo is removed: they are the club's first ones.
 */
export async function seedDemoYear(
  db: Db,
  p: { seasonStart: string; today: string; lionsTeamId: number; seasonId: number },
): Promise<void> {
  await db.insert(dutyKinds).values([
    { name: 'Refreshments', people: 1, appliesTo: 'matches' },
    { name: 'Linesman', people: 1, appliesTo: 'matches' },
    { name: 'Kit washing', people: 1, appliesTo: 'matches' },
  ]);
  const weekday = new Date(`${p.today}T12:00:00Z`).getUTCDay();
  const festival = addDaysToDate(p.today, 14 - weekday);
  await db.insert(matches).values(
    [
      { opponent: 'Meadow Juniors', time: '10:00', pitch: 'Pitch 1' },
      { opponent: 'Oak Park Colts', time: '10:40', pitch: 'Pitch 2' },
      { opponent: 'Harbour Town', time: '11:20', pitch: 'Pitch 3' },
    ].map((m) => ({
      oppositionName: m.opponent,
      venueName: `Millfield festival – ${m.pitch}`,
      venueAddress: 'Millfield Park, Station Road, Riverside RV4 1MF',
      homeOrAway: 'Home' as const,
      kickOffTime: m.time,
      meetTime: m.time === '10:00' ? '09:30' : null,
      colours: 'Red and white',
      matchDate: festival,
      teamId: p.lionsTeamId,
      matchTypeId: 6,
      seasonId: p.seasonId,
      matchMinutes: 20,
    })),
  );
  // The Lions' families all have accounts (the other teams' mostly do not yet): their rota is the one planned.
  await db.transaction((tx) => planDuties(tx, p.lionsTeamId, p.seasonStart, addDaysToDate(p.today, 56)));
  // What happened at the past ones: done, but for one in twelve the coach recorded as missed.
  await db.execute(sql`update duties set status = case when duty_id % 12 = 5 then 'no_show' else 'done' end
    where coalesce((select match_date from matches m where m.match_id = duties.match_id),
      (select date from trainings t where t.training_id = duties.training_id)) < ${p.today}`);
}
