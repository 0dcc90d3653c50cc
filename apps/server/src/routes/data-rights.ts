import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { contracts } from '@touchline/domain';
import type { Db } from '../db/open';
import { erasePlayer } from '../audit/erase-player';
import { notFound } from '../plugins/errors';
import { audit, auditRead } from '../audit/record';
import { route } from './route';

type Rows = { rows: Record<string, unknown>[] };
const rows = async (db: Db, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as Rows).rows;

/** Everything Touchline holds about a user, secrets excluded. */
async function exportUser(db: Db, id: number) {
  const [user] = await rows(
    db,
    sql`select user_id, username, role, short_name, email, language, email_digest, created_at from users
      where user_id = ${id}`,
  );
  if (!user) return null;
  return {
    exported_at: new Date().toISOString(),
    user,
    user_types: await rows(db, sql`select type from user_types where user_id = ${id} order by type`),
    linked_players: await rows(
      db,
      sql`select p.player_id, p.player_name from parent_player_associations ppa join players p
        on p.player_id = ppa.player_id where ppa.parent_user_id = ${id}`,
    ),
    own_player_record: await rows(db, sql`select player_id, player_name from players where user_id = ${id}`),
    // A parent's children's (and the account's own player's) medical information and consents: their own family's
    // data, to the parent only (decision 130). A coach's export carries none of the players they coach.
    family_medical: await rows(db, sql`${medicalOf(familyOf(id))}`),
    family_consents: await rows(db, sql`${consentsOfPlayers(familyOf(id))}`),
    availability_recorded: await rows(
      db,
      sql`select availability_id, player_id, user_id, unavailable_date::text, notes, created_at from availability
        where user_id = ${id} or created_by = ${id} order by unavailable_date`,
    ),
    fixture_answers_given: await rows(
      db,
      sql`select match_id, player_id, status, note, via, updated_at from fixture_responses where responded_by = ${id}
        order by updated_at`,
    ),
    email_preferences: await rows(db, sql`select kind, email, push from email_preferences where user_id = ${id}`),
    push_devices: await rows(
      db,
      sql`select label, created_at, last_sent_at from push_subscriptions where user_id = ${id} order by id`,
    ),
    // What the person's family owes and paid (#33): each family they are a parent in, its reference and ledger.
    family_money: await rows(
      db,
      sql`select f.reference, e.kind, e.category, e.description, e.amount_minor, e.currency, e.due_on::text, e.method,
        e.recorded_at from ledger_entries e join families f on f.family_id = e.family_id
        where e.family_id in (select p.family_id from players p join parent_player_associations a
          on a.player_id = p.player_id where a.parent_user_id = ${id})
        order by f.reference, e.due_on, e.entry_id`,
    ),
    // The duties of each family they are a parent in (#34): what, where and when, done or missed, and the swaps asked.
    family_duties: await rows(
      db,
      sql`select k.name as duty, t.team_name, coalesce(m.match_date, r.date)::text as date,
        m.opposition_name, d.status, d.updated_at,
        (select json_agg(json_build_object('status', s.status, 'asked_at', s.created_at) order by s.swap_id)
          from duty_swaps s where s.duty_id = d.duty_id) as swaps
        from duties d join duty_kinds k on k.kind_id = d.kind_id join teams t on t.team_id = d.team_id
        left join matches m on m.match_id = d.match_id left join trainings r on r.training_id = d.training_id
        where d.family_id in (select p.family_id from players p join parent_player_associations a
          on a.player_id = p.player_id where a.parent_user_id = ${id})
        order by 3, d.duty_id`,
    ),
    // The qualifications register's record of this person (dates and status only, decision 130).
    qualifications: await rows(
      db,
      sql`select kind, status, issued_on::text, expires_on::text, recorded_at from qualifications
        where user_id = ${id} order by kind`,
    ),
    messages_received: await rows(
      db,
      sql`select m.id, m.kind, m.subject, m.created_at, r.read_at from message_recipients r
        join messages m on m.id = r.message_id where r.user_id = ${id} order by m.created_at`,
    ),
    messages_sent: await rows(
      db,
      sql`select id, subject, body, audience, created_at from messages where sender_id = ${id} order by created_at`,
    ),
    // The club accounts (OIDC) linked to the account (#35): the provider's id of the person, as the provider gave it.
    club_accounts: await rows(
      db,
      sql`select issuer, subject, email, name, linked_by, created_at, last_used_at from user_identities
        where user_id = ${id} order by identity_id`,
    ),
    sessions: await rows(
      db,
      sql`select created_at, expires_at, revoked_at, impersonator_id from sessions where user_id = ${id}
        order by created_at`,
    ),
    calendar_feed: (await rows(db, sql`select created_at from calendar_feeds where user_id = ${id}`))[0] ?? null,
    match_events_recorded: await rows(
      db,
      sql`select id, match_id, kind, event_type, minute, recorded_at from match_events where recorded_by = ${id}
        order by recorded_at`,
    ),
    audit_entries: await rows(
      db,
      sql`select at, action, entity, entity_id, acting_as_user_id from audit_log where actor_user_id = ${id}
        or acting_as_user_id = ${id} order by at`,
    ),
  };
}

/** Everything Touchline holds about a player and their linked records. */
async function exportPlayer(db: Db, id: number) {
  const [player] = await rows(
    db,
    sql`select p.player_id, p.player_name, p.player_short_name, p.preferred_position, p.date_of_birth::text,
      p.shirt_number, p.team_id, t.team_name, p.user_id, p.left_team_id, p.left_on::text
    from players p left join teams t on t.team_id = coalesce(p.team_id, p.left_team_id) where p.player_id = ${id}`,
  );
  if (!player) return null;
  return {
    exported_at: new Date().toISOString(),
    player,
    parents: await rows(
      db,
      sql`select u.user_id, u.username, u.short_name, u.email from parent_player_associations ppa join users u
        on u.user_id = ppa.parent_user_id where ppa.player_id = ${id}`,
    ),
    availability: await rows(
      db,
      sql`select availability_id, unavailable_date::text, notes, created_at from availability where player_id = ${id}
        order by unavailable_date`,
    ),
    match_events: await rows(
      db,
      sql`select e.id, e.match_id, m.match_date::text, m.opposition_name, e.kind, e.minute, e.card_type, e.is_penalty,
        e.is_own_goal,
        case when e.player_id = ${id} then 'player' when e.assist_player_id = ${id} then 'assist'
          else 'substitute on' end as role
      from match_events e join matches m on m.match_id = e.match_id
      where e.player_id = ${id} or e.assist_player_id = ${id} or e.player_on_id = ${id}
        order by m.match_date, e.minute`,
    ),
    lineups: await rows(
      db,
      sql`select lp.match_id, m.match_date::text, m.opposition_name, lp.position from lineup_players lp join matches m
        on m.match_id = lp.match_id where lp.player_id = ${id} order by m.match_date`,
    ),
    targets: await rows(
      db,
      sql`select pt.*, s.name as season_name from player_targets pt join seasons s on s.season_id = pt.season_id
        where pt.player_id = ${id}`,
    ),
    fixture_answers: await rows(
      db,
      sql`select r.match_id, m.match_date::text, m.opposition_name, r.status, r.note, r.via, r.updated_at
        from fixture_responses r join matches m on m.match_id = r.match_id where r.player_id = ${id}
        order by m.match_date`,
    ),
    squads: await rows(
      db,
      sql`select sp.match_id, m.match_date::text, m.opposition_name, sp.role from squad_players sp
        join matches m on m.match_id = sp.match_id where sp.player_id = ${id} order by m.match_date`,
    ),
    medical: (await rows(db, sql`${medicalOf(sql`select ${id}::int`)}`))[0] ?? null,
    consents: await rows(db, sql`${consentsOfPlayers(sql`select ${id}::int`)}`),
    // The charges raised for the child and their kit choices (#33).
    charges: await rows(
      db,
      sql`select category, description, amount_minor, currency, due_on::text, recorded_at from ledger_entries
        where player_id = ${id} order by due_on, entry_id`,
    ),
    kit_orders: await rows(
      db,
      sql`select w.title, i.name, o.size, o.quantity, o.shirt_number, o.updated_at from kit_orders o
        join kit_items i on i.item_id = o.item_id join kit_windows w on w.window_id = i.window_id
        where o.player_id = ${id} order by w.window_id, i.item_id`,
    ),
  };
}

/** The players a user's export speaks for: their children and their own player record. */
const familyOf = (userId: number) => sql`select player_id from parent_player_associations
  where parent_user_id = ${userId} union select player_id from players where user_id = ${userId}`;

/** The medical and emergency information of these players, as held. */
const medicalOf = (playerIds: SQL) => sql`select player_id, emergency_contacts, conditions, allergies, medication,
  instructions, updated_at, reviewed_at from player_medical where player_id in (${playerIds}) order by player_id`;

/** The consents of these players: each answer with when it was given. */
const consentsOfPlayers = (playerIds: SQL) => sql`select player_id, kind, granted, given_at from player_consents
  where player_id in (${playerIds}) order by player_id, kind`;

/**
 * Data rights for children's data: an admin downloads everything held about a person, or erases a player. Erasing
 * removes the personal fields, availability notes, parent links and targets, and keeps the match history under an
 * anonymous name so team results stay true; the audit log and match event notes keep their entries with the child's
 * personal data taken out. Both are recorded in the audit log.
 */
export const dataRightsRoutes: FastifyPluginAsync = async (app) => {
  /** An export that holds medical information is a read of it, on record per child (decision 130). */
  const auditMedicalReads = (request: FastifyRequest, medical: readonly Record<string, unknown>[]) =>
    auditRead(
      app.db,
      request,
      medical.map((m) => ({ entity: 'player_medical', entityId: Number(m.player_id) })),
    );

  route(app, contracts.dataRights.exportUser, async (request, reply) => {
    const data = await exportUser(app.db, request.params.id);
    if (!data) throw notFound();
    await auditMedicalReads(request, data.family_medical);
    await audit(app.db, request, {
      action: 'data.export',
      entity: 'users',
      entityId: request.params.id,
      everyone: true,
    });
    return reply
      .header('Content-Disposition', `attachment; filename="touchline-user-${request.params.id}.json"`)
      .send(data);
  });

  route(app, contracts.dataRights.exportPlayer, async (request, reply) => {
    const data = await exportPlayer(app.db, request.params.id);
    if (!data) throw notFound();
    await auditMedicalReads(request, data.medical ? [data.medical] : []);
    await audit(app.db, request, {
      action: 'data.export',
      entity: 'players',
      entityId: request.params.id,
      everyone: true,
    });
    return reply
      .header('Content-Disposition', `attachment; filename="touchline-player-${request.params.id}.json"`)
      .send(data);
  });

  route(app, contracts.dataRights.erasePlayer, async (request) => {
    const erased = await app.db.transaction(async (tx) => {
      const done = await erasePlayer(tx, request.params.id);
      // Written after the history is cleaned, and holding nothing of the child's: the anonymous record only.
      if (done) await audit(tx, request, { entityId: request.params.id, after: done });
      return done;
    });
    if (!erased) throw notFound();
    return erased;
  });
};
