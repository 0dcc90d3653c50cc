import { eq, ilike, or, sql } from 'drizzle-orm';
import type { Tx } from '../db/open';
import { auditLog, matchEvents } from '../db/schema';

/** A child's personal data as it may appear in recorded text: names (replaced) and other values (removed). */
export interface PersonalData {
  playerId: number;
  names: string[];
  values: string[];
  replacement: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A name as a whole word, in any case (so 'Jo' leaves 'John' alone). */
function namePattern(names: readonly string[]): RegExp | null {
  const words = [...new Set(names.filter((n) => n.trim()))].sort((a, b) => b.length - a.length);
  return words.length
    ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`, 'giu')
    : null;
}

/** The fields of a record about the player that are personal (as the erasure clears them in the player's own row). */
const personalFields = ['player_short_name', 'date_of_birth', 'preferred_position', 'user_id'];

/**
 * A JSON value with every mention of the names replaced, every string holding another personal value set to null,
 * and the personal fields of a record about the player (one with its `player_id`) set to null.
 */
export function scrubPersonalData(value: unknown, personal: PersonalData): unknown {
  const names = namePattern(personal.names);
  const values = personal.values.filter((v) => v.trim()).map((v) => v.toLowerCase());
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') {
      if (values.some((p) => v.toLowerCase().includes(p))) return null;
      return names ? v.replace(names, personal.replacement) : v;
    }
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') {
      const aboutPlayer = (v as { player_id?: unknown }).player_id === personal.playerId;
      return Object.fromEntries(
        Object.entries(v).map(([k, inner]) => [k, aboutPlayer && personalFields.includes(k) ? null : walk(inner)]),
      );
    }
    return v;
  };
  return walk(value);
}

/**
 * Erasure reaches the records Touchline keeps of what happened: audit entries (their before and after records) and
 * match event notes that mention the child keep their place, with the personal data taken out. Run in the erasing
 * transaction, so the erasure is whole or not at all.
 */
export async function erasePersonalDataFromHistory(tx: Tx, personal: PersonalData): Promise<void> {
  const mentions = [...personal.names, ...personal.values].filter((v) => v.trim());
  const patterns = mentions.map((v) => `%${escapeLike(JSON.stringify(v).slice(1, -1))}%`);
  const recorded = sql`concat(${auditLog.before}::text, ' ', ${auditLog.after}::text)`;
  const entries = await tx
    .select({ id: auditLog.id, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(
      or(
        sql`(${auditLog.entity} = 'players' and ${auditLog.entityId} = ${String(personal.playerId)})`,
        ...patterns.map((p) => ilike(recorded, p)),
      ),
    );
  for (const entry of entries) {
    await tx
      .update(auditLog)
      .set({ before: scrubPersonalData(entry.before, personal), after: scrubPersonalData(entry.after, personal) })
      .where(eq(auditLog.id, entry.id));
  }
  if (mentions.length === 0) return;
  const notes = await tx
    .select({ id: matchEvents.id, notes: matchEvents.notes })
    .from(matchEvents)
    .where(or(...mentions.map((v) => ilike(matchEvents.notes, `%${escapeLike(v)}%`))));
  for (const event of notes) {
    await tx
      .update(matchEvents)
      .set({ notes: scrubPersonalData(event.notes, personal) as string | null })
      .where(eq(matchEvents.id, event.id));
  }
}
