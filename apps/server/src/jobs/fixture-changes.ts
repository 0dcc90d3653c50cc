import {
  fixtureChanges,
  hhmm,
  type FixtureChange,
  type FixtureFacts,
  isFixtureOn,
  type Translator,
} from '@touchline/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/open';
import { players } from '../db/schema';
import { fixtureLines, longDate } from '../mail/notice-templates';
import { familyContacts } from '../queries/family-contacts';
import { loadFixture } from '../queries/fixture-answers';
import { today } from '../today';
import type { NoticeContext } from './answer-requests';
import { deliverNotice, everyone, type NoticeWords } from './notices';
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

/** What changed, in words. */
function whatWords(what: FixtureChange['what'], { tc }: Translator): string {
  switch (what) {
    case 'Date':
      return tc('fixture change', 'Date');
    case 'Kick-off':
      return tc('fixture change', 'Kick-off');
    case 'Meet time':
      return tc('fixture change', 'Meet time');
    case 'Venue':
      return tc('fixture change', 'Venue');
    default:
      return tc('fixture change', 'Status');
  }
}

/** The subject line: 'Postponed', 'Cancelled', 'Back on', or what moved ('Kick-off and venue changed'). */
function headlineIn(changes: readonly FixtureChange[], words: Translator): string {
  const { t } = words;
  const status = changes.find((c) => c.what === 'Status');
  if (status)
    return status.after === 'On' ? t('Back on') : status.after === 'Postponed' ? t('Postponed') : t('Cancelled');
  const names = changes.map((c) => whatWords(c.what, words));
  // 'Kick-off', 'Kick-off and venue', 'Date, Kick-off and venue': the last in lower case.
  if (names.length > 1) names[names.length - 1] = names.at(-1)!.toLocaleLowerCase(words.language);
  const list = new Intl.ListFormat(words.language, { type: 'conjunction' }).format(names);
  return t('{list} changed', { list });
}

/** A value that changed, in words: a date in full, no time as 'none'. */
function shown(c: FixtureChange, value: string, words: Translator): string {
  if (c.what === 'Date') return longDate(value, words.language);
  return value === 'none' && (c.what === 'Kick-off' || c.what === 'Meet time') ? words.t('none') : value;
}

const offLine = (status: string, { t }: Translator) =>
  status === 'postponed'
    ? t('This match is postponed: it will not be played on this date. A new date will follow.')
    : t('This match is cancelled: it will not be played.');

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
  const on = isFixtureOn(fixture);
  const words = (words: Translator): NoticeWords => {
    const { t } = words;
    const date = longDate(fixture.match_date, words.language);
    return {
      subject: t('{headline}: {team} v {opponent}, {date}', {
        headline: headlineIn(job.changes, words),
        team: fixture.team_name,
        opponent: fixture.opponent,
        date,
      }),
      // A fixture called off says so first, and what it was to be, never its kick-off as if it were on (#28 item 14).
      lines: [
        ...(on ? [] : [offLine(fixture.status, words)]),
        ...job.changes
          .filter((c) => c.what !== 'Status')
          .map((c) =>
            t('{what}: {before} → now {after}.', {
              what: whatWords(c.what, words),
              before: shown(c, c.before, words),
              after: shown(c, c.after, words),
            }),
          ),
        ...(!on && fixture.status_reason ? [t('Reason: {reason}', { reason: fixture.status_reason })] : []),
        ...(on
          ? fixtureLines(fixture, words)
          : [
              t('It was to be played on {date}, kick-off {time}, at {venue}.', {
                date,
                time: hhmm(fixture.kick_off_time),
                venue: fixture.venue_name,
              }),
            ]),
      ],
      audience: fixture.team_name,
      reason: t('You get fixture changes because you are a family contact of a player in this team.'),
    };
  };
  await deliverNotice(tx, ctx, {
    kind: 'fixture_change',
    emailKind: 'fixture_change',
    words,
    matchId: fixture.match_id,
    // Moved away from today is news for today: the earlier of the two dates says whether it is urgent.
    matchDate: [fixture.match_date, ...job.changes.filter((c) => c.what === 'Date').map((c) => c.before)].sort()[0]!,
    people: everyone(families),
  });
}
