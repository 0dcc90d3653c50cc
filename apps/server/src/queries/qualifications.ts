import {
  displayName,
  expiryOf,
  qualificationKinds,
  qualificationState,
  type QualificationEntry,
  type QualificationKind,
  type QualificationStatus,
  type RegisterPerson,
} from '@touchline/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/open';

/** One recorded qualification as the database holds it, with the recorder's name. */
export interface QualificationRow {
  user_id: number;
  kind: QualificationKind;
  status: QualificationStatus;
  issued_on: string | null;
  expires_on: string | null;
  recorded_at: string;
  recorded_by: string | null;
}

/** The recorded qualifications of these people (all when `userIds` is absent). One statement. */
export async function qualificationRows(db: Db, userIds?: readonly number[]): Promise<QualificationRow[]> {
  if (userIds && userIds.length === 0) return [];
  const only = userIds
    ? sql`where q.user_id in (${sql.join(
        userIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const result = (await db.execute(sql`
    select q.user_id, q.kind, q.status, q.issued_on::text as issued_on, q.expires_on::text as expires_on,
      to_char(q.recorded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as recorded_at,
      case when r.user_id is null then null else coalesce(nullif(trim(r.short_name), ''), r.username) end
        as recorded_by
    from qualifications q left join users r on r.user_id = q.recorded_by
    ${only}
    order by q.user_id, q.kind`)) as unknown as { rows: QualificationRow[] };
  return result.rows;
}

/** One kind of a person's qualifications as the register shows it on `today` (missing without a row). */
export function entryOf(kind: QualificationKind, row: QualificationRow | undefined, today: string): QualificationEntry {
  if (!row) {
    return {
      kind,
      state: 'missing',
      status: null,
      issued_on: null,
      expires_on: null,
      recorded_at: null,
      recorded_by: null,
    };
  }
  // The expiry follows from the issue date (rules/qualifications.ts); the stored one is what the reminders read.
  const expires = row.issued_on ? expiryOf(row.issued_on) : null;
  return {
    kind,
    state: qualificationState(row, today),
    status: row.status,
    issued_on: row.issued_on,
    expires_on: expires,
    recorded_at: row.recorded_at,
    recorded_by: row.recorded_by,
  };
}

/** Each kind of one person's qualifications, in the register's order. */
export function entriesOf(rows: readonly QualificationRow[], today: string): QualificationEntry[] {
  return qualificationKinds.map((kind) =>
    entryOf(
      kind,
      rows.find((r) => r.kind === kind),
      today,
    ),
  );
}

interface Adult {
  user_id: number;
  username: string;
  short_name: string | null;
  welfare_officer: boolean;
  coach: boolean;
  player_account: boolean;
  teams: string[];
}

/** Every account with what the register asks of it: a coach, the welfare officer, a player's own; teams coached. */
export async function clubAdults(db: Db): Promise<Adult[]> {
  const result = (await db.execute(sql`
    select u.user_id, u.username, u.short_name, u.welfare_officer,
      exists (select 1 from user_types ut where ut.user_id = u.user_id and ut.type = 'Coach') as coach,
      (exists (select 1 from user_types ut where ut.user_id = u.user_id and ut.type = 'Player')
        or exists (select 1 from players p where p.user_id = u.user_id)) as player_account,
      coalesce((select array_agg(t.team_name order by t.team_name) from team_coaches tc
        join teams t on t.team_id = tc.team_id where tc.user_id = u.user_id), '{}') as teams
    from users u
    order by lower(coalesce(nullif(trim(u.short_name), ''), u.username)), u.user_id`)) as unknown as { rows: Adult[] };
  return result.rows;
}

/**
 * The register on `today`: every adult who coaches, is the welfare officer or has a record, each kind with its state;
 * the other adults by name. Never a player's own account.
 */
export async function loadRegister(db: Db, today: string) {
  // One after the other: the rollover reads it inside its transaction, on one connection.
  const adults = await clubAdults(db);
  const rows = await qualificationRows(db);
  const byUser = new Map<number, QualificationRow[]>();
  for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);
  const people: RegisterPerson[] = [];
  const others: { user_id: number; name: string }[] = [];
  for (const adult of adults) {
    if (adult.player_account) continue;
    const own = byUser.get(adult.user_id) ?? [];
    const name = displayName(adult);
    if (adult.coach || adult.welfare_officer || own.length > 0) {
      people.push({
        user_id: adult.user_id,
        name,
        username: adult.username,
        coach: adult.coach,
        welfare_officer: adult.welfare_officer,
        teams: adult.teams,
        qualifications: entriesOf(own, today),
      });
    } else others.push({ user_id: adult.user_id, name });
  }
  return { today, people, others };
}
