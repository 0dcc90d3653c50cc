import { discountedFee, instalmentDates, splitInstalments, type BodyOf, type contracts } from '@touchline/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/open';
import { rowsOf } from '../db/rows';
import type { NewEntry } from './record';

type ChargeBody = BodyOf<typeof contracts.money.charge>;

/** A charge's key on the ledger: the same description raised again for a child charges nothing more. */
export const chargeSource = (category: string, description: string, playerId: number, instalment: number) =>
  `charge:${category}:${description.trim().toLowerCase()}:p${playerId}:i${instalment}`;

/**
 * The entries of a charge (#33, decision 133): for each child in scope, the amount less the sibling discount (the
 * family's first child charged under this description pays it all, the oldest first), split into instalments a
 * month apart that add up to it exactly. Children already charged under the description count as earlier siblings
 * and are not charged again.
 */
export async function chargeEntries(
  tx: Db,
  body: ChargeBody,
  scope: SQL,
): Promise<{ entries: NewEntry[]; alreadyCharged: number; children: number }> {
  const prefix = `charge:${body.category}:${body.description
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}:p`;
  const children = await rowsOf<{ player_id: number; family_id: number; already: number; charged: boolean }>(
    tx,
    sql`select p.player_id, p.family_id,
        (select count(distinct e.player_id)::int from ledger_entries e
          where e.family_id = p.family_id and e.source like ${`${prefix}%`}) as already,
        exists (select 1 from ledger_entries e where e.player_id = p.player_id and e.source like ${`${prefix}%`})
          as charged
      from players p where p.family_id is not null and ${scope}
      order by p.family_id, p.date_of_birth nulls last, p.player_id`,
  );
  const dates = instalmentDates(body.first_due_on, body.instalments);
  const entries: NewEntry[] = [];
  let family = -1;
  let index = 0;
  let alreadyCharged = 0;
  for (const child of children) {
    if (child.family_id !== family) {
      family = child.family_id;
      index = child.already;
    }
    // A child charged under this description before is charged nothing more, however the instalments were set.
    if (child.charged) {
      alreadyCharged += 1;
      continue;
    }
    const fee = discountedFee(body.amount_minor, index, body.sibling_discount_percent);
    index += 1;
    if (fee <= 0) continue;
    splitInstalments(fee, body.instalments).forEach((amount, i) => {
      if (amount <= 0) return;
      entries.push({
        familyId: child.family_id,
        playerId: child.player_id,
        kind: 'charge',
        category: body.category,
        amountMinor: amount,
        description: body.instalments > 1 ? `${body.description} (${i + 1}/${body.instalments})` : body.description,
        dueOn: dates[i] ?? body.first_due_on,
        source: chargeSource(body.category, body.description, child.player_id, i + 1),
      });
    });
  }
  return { entries, alreadyCharged, children: children.length };
}

/**
 * The match fees due (#33): for each team with a fee, each of its matches since the fee's date that went ahead
 * (scheduled, not postponed or cancelled, on or before today) and was played (full time, or said played),
 * a fee for each player who played (in the lineup or came on), or each player named in the published squad.
 */
export async function matchFeeEntries(tx: Db, today: string): Promise<NewEntry[]> {
  const rows = await rowsOf<{
    match_id: number;
    match_date: string;
    opposition_name: string;
    player_id: number;
    family_id: number;
    fee: number;
  }>(
    tx,
    sql`with due as (
        select m.match_id, m.match_date::text, m.opposition_name, f.match_fee_minor as fee, f.basis
        from matches m join team_fees f on f.team_id = m.team_id
        where m.status = 'scheduled' and m.match_date >= f.since and m.match_date <= ${today}
          and f.match_fee_minor > 0
          and (f.basis = 'selected' or m.said_played
            or exists (select 1 from match_events e where e.match_id = m.match_id and e.event_type = 'GAME_END'))
      ),
      took_part as (
        select d.match_id, lp.player_id from due d join lineup_players lp on lp.match_id = d.match_id
          where d.basis = 'played'
        union
        select d.match_id, e.player_on_id from due d join match_events e on e.match_id = d.match_id
          where d.basis = 'played' and e.kind = 'SUBSTITUTION' and e.player_on_id is not null
        union
        select d.match_id, sp.player_id from due d join squad_players sp on sp.match_id = d.match_id
          where d.basis = 'selected' and sp.role in ('starting', 'substitute')
      )
      select d.match_id, d.match_date, d.opposition_name, tp.player_id, p.family_id, d.fee
      from due d join took_part tp on tp.match_id = d.match_id join players p on p.player_id = tp.player_id
      where p.family_id is not null
        and not exists (select 1 from ledger_entries e where e.source = 'match:' || d.match_id || ':p' || tp.player_id)
      order by d.match_date, d.match_id, tp.player_id`,
  );
  return rows.map((r) => ({
    familyId: r.family_id,
    playerId: r.player_id,
    kind: 'charge',
    category: 'match_fee',
    amountMinor: r.fee,
    description: `Match fee: ${r.opposition_name} (${r.match_date})`,
    dueOn: r.match_date,
    source: `match:${r.match_id}:p${r.player_id}`,
  }));
}
