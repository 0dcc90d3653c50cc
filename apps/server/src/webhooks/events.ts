import type { FixtureStatus, WebhookEvent } from '@touchline/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/open';

/** A fixture's facts as a webhook tells them (decision 137): the match, never a child (no squad, lineup or name). */
export interface FixtureFacts {
  match_id: number;
  team_id: number;
  team_name: string;
  opposition_name: string;
  home_or_away: 'Home' | 'Away';
  match_date: string;
  kick_off_time: string;
  meet_time: string | null;
  venue_name: string;
  venue_address: string;
  match_type: string;
  season_id: number | null;
  /** `deleted`: an admin deleted the fixture (told as `fixture.cancelled`). */
  status: FixtureStatus | 'deleted';
  status_reason: string | null;
}

/** A match as the fixture lists read it (routes/matches.ts `listMatches`). */
type ListedFixture = Omit<FixtureFacts, 'status'> & { status: FixtureStatus };

export function fixtureFacts(m: ListedFixture): FixtureFacts {
  return {
    match_id: m.match_id,
    team_id: m.team_id,
    team_name: m.team_name,
    opposition_name: m.opposition_name,
    home_or_away: m.home_or_away,
    match_date: m.match_date,
    kick_off_time: m.kick_off_time,
    meet_time: m.meet_time,
    venue_name: m.venue_name,
    venue_address: m.venue_address,
    match_type: m.match_type,
    season_id: m.season_id,
    status: m.status,
    status_reason: m.status_reason,
  };
}

/**
 * What a change of a fixture tells (decision 137): `fixture.cancelled` when it was on and is now postponed or
 * cancelled (the data's `status` says which); `fixture.changed` for any other change of its facts (put back on
 * included); nothing when its facts are as they were.
 */
export function fixtureChangeEvent(before: FixtureFacts, after: FixtureFacts): WebhookEvent | null {
  if (JSON.stringify(before) === JSON.stringify(after)) return null;
  if (before.status === 'scheduled' && after.status !== 'scheduled') return 'fixture.cancelled';
  return 'fixture.changed';
}

/**
 * Decides a webhook event in the caller's transaction: one delivery for each active webhook that asked for it, so the
 * deliveries exist exactly when what caused them was committed (a kill -9 loses none). One statement; the number of
 * deliveries. `app.webhooks.wake()` after the commit.
 */
export async function enqueueWebhookEvent(tx: Db, event: WebhookEvent, data: object): Promise<number> {
  const added = (await tx.execute(sql`
    insert into webhook_deliveries (webhook_id, event, payload)
    select webhook_id, ${event}, ${JSON.stringify(data)}::jsonb from webhooks
    where active and events @> ${JSON.stringify([event])}::jsonb
    returning delivery_id`)) as unknown as { rows: unknown[] };
  return added.rows.length;
}

/** The admin's test of one webhook: a `ping`, whichever events it asked for. */
export async function enqueuePing(tx: Db, webhookId: number): Promise<number> {
  const data = JSON.stringify({ webhook_id: webhookId, message: 'Touchline says hello' });
  const [row] = (
    (await tx.execute(sql`
      insert into webhook_deliveries (webhook_id, event, payload)
      values (${webhookId}, 'ping', ${data}::jsonb)
      returning delivery_id`)) as unknown as { rows: { delivery_id: number }[] }
  ).rows;
  return row?.delivery_id ?? 0;
}
