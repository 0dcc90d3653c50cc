import { sql } from 'drizzle-orm';
import type { LogoType } from '@touchline/domain';
import type { Db } from '../db/open';
import { rowsOf } from '../db/rows';
import type { SettingsRow } from './effective';

/** The one settings row, with who changed it last, without the logo's bytes; undefined while there is none. */
export async function readSettingsRow(db: Db): Promise<SettingsRow | undefined> {
  const [row] = await rowsOf<SettingsRow>(
    db,
    sql`select s.club_name, s.time_zone, s.smtp_url, s.mail_from, s.logo_type, s.version, u.username as updated_by,
        s.updated_at
      from club_settings s left join users u on u.user_id = s.updated_by where s.id = 1`,
  );
  return row;
}

/** The row's version alone (0 without a row): the cheap look every instance takes on each poll. */
export async function settingsVersion(db: Db): Promise<number> {
  const [row] = await rowsOf<{ version: number }>(db, sql`select version from club_settings where id = 1`);
  return row?.version ?? 0;
}

/** The logo's bytes, or null. */
export async function readLogo(db: Db): Promise<Buffer | null> {
  const [row] = await rowsOf<{ logo: string | null }>(db, sql`select logo from club_settings where id = 1`);
  return row?.logo ? Buffer.from(row.logo, 'base64') : null;
}

/**
 * The row locked for a change, made first when there is none (its version then 0: what an If-Match of a client that
 * read no row names). Inside the change's transaction.
 */
export async function lockSettingsRow(tx: Db): Promise<SettingsRow> {
  await tx.execute(sql`insert into club_settings (id, version) values (1, 0) on conflict (id) do nothing`);
  const [row] = await rowsOf<SettingsRow>(
    tx,
    sql`select s.club_name, s.time_zone, s.smtp_url, s.mail_from, s.logo_type, s.version, u.username as updated_by,
        s.updated_at
      from club_settings s left join users u on u.user_id = s.updated_by where s.id = 1 for update of s`,
  );
  if (!row) throw new Error('the settings row could not be made');
  return row;
}

/** The columns a change may set. */
export interface SettingsChange {
  club_name?: string | null;
  time_zone?: string | null;
  smtp_url?: string | null;
  mail_from?: string | null;
  logo?: { type: LogoType; data: string } | null;
}

/** Writes a change on the locked row: its version moves on by one; who and when recorded. */
export async function writeSettings(tx: Db, change: SettingsChange, userId: number | null): Promise<void> {
  const sets = [
    ...(['club_name', 'time_zone', 'smtp_url', 'mail_from'] as const)
      .filter((field) => change[field] !== undefined)
      .map((field) => sql`${sql.identifier(field)} = ${change[field]}`),
    ...(change.logo !== undefined
      ? [sql`logo = ${change.logo?.data ?? null}`, sql`logo_type = ${change.logo?.type ?? null}`]
      : []),
    sql`version = version + 1`,
    sql`updated_by = ${userId}`,
    sql`updated_at = now()`,
  ];
  await tx.execute(sql`update club_settings set ${sql.join(sets, sql`, `)} where id = 1`);
}
