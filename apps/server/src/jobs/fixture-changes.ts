import {
  changeHeadline,
  fixtureChanges,
  hhmm,
  type FixtureChange,
  type FixtureFacts,
  isFixtureOn,
} from '@touchline/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/open';
import { players } from '../db/schema';
import { fixtureLines, longDate } from '../mail/notice-templates';
import { familyContacts } from '../queries/family-contacts';
import { loadFixture } from '../queries/fixture-answers';
import { today } from '../today';
import type { NoticeContext } from './answer-requests';
import { deliverNotice, everyone } from './notices';
import { enqueueJob } from './worker';

export const FIXTURE_CHANGE_JOB = 'fixture-change';

interface FixtureChangeJob {
  match_id: number;
  changes: FixtureChange[];
}

/**
 * Decides the notice of a fixture's change, in the transaction of the change: when its date, kick-off, meet time,
 * venue or status changed and it is not in the past. One job per change (the match's revision), so a change is told
 * once; the job worker is woken after the commit and tells every family within seconds.
 */
export async function noticeFixtureChange(
  tx: Db,
  before: FixtureFacts & { match_id: number },
  after: FixtureFacts,
  revision: number,
): Promise<void> {
  const changes = fixtureChanges(before, after);
  if (changes.length === 0 || (before.match_date < today() && after.match_date < today())) return;
  const payload: FixtureChangeJob = { match_id: before.match_id, changes };
  await enqueueJob(tx, { kind: FIXTURE_CHANGE_JOB, key: `fixture-change:${before.match_id}:${revision}`, payload });
}

const shown = (c: FixtureChange, value: string) => (c.what === 'Date' ? longDate(value) : value);

const offLine = (status: string) =>
  status === 'postponed'
    ? 'This match is postponed: it will not be played on this date. A new date will follow.'
    : 'This match is cancelled: it will not be played.';

/**
 * Tells every family of the fixture's team (parents, and players from 16 with their own account) in their inbox and,
 * unless they turned fixture-change emails off, by email.
 */
export async function tellFixtureChange(tx: Db, ctx: NoticeContext, payload: unknown): Promise<void> {
  const job = payload as FixtureChangeJob;
  const fixture = await loadFixture(tx, job.match_id, ctx.timeZone());
  if (!fixture) return;
  const squad = await tx.select({ id: players.playerId }).from(players).where(eq(players.teamId, fixture.team_id));
  const families = await familyContacts(
    tx,
    squad.map((p) => p.id),
    today(),
  );
  const headline = changeHeadline(job.changes);
  const on = isFixtureOn(fixture);
  // A fixture called off says so first, and what it was to be, never its kick-off as if it were on (#28 item 14).
  const lines = [
    ...(on ? [] : [offLine(fixture.status)]),
    ...job.changes
      .filter((c) => c.what !== 'Status')
      .map((c) => `${c.what}: ${shown(c, c.before)} → now ${shown(c, c.after)}.`),
    ...(!on && fixture.status_reason ? [`Reason: ${fixture.status_reason}`] : []),
    ...(on
      ? fixtureLines(fixture)
      : [
          `It was to be played on ${longDate(fixture.match_date)}, kick-off ${hhmm(fixture.kick_off_time)}, at ` +
            `${fixture.venue_name}.`,
        ]),
  ];
  await deliverNotice(tx, ctx, {
    kind: 'fixture_change',
    emailKind: 'fixture_change',
    subject: `${headline}: ${fixture.team_name} v ${fixture.opponent}, ${longDate(fixture.match_date)}`,
    lines,
    audience: fixture.team_name,
    matchId: fixture.match_id,
    // Moved away from today is news for today: the earlier of the two dates says whether it is urgent.
    matchDate: [fixture.match_date, ...job.changes.filter((c) => c.what === 'Date').map((c) => c.before)].sort()[0]!,
    people: everyone(families),
    reason: 'You get fixture changes because you are a family contact of a player in this team.',
  });
}
