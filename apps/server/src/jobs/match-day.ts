import { isUrgentNotice, type Translator } from '@touchline/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { deliverNotices, type Notice } from '../notify/deliver';
import { familyContacts } from '../queries/family-contacts';
import { loadScore } from '../queries/score';
import { loadSquad } from '../queries/squad';
import { today } from '../today';
import { recipientTranslator } from '../i18n';
import { noticeMail, type NoticeContext } from './answer-requests';

export const MATCH_DAY_JOB = 'match-day';

/** The events a family may choose to hear about as they happen (#32): kick-off, a goal, full time. */
const TOLD = new Set(['GAME_START', 'GOAL', 'GAME_END']);

interface MatchDayJob {
  match_id: number;
  event_id: number;
}

/**
 * Decides the match day's notice of an event, in the transaction that recorded it: once per event, and only when
 * somebody in the club chose the match day's news (one statement either way: a goal's write stays short).
 */
export async function noticeMatchDay(tx: Db, matchId: number, eventId: number, kind: string): Promise<boolean> {
  if (!TOLD.has(kind)) return false;
  const payload: MatchDayJob = { match_id: matchId, event_id: eventId };
  const added = (await tx.execute(sql`insert into jobs (kind, key, payload)
    select ${MATCH_DAY_JOB}, ${`match-day:${eventId}`}, ${JSON.stringify(payload)}::jsonb
    where exists (select 1 from email_preferences where kind = 'match_day' and (email or push))
    on conflict (key) do nothing returning id`)) as unknown as { rows: unknown[] };
  return added.rows.length > 0;
}

/**
 * Tells the families of the squad (the published one, else the team) who chose the match day's news: kick-off, each
 * goal with the score, full time. Youth mode (decision 110) tells no goal and no score. An event deleted before the
 * job ran is not told.
 */
export async function tellMatchDay(tx: Db, ctx: NoticeContext, payload: unknown): Promise<number> {
  const job = payload as MatchDayJob;
  const [event] = (
    (await tx.execute(sql`
      select e.kind, e.event_type, e.minute, e.is_opposition_goal, m.match_date::text, m.team_id, t.team_name,
        m.opposition_name as opponent, m.home_or_away
      from match_events e join matches m on m.match_id = e.match_id join teams t on t.team_id = m.team_id
      where e.id = ${job.event_id}`)) as unknown as {
      rows: {
        kind: string;
        event_type: string | null;
        minute: number | null;
        is_opposition_goal: boolean;
        match_date: string;
        team_id: number;
        team_name: string;
        opponent: string;
        home_or_away: 'Home' | 'Away';
      }[];
    }
  ).rows;
  if (!event) return 0;
  const what = event.kind === 'GOAL' ? 'GOAL' : event.event_type;
  const score = await loadScore(tx, job.match_id);
  if (!score || (what === 'GOAL' && score.youth_mode)) return 0;
  const [home, away] =
    event.home_or_away === 'Home' ? [event.team_name, event.opponent] : [event.opponent, event.team_name];
  const [homeGoals, awayGoals] =
    event.home_or_away === 'Home'
      ? [score.our_goals, score.opposition_goals]
      : [score.opposition_goals, score.our_goals];
  const minute = event.minute !== null ? ` (${event.minute}')` : '';
  /** The news in a language: its title and its line. */
  const news = ({ t }: Translator) => {
    const line = score.youth_mode ? t('{home} v {away}', { home, away }) : `${home} ${homeGoals}–${awayGoals} ${away}`;
    const title =
      what === 'GAME_START'
        ? t('Kick-off: {home} v {away}', { home, away })
        : what === 'GOAL'
          ? `${t('Goal for {team}', { team: event.is_opposition_goal ? event.opponent : event.team_name })}${minute}`
          : t('Full time: {line}', { line });
    const body = what === 'GAME_START' ? t('The match has started. Follow it live in Touchline.') : line;
    return { title, body };
  };
  const squad = await loadSquad(tx, job.match_id);
  const playerIds = squad.players.length
    ? squad.players.map((p) => p.player_id)
    : (
        (await tx.execute(sql`select player_id from players where team_id = ${event.team_id}`)) as unknown as {
          rows: { player_id: number }[];
        }
      ).rows.map((r) => r.player_id);
  const families = await familyContacts(tx, playerIds, today());
  const people = new Map([...families.values()].flatMap((f) => f.contacts.map((c) => [c.user_id, c] as const)));
  const key = await ctx.signingKey();
  const notices: Notice[] = [...people.values()].map((person) => {
    const m = noticeMail(ctx, key, person.user_id, 'match_day');
    const words = recipientTranslator(person.language, ctx.language);
    const { t } = words;
    const { title, body } = news(words);
    return {
      userId: person.user_id,
      kind: 'match_day',
      email: person.email,
      urgent: isUrgentNotice({ kind: 'match_day' }, today()),
      ...(m && { unsubscribeUrl: m.header }),
      parts: m
        ? {
            subject: title,
            greeting: t('Hello {name},', { name: person.name }),
            before: [body],
            actions: [{ label: t('Follow the match'), url: `${m.mail.publicUrl}/matches/live` }],
            after: [],
            unsubscribe: {
              reason: t('You get match-day news because you chose it for your child’s matches.'),
              url: m.page,
            },
            club: m.club,
            language: words.language,
          }
        : null,
      push: { title, body, url: '/matches/live', tag: `match-${job.match_id}`, kind: 'match_day' },
    };
  });
  const sent = await deliverNotices(tx, { batchSeconds: ctx.batchSeconds, timeZone: ctx.timeZone() }, notices);
  return sent.emails + sent.pushes;
}
