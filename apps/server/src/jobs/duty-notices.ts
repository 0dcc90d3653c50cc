import { addDaysToDate, displayName, type Translator } from '@touchline/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { rowsOf } from '../db/rows';
import { familyNames, loadEvents } from '../duties/read';
import { parentAccount } from '../queries/users';
import { noticeParts } from '../mail/notice-templates';
import { deliverNotices, type Notice } from '../notify/deliver';
import { recipientTranslator } from '../i18n';
import { fixtureOn } from '../queries/fixture-status';
import { today } from '../today';
import { noticeMail, type NoticeContext } from './answer-requests';
import { enqueueJob } from './worker';

/** The reminder of a family's duty the day before (#34, decision 135), decided once per duty, family and date. */
export const DUTY_REMINDER_JOB = 'duty-reminder';
/** A swap asked of a family (or of the coaches), or its answer to the family who asked, decided once per state. */
export const DUTY_SWAP_JOB = 'duty-swap';

export interface DutyReminderJob {
  duty_id: number;
  family_id: number;
  date: string;
}
export interface DutySwapJob {
  swap_id: number;
  status: 'asked' | 'accepted' | 'declined';
}

/**
 * Decides the reminders of tomorrow's duties: a job per duty given to a family at an event tomorrow (a fixture on, or
 * training), keyed by the duty, the family and the date, so a swapped duty reminds its new family and a moved event
 * its new day, each once whatever instance plans it. One read, which skips the duties already decided.
 */
export async function planDutyReminders(db: Db, now: Date, timeZone: string): Promise<number> {
  const tomorrow = addDaysToDate(today(now, timeZone), 1);
  const rows = await rowsOf<{ duty_id: number; family_id: number; date: string }>(
    db,
    sql`select d.duty_id, d.family_id, coalesce(m.match_date, t.date)::text as date
      from duties d left join matches m on m.match_id = d.match_id
      left join trainings t on t.training_id = d.training_id
      where d.family_id is not null and d.status = 'assigned'
        and (m.match_date = ${tomorrow} and ${fixtureOn('m')} or t.date = ${tomorrow})
        and not exists (select 1 from jobs j
          where j.key = ${`${DUTY_REMINDER_JOB}:`} || d.duty_id || ':' || d.family_id || ':' || ${tomorrow})`,
  );
  let added = 0;
  for (const r of rows) {
    const payload: DutyReminderJob = r;
    const key = `${DUTY_REMINDER_JOB}:${r.duty_id}:${r.family_id}:${r.date}`;
    if (await enqueueJob(db, { kind: DUTY_REMINDER_JOB, key, payload })) added += 1;
  }
  return added;
}

interface Person {
  user_id: number;
  username: string;
  short_name: string | null;
  email: string | null;
  language: string | null;
}

/** A family's parents with an account: never a child (a player's own account). */
async function parentsOf(tx: Db, familyId: number): Promise<Person[]> {
  return rowsOf<Person>(
    tx,
    sql`select distinct u.user_id, u.username, u.short_name, u.email, u.language
      from parent_player_associations a join players p on p.player_id = a.player_id
      join users u on u.user_id = a.parent_user_id
      where p.family_id = ${familyId} and ${parentAccount('u')} order by u.user_id`,
  );
}

/** A team's coaches, who are asked when a family asks the coach. */
async function coachesOf(tx: Db, teamId: number): Promise<Person[]> {
  return rowsOf<Person>(
    tx,
    sql`select u.user_id, u.username, u.short_name, u.email, u.language
      from team_coaches tc join users u on u.user_id = tc.user_id where tc.team_id = ${teamId} order by u.user_id`,
  );
}

interface DutyFacts {
  duty_id: number;
  family_id: number | null;
  status: string;
  kind_name: string;
  team_id: number;
  match_id: number | null;
  training_id: number | null;
}

/** The duty, its kind and its event (null when the event is no longer on). */
async function dutyWithEvent(tx: Db, dutyId: number) {
  const [duty] = await rowsOf<DutyFacts>(
    tx,
    sql`select d.duty_id, d.family_id, d.status, k.name as kind_name, d.team_id, d.match_id, d.training_id
      from duties d join duty_kinds k on k.kind_id = d.kind_id where d.duty_id = ${dutyId}`,
  );
  if (!duty) return null;
  const [event] = await loadEvents(tx, {
    matches: duty.match_id !== null ? [duty.match_id] : [],
    trainings: duty.training_id !== null ? [duty.training_id] : [],
  });
  return event ? { duty, event } : null;
}

type EventFacts = NonNullable<Awaited<ReturnType<typeof dutyWithEvent>>>['event'];

/** The event in words: 'U10 Lions v Riverside, Saturday 3 October 10:00' or 'U10 Lions training, …'. */
function eventWords(e: EventFacts, words: Translator): string {
  const { t } = words;
  const day = new Intl.DateTimeFormat(words.language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${e.date}T00:00:00Z`));
  return e.opponent
    ? t('{team} v {opponent}, {day} {time}', { team: e.team_name, opponent: e.opponent, day, time: e.time })
    : t('{team} training, {day} {time}', { team: e.team_name, day, time: e.time });
}

/** Tells `people` one thing about a duty, by email and push as each chose for `duties`. */
async function tell(
  tx: Db,
  ctx: NoticeContext,
  people: readonly Person[],
  event: EventFacts,
  text: (words: Translator, where: string) => { subject: string; lines: string[] },
  tag: string,
): Promise<number> {
  if (people.length === 0) return 0;
  const key = await ctx.signingKey();
  const notices: Notice[] = people.map((person) => {
    const words = recipientTranslator(person.language, ctx.language);
    const said = text(words, eventWords(event, words));
    const { t } = words;
    const m = noticeMail(ctx, key, person.user_id, 'duties');
    return {
      userId: person.user_id,
      kind: 'duties',
      email: person.email,
      urgent: true,
      ...(m && { unsubscribeUrl: m.header }),
      parts: m
        ? noticeParts(
            {
              name: displayName(person),
              subject: said.subject,
              lines: said.lines,
              url: `${m.mail.publicUrl}/duties`,
              unsubscribe: {
                reason: t(
                  'You get these emails because your family helps at the club. ' +
                    "Choose how you hear about duties in your account's Notifications.",
                ),
                url: m.page,
              },
              club: m.club,
            },
            words,
          )
        : null,
      push: { title: said.subject, body: said.lines[0] ?? '', url: '/duties', tag, kind: 'duties' },
    };
  });
  const sent = await deliverNotices(tx, { batchSeconds: ctx.batchSeconds, timeZone: ctx.timeZone() }, notices);
  return sent.users.size;
}

/** The day before: the family's parents, when the duty is still theirs, still to do and its event still that day. */
export async function remindDuty(tx: Db, ctx: NoticeContext, payload: unknown): Promise<number> {
  const job = payload as DutyReminderJob;
  const found = await dutyWithEvent(tx, job.duty_id);
  if (!found || found.duty.family_id !== job.family_id || found.duty.status !== 'assigned') return 0;
  if (found.event.date !== job.date) return 0;
  const { duty } = found;
  return tell(
    tx,
    ctx,
    await parentsOf(tx, job.family_id),
    found.event,
    ({ t }, where) => ({
      subject: t('Tomorrow: your family’s duty, {duty}', { duty: duty.kind_name }),
      lines: [
        t('Your family is on {duty} at {event}.', { duty: duty.kind_name, event: where }),
        t('If you cannot do it, swap it with another family or ask the coach in Touchline.'),
      ],
    }),
    `duty-${job.duty_id}`,
  );
}

/** A swap asked: the family asked (or the team's coaches); answered: the family who asked. Once per state. */
export async function tellDutySwap(tx: Db, ctx: NoticeContext, payload: unknown): Promise<number> {
  const job = payload as DutySwapJob;
  const [swap] = await rowsOf<{
    duty_id: number;
    from_family_id: number;
    to_family_id: number | null;
    status: string;
  }>(tx, sql`select duty_id, from_family_id, to_family_id, status from duty_swaps where swap_id = ${job.swap_id}`);
  if (!swap || swap.status !== job.status) return 0;
  const found = await dutyWithEvent(tx, swap.duty_id);
  if (!found) return 0;
  const { duty, event } = found;
  const names = await familyNames(tx, [swap.from_family_id, swap.to_family_id ?? 0]);
  const list = (f: number, language: string) =>
    new Intl.ListFormat(language, { type: 'conjunction' }).format(names(f, duty.team_id));
  const tag = `duty-swap-${job.swap_id}`;
  if (job.status === 'asked') {
    const asked =
      swap.to_family_id === null ? await coachesOf(tx, duty.team_id) : await parentsOf(tx, swap.to_family_id);
    return tell(
      tx,
      ctx,
      asked,
      event,
      (words, where) => {
        const { t } = words;
        const family = list(swap.from_family_id, words.language);
        return swap.to_family_id === null
          ? {
              subject: t('A family asks you to find someone for {duty}', { duty: duty.kind_name }),
              lines: [
                t('The family of {family} cannot do {duty} at {event}.', {
                  family,
                  duty: duty.kind_name,
                  event: where,
                }),
              ],
            }
          : {
              subject: t('Can your family take {duty}?', { duty: duty.kind_name }),
              lines: [
                t('The family of {family} asks if your family can take their {duty} at {event}.', {
                  family,
                  duty: duty.kind_name,
                  event: where,
                }),
                t('Accept or decline in Touchline.'),
              ],
            };
      },
      tag,
    );
  }
  return tell(
    tx,
    ctx,
    await parentsOf(tx, swap.from_family_id),
    event,
    (words, where) => {
      const { t } = words;
      const family = swap.to_family_id === null ? '' : list(swap.to_family_id, words.language);
      return job.status === 'accepted'
        ? {
            subject: t('Your duty is swapped: {duty}', { duty: duty.kind_name }),
            lines: [
              swap.to_family_id === null
                ? t('The coach found someone for your {duty} at {event}.', { duty: duty.kind_name, event: where })
                : t('The family of {family} takes your {duty} at {event}.', {
                    family,
                    duty: duty.kind_name,
                    event: where,
                  }),
            ],
          }
        : {
            subject: t('Your swap was declined: {duty}', { duty: duty.kind_name }),
            lines: [
              t('The family of {family} cannot take your {duty} at {event}: it is still yours.', {
                family,
                duty: duty.kind_name,
                event: where,
              }),
            ],
          };
    },
    tag,
  );
}

/** Decides the notice of a swap's state, once. */
export async function enqueueSwapNotice(db: Db, swapId: number, status: DutySwapJob['status']): Promise<void> {
  const payload: DutySwapJob = { swap_id: swapId, status };
  await enqueueJob(db, { kind: DUTY_SWAP_JOB, key: `${DUTY_SWAP_JOB}:${swapId}:${status}`, payload });
}
