import { fixtureAnswerLabels, type Translator } from '@touchline/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/open';
import { players } from '../db/schema';
import { fixtureLines, longDate } from '../mail/notice-templates';
import { familyContacts } from '../queries/family-contacts';
import { loadFixture } from '../queries/fixture-answers';
import { loadSquad } from '../queries/squad';
import { today } from '../today';
import type { NoticeContext } from './answer-requests';
import { deliverNotice, everyone, type NoticeWords } from './notices';

export const SQUAD_JOB = 'squad';
export interface SquadJob {
  match_id: number;
  /** Players selected in the squad published before and not in this one (jobs decided before: none). */
  dropped?: number[];
}

const names = (list: { player_name: string }[], { t }: Translator) =>
  list.map((p) => p.player_name).join(', ') || t('none');

/**
 * Tells the families of every selected player (starting, substitutes, standby) the squad, with meet time, venue (a
 * maps link), kit and kick-off: in their inbox, and by email unless they turned squad emails off. When the squad is
 * published again, the families of players no longer in it are told too, and the message names them (#28 item 13).
 */
export async function announceSquad(tx: Db, ctx: NoticeContext, payload: unknown): Promise<void> {
  const { match_id, dropped = [] } = payload as SquadJob;
  const fixture = await loadFixture(tx, match_id, ctx.timeZone());
  const squad = await loadSquad(tx, match_id);
  if (!fixture || squad.players.length === 0) return;
  const of = (role: string) => squad.players.filter((p) => p.role === role);
  const families = await familyContacts(tx, [...squad.players.map((p) => p.player_id), ...dropped], today());
  const droppedNames = dropped.length
    ? (
        await tx
          .select({ name: players.playerName })
          .from(players)
          .where(inArray(players.playerId, dropped))
          .orderBy(players.playerName)
      ).map((p) => p.name)
    : [];
  const words = (words: Translator): NoticeWords => {
    const { t } = words;
    const match = {
      team: fixture.team_name,
      opponent: fixture.opponent,
      date: longDate(fixture.match_date, words.language),
    };
    return {
      subject:
        squad.times > 1
          ? t('Squad updated: {team} v {opponent}, {date}', match)
          : t('Squad: {team} v {opponent}, {date}', match),
      lines: [
        ...fixtureLines(fixture, words),
        t('Starting: {names}.', { names: names(of('starting'), words) }),
        t('Substitutes: {names}.', { names: names(of('substitute'), words) }),
        t('Standby: {names}.', { names: names(of('standby'), words) }),
        ...(droppedNames.length ? [t('No longer in the squad: {names}.', { names: droppedNames.join(', ') })] : []),
        t('If your player can no longer make it, change the answer to {answer} in Touchline.', {
          answer: t(fixtureAnswerLabels.not_available),
        }),
      ],
      audience: t('{team} squad', { team: fixture.team_name }),
      reason: t(
        'You get squad announcements because you are a family contact of a selected player or one no longer ' +
          'selected.',
      ),
    };
  };
  await deliverNotice(tx, ctx, {
    kind: 'squad',
    emailKind: 'squad',
    words,
    matchId: fixture.match_id,
    matchDate: fixture.match_date,
    people: everyone(families),
  });
}
